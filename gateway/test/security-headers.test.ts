import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startGatewayTestApp,
  startUpstream,
  type GatewayTestApp,
  type Upstream,
} from './gateway-test-app';

let auth: Upstream;
let production: GatewayTestApp;
let development: GatewayTestApp;

beforeAll(async () => {
  auth = await startUpstream();
  [production, development] = await Promise.all([
    startGatewayTestApp({ NODE_ENV: 'production', AUTH_SERVICE_URL: auth.url }),
    startGatewayTestApp({ NODE_ENV: 'development', AUTH_SERVICE_URL: auth.url }),
  ]);
});
afterAll(async () => {
  await Promise.all([production.close(), development.close()]);
  await auth.close();
});

const hardening = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
};

describe('security headers', () => {
  it.each([
    ['a proxied answer', '/api/auth/login', 'POST'],
    ['an error of its own', '/api/nowhere', 'GET'],
    ['a refused token', '/api/workouts/plans', 'GET'],
  ])('in production, %s carries CSP, HSTS and no server banner', async (_, path, method) => {
    const response = await fetch(`${production.url}${path}`, { method });
    for (const [name, value] of Object.entries(hardening)) {
      expect(response.headers.get(name)).toBe(value);
    }
    expect(response.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(response.headers.get('x-powered-by')).toBeNull();
    expect(response.headers.get('server')).toBeNull();
  });

  it('outside production sends the same headers without HSTS (plain http on localhost)', async () => {
    const response = await fetch(`${development.url}/api/auth/login`, { method: 'POST' });
    for (const [name, value] of Object.entries(hardening)) {
      expect(response.headers.get(name)).toBe(value);
    }
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });
});
