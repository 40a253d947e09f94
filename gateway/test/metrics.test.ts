import { readMetricSample } from '@repwise/server-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  readJson,
  startGatewayTestApp,
  startUpstream,
  type GatewayTestApp,
  type Upstream,
} from './gateway-test-app';

const token = 'gateway-metrics-token-0123456789abcdef';
let live: Upstream;
let deadUrl: string;
let gateway: GatewayTestApp;

const scrape = async (headers: Record<string, string> = { authorization: `Bearer ${token}` }) => {
  const response = await fetch(`${gateway.url}/metrics`, { headers });
  return { response, text: await response.text() };
};

beforeAll(async () => {
  live = await startUpstream();
  const dead = await startUpstream();
  deadUrl = dead.url;
  await dead.close();
  gateway = await startGatewayTestApp({
    // The stopped copy comes first, so round-robin tries it (refused) before the live one.
    AUTH_SERVICE_URL: `${deadUrl},${live.url}`,
    HEALTH_CHECK_INTERVAL_MS: '0',
    METRICS_TOKEN: token,
  });
});
afterAll(async () => {
  await gateway.close();
  await live.close();
});

describe('the gateway’s /metrics', () => {
  it('labels requests by route-table entry and counts each copy’s answers, failures and retries', async () => {
    expect((await fetch(`${gateway.url}/api/auth/me`)).status).toBe(200);
    expect((await fetch(`${gateway.url}/api/nothing/here`)).status).toBe(404);

    const { response, text } = await scrape();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(
      readMetricSample(text, 'http_requests_total', {
        method: 'GET',
        route: '/api/auth/*',
        status: '200',
        service: 'gateway',
      }),
    ).toBe(1);
    expect(
      readMetricSample(text, 'http_request_duration_seconds_bucket', {
        route: '/api/auth/*',
        le: '+Inf',
      }),
    ).toBe(1);
    expect(
      readMetricSample(text, 'http_requests_total', { route: 'unmatched', status: '404' }),
    ).toBe(1);
    expect(text).not.toContain('/api/nothing');
    expect(
      readMetricSample(text, 'gateway_upstream_responses_total', {
        service: 'auth',
        copy: live.url,
        status: '200',
      }),
    ).toBe(1);
    expect(
      readMetricSample(text, 'gateway_upstream_failures_total', {
        service: 'auth',
        copy: deadUrl,
        reason: 'unreachable',
      }),
    ).toBe(1);
    expect(readMetricSample(text, 'gateway_upstream_retries_total', { service: 'auth' })).toBe(1);
    expect(readMetricSample(text, 'gateway_upstream_copy_up', { copy: deadUrl })).toBe(0);
    expect(readMetricSample(text, 'gateway_upstream_copy_up', { copy: live.url })).toBe(1);
  });

  it('answers 401 UNAUTHORIZED in the error format without the token', async () => {
    const { response, text } = await scrape({});
    expect(response.status).toBe(401);
    expect(JSON.parse(text)).toEqual({
      error: { code: 'UNAUTHORIZED', message: 'A valid metrics token is required.', details: [] },
    });
  });

  it('is not reachable below /api', async () => {
    const response = await fetch(`${gateway.url}/api/metrics`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(404);
    expect(await readJson(response)).toMatchObject({ error: { code: 'RESOURCE_NOT_FOUND' } });
  });
});

describe('the gateway’s /metrics without METRICS_TOKEN', () => {
  let open: GatewayTestApp;
  beforeAll(async () => {
    open = await startGatewayTestApp({ HEALTH_CHECK_INTERVAL_MS: '0', TRUST_PROXY: 'true' });
  });
  afterAll(() => open.close());

  it('serves a direct local scrape and refuses one relayed by a proxy, even a trusted one', async () => {
    expect((await fetch(`${open.url}/metrics`)).status).toBe(200);
    const relayed = await fetch(`${open.url}/metrics`, {
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(relayed.status).toBe(403);
    expect(await readJson(relayed)).toMatchObject({ error: { code: 'FORBIDDEN' } });
  });
});
