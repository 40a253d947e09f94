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

  it('answers 200 with the overall status only: no services, no internal addresses', async () => {
    const response = await fetch(`${gateway.url}/api/health`);
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ status: 'ok', service: 'gateway' });
  });

  it('probes the services at most once per period however often it is called', async () => {
    const before = auth.requests.filter((request) => request.url === '/health').length;
    await Promise.all(Array.from({ length: 20 }, () => fetch(`${gateway.url}/api/health`)));
    const after = auth.requests.filter((request) => request.url === '/health').length;
    expect(after - before).toBeLessThanOrEqual(1);
  });

  it('gives operators every service and copy on /health/details (this host, or the metrics token)', async () => {
    const response = await fetch(`${gateway.url}/health/details`);
    expect(response.status).toBe(200);
    expect(await readJson(response)).toMatchObject({
      status: 'ok',
      services: { auth: { status: 'up', copies: [{ url: expect.any(String), status: 'up' }] } },
    });
    const proxied = await fetch(`${gateway.url}/health/details`, {
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(proxied.status).toBe(403);
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

  it('answers 503 publicly, and names the service that is down to operators', async () => {
    const response = await fetch(`${degraded.url}/api/health`);
    expect(response.status).toBe(503);
    expect(await readJson(response)).toEqual({ status: 'degraded', service: 'gateway' });
    const details = await fetch(`${degraded.url}/health/details`);
    expect(details.status).toBe(503);
    expect(await readJson(details)).toMatchObject({
      status: 'degraded',
      services: { auth: { status: 'up' }, coach: { status: 'down' } },
    });
  });
});
