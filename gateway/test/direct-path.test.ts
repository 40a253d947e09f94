import { readMetricSample } from '@repwise/server-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  readJson,
  startGatewayTestApp,
  startUpstream,
  type GatewayTestApp,
  type Upstream,
} from './gateway-test-app';

let auth: Upstream;
let slow: Upstream;
let gateway: GatewayTestApp;

beforeAll(async () => {
  auth = await startUpstream();
  slow = await startUpstream((req, res) => {
    if (req.url === '/health') return void res.writeHead(200).end('{}');
    setTimeout(() => res.writeHead(200).end('{}'), 1000);
  });
  gateway = await startGatewayTestApp({
    AUTH_SERVICE_URL: auth.url,
    PROGRESS_SERVICE_URL: slow.url,
    UPSTREAM_TIMEOUT_MS: '300',
    CORS_ORIGINS: 'http://localhost:5173',
    HEALTH_CHECK_INTERVAL_MS: '0',
  });
});
afterAll(async () => {
  await gateway.close();
  await Promise.all([auth.close(), slow.close()]);
});

const headerNames = (response: Response) =>
  [...response.headers.keys()].filter((name) => name !== 'date').sort();

describe('plain GETs answered outside the Koa chain', () => {
  it('carry the same headers as an answer the chain makes (a request with an Origin)', async () => {
    const direct = await fetch(`${gateway.url}/api/auth/me`);
    const viaChain = await fetch(`${gateway.url}/api/auth/me`, {
      headers: { origin: 'http://localhost:5173' },
    });
    expect(direct.status).toBe(200);
    expect(await direct.text()).toBe(await viaChain.text());
    const corsHeaders = ['access-control-allow-origin', 'access-control-expose-headers'];
    expect(headerNames(direct)).toEqual(
      headerNames(viaChain).filter((name) => !corsHeaders.includes(name)),
    );
  });

  it('hand a copy that timed out to the chain: 504 with the id the copy saw, counted once from the start', async () => {
    const response = await fetch(`${gateway.url}/api/progress/summary`, {
      headers: { authorization: `Bearer ${gateway.signToken()}` },
    });
    expect(response.status).toBe(504);
    expect((await readJson(response)).error.code).toBe('TIMEOUT_ERROR');
    expect(response.headers.get('x-request-id')).toBe(
      slow.requests.at(-1)?.headers['x-request-id'],
    );
    const metrics = await (await fetch(`${gateway.url}/metrics`)).text();
    const series = { route: '/api/progress/*', status: '504' };
    expect(readMetricSample(metrics, 'http_requests_total', series)).toBe(1);
    expect(readMetricSample(metrics, 'http_request_duration_seconds_sum', series)).toBeGreaterThan(
      0.25,
    );
  });
});
