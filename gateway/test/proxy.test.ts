import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  readJson,
  startGatewayTestApp,
  startUpstream,
  type GatewayTestApp,
  type Upstream,
} from './gateway-test-app';

let auth: Upstream;
let workouts: Upstream;
let slow: Upstream;
let gateway: GatewayTestApp;

beforeAll(async () => {
  auth = await startUpstream();
  workouts = await startUpstream();
  slow = await startUpstream((_req, res) => {
    setTimeout(() => res.writeHead(200).end('{}'), 1500);
  });
  gateway = await startGatewayTestApp({
    AUTH_SERVICE_URL: auth.url,
    WORKOUTS_SERVICE_URL: workouts.url,
    PROGRESS_SERVICE_URL: slow.url,
    // Nothing listens on port 9 of loopback: the service "refuses connections".
    COACH_SERVICE_URL: 'http://127.0.0.1:9',
    UPSTREAM_TIMEOUT_MS: '400',
    BODY_LIMIT_BYTES: '1024',
    CORS_ORIGINS: 'http://localhost:5173',
  });
});
afterAll(async () => {
  await gateway.close();
  await Promise.all([auth.close(), workouts.close(), slow.close()]);
});

describe('forwarding', () => {
  it('forwards /api/<prefix>/... to the service with the path and query kept', async () => {
    const response = await fetch(`${gateway.url}/api/auth/login?x=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@example.com', password: 'secret1' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-upstream')).toBe('yes');
    const body = await readJson(response);
    expect(body.data).toMatchObject({ method: 'POST', url: '/auth/login?x=1' });
    expect(JSON.parse(body.data.body)).toEqual({ email: 'a@example.com', password: 'secret1' });
  });

  it('passes the caller request id through to the service and back', async () => {
    const response = await fetch(`${gateway.url}/api/auth/me`, {
      headers: { 'x-request-id': 'trace-42' },
    });
    expect(response.headers.get('x-request-id')).toBe('trace-42');
    expect(auth.requests.at(-1)?.headers['x-request-id']).toBe('trace-42');
  });

  it('creates a request id when the caller sends none and gives it to the service', async () => {
    const response = await fetch(`${gateway.url}/api/auth/me`);
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(auth.requests.at(-1)?.headers['x-request-id']).toBe(id);
  });

  it('streams a chunked request body to the service', async () => {
    const token = gateway.signToken();
    const response = await fetch(`${gateway.url}/api/workouts/sessions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: Readable.toWeb(Readable.from(['{"a":', '1}'])) as ReadableStream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(200);
    expect(workouts.requests.at(-1)?.body).toBe('{"a":1}');
  });

  it('answers 404 RESOURCE_NOT_FOUND for an unknown prefix or a service that is not configured', async () => {
    for (const path of ['/api/nope', '/api/analytics/web-vitals', '/elsewhere']) {
      const response = await fetch(`${gateway.url}${path}`);
      expect(response.status).toBe(404);
      expect((await readJson(response)).error.code).toBe('RESOURCE_NOT_FOUND');
    }
  });
});

describe('failures', () => {
  it('answers 503 SERVICE_UNAVAILABLE when the service refuses connections', async () => {
    const response = await fetch(`${gateway.url}/api/ai/chat`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${gateway.signToken()}`,
        'content-type': 'application/json',
      },
      body: '{}',
    });
    expect(response.status).toBe(503);
    expect((await readJson(response)).error.code).toBe('SERVICE_UNAVAILABLE');
  });

  it('answers 504 TIMEOUT_ERROR when the service is slower than the configured timeout', async () => {
    const response = await fetch(`${gateway.url}/api/progress/summary`, {
      headers: { authorization: `Bearer ${gateway.signToken()}` },
    });
    expect(response.status).toBe(504);
    expect((await readJson(response)).error.code).toBe('TIMEOUT_ERROR');
  });

  it('answers 413 PAYLOAD_TOO_LARGE from the declared length without calling the service', async () => {
    const before = workouts.requests.length;
    const response = await fetch(`${gateway.url}/api/workouts/sessions`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${gateway.signToken()}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ notes: 'x'.repeat(2000) }),
    });
    expect(response.status).toBe(413);
    expect((await readJson(response)).error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(workouts.requests.length).toBe(before);
  });

  it('answers 413 PAYLOAD_TOO_LARGE when a chunked body grows past the limit', async () => {
    const response = await fetch(`${gateway.url}/api/workouts/sessions`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${gateway.signToken()}`,
        'content-type': 'application/json',
      },
      body: Readable.toWeb(
        Readable.from(Array.from({ length: 8 }, () => 'y'.repeat(512))),
      ) as ReadableStream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
  });
});

describe('edge authentication', () => {
  it('answers 401 UNAUTHORIZED on a protected prefix without a token, before the service', async () => {
    const before = workouts.requests.length;
    const response = await fetch(`${gateway.url}/api/workouts/plans`);
    expect(response.status).toBe(401);
    expect((await readJson(response)).error.code).toBe('UNAUTHORIZED');
    expect(workouts.requests.length).toBe(before);
  });

  it.each([
    ['TOKEN_EXPIRED', () => gateway.signToken(undefined, { expiresIn: -10 })],
    ['TOKEN_INVALID', () => 'not.a.jwt'],
  ])('answers 401 %s for such a token', async (code, makeToken) => {
    const response = await fetch(`${gateway.url}/api/workouts/plans`, {
      headers: { authorization: `Bearer ${makeToken()}` },
    });
    expect(response.status).toBe(401);
    expect((await readJson(response)).error.code).toBe(code);
  });

  it('forwards a valid token with its Authorization header to the service', async () => {
    const token = gateway.signToken();
    const response = await fetch(`${gateway.url}/api/workouts/plans`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(workouts.requests.at(-1)?.headers.authorization).toBe(`Bearer ${token}`);
  });
});

describe('headers', () => {
  it('sets security headers and no-store on API answers', async () => {
    const response = await fetch(`${gateway.url}/api/auth/me`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    // HSTS is production's only (security-headers.test.ts); this gateway runs as NODE_ENV=test.
    expect(response.headers.get('strict-transport-security')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('allows CORS only for origins on the allowlist', async () => {
    const allowed = await fetch(`${gateway.url}/api/auth/login`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const denied = await fetch(`${gateway.url}/api/auth/login`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(denied.headers.get('access-control-allow-origin')).toBeNull();
  });
});
