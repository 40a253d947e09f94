import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  readJson,
  startGatewayTestApp,
  startUpstream,
  type GatewayTestApp,
  type Upstream,
} from './gateway-test-app';

let auth: Upstream;
let gateway: GatewayTestApp;

beforeAll(async () => {
  auth = await startUpstream();
});
afterAll(() => auth.close());

describe('GET /api/health', () => {
  beforeAll(async () => {
    gateway = await startGatewayTestApp({ AUTH_SERVICE_URL: auth.url });
  });
  afterAll(() => gateway.close());

  it('answers 200 with every service up', async () => {
    const response = await fetch(`${gateway.url}/api/health`);
    expect(response.status).toBe(200);
    expect(await readJson(response)).toMatchObject({
      status: 'ok',
      services: { auth: { status: 'up' } },
    });
  });
});

describe('GET /api/health with a service down', () => {
  let degraded: GatewayTestApp;
  beforeAll(async () => {
    degraded = await startGatewayTestApp({
      AUTH_SERVICE_URL: auth.url,
      COACH_SERVICE_URL: 'http://127.0.0.1:9',
    });
  });
  afterAll(() => degraded.close());

  it('answers 503 and names the service that is down', async () => {
    const response = await fetch(`${degraded.url}/api/health`);
    expect(response.status).toBe(503);
    expect(await readJson(response)).toMatchObject({
      status: 'degraded',
      services: { auth: { status: 'up' }, coach: { status: 'down' } },
    });
  });
});
