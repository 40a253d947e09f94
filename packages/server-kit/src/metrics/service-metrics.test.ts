import Router from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error';
import { createServiceApp } from '../http/create-service-app';
import { createLogger } from '../logging/create-logger';
import { readMetricSample, startTestServer, type TestServer } from '../testing';
import { isLoopbackAddress } from './metrics-route';

const token = 'metrics-token-for-tests-0123456789abcdef';

function buildRouter(): Router {
  const router = new Router({ prefix: '/workouts' });
  router.use(async (ctx, next) => {
    if (ctx.get('x-deny')) throw new AppError('UNAUTHORIZED', 'Sign in first.');
    await next();
  });
  router.get('/plans/:id/week/:week', (ctx) => {
    ctx.body = { data: { id: ctx.params.id, week: ctx.params.week } };
  });
  router.get('/boom', () => {
    throw new Error('unexpected');
  });
  return router;
}

function startService(metricsToken?: string): Promise<TestServer> {
  return startTestServer(
    createServiceApp({
      name: 'metrics-test',
      logger: createLogger('metrics-test', 'silent'),
      healthChecks: {},
      routers: [buildRouter()],
      allowPlainRoutes: true,
      metrics: { token: metricsToken },
    }),
  );
}

const scrape = async (server: TestServer, headers: Record<string, string> = {}) => {
  const response = await fetch(`${server.url}/metrics`, { headers });
  return { response, text: await response.text() };
};

describe('GET /metrics of a service without METRICS_TOKEN', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startService();
  });
  afterAll(() => server.close());

  it('counts a request under its route pattern, with a latency histogram', async () => {
    expect((await fetch(`${server.url}/workouts/plans/abc/week/2`)).status).toBe(200);
    await fetch(`${server.url}/workouts/plans/def/week/3`);

    const { response, text } = await scrape(server);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    const labels = { method: 'GET', route: '/workouts/plans/:id/week/:week', status: '200' };
    expect(readMetricSample(text, 'http_requests_total', labels)).toBe(2);
    expect(
      readMetricSample(text, 'http_request_duration_seconds_bucket', { ...labels, le: '5' }),
    ).toBe(2);
    expect(readMetricSample(text, 'http_request_duration_seconds_count', labels)).toBe(2);
    expect(text).not.toContain('/plans/abc');
    expect(readMetricSample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(text).toContain('service="metrics-test"');
  });

  it('labels unknown paths "unmatched" and keeps the pattern when a route middleware refuses', async () => {
    expect((await fetch(`${server.url}/no/such/path/42`)).status).toBe(404);
    const denied = await fetch(`${server.url}/workouts/plans/x/week/1`, {
      headers: { 'x-deny': '1' },
    });
    expect(denied.status).toBe(401);
    expect((await fetch(`${server.url}/workouts/boom`)).status).toBe(500);

    const { text } = await scrape(server);
    expect(
      readMetricSample(text, 'http_requests_total', { route: 'unmatched', status: '404' }),
    ).toBe(1);
    expect(
      readMetricSample(text, 'http_requests_total', {
        route: '/workouts/plans/:id/week/:week',
        status: '401',
      }),
    ).toBe(1);
    expect(
      readMetricSample(text, 'http_requests_total', { route: '/workouts/boom', status: '500' }),
    ).toBe(1);
    expect(text).not.toContain('/no/such/path');
  });

  it('labels health and metrics requests by their own path', async () => {
    await fetch(`${server.url}/health`);
    await scrape(server);
    const { text } = await scrape(server);
    expect(readMetricSample(text, 'http_requests_total', { route: '/health', status: '200' })).toBe(
      1,
    );
    expect(
      readMetricSample(text, 'http_requests_total', { route: '/metrics', status: '200' }),
    ).toBeGreaterThanOrEqual(2);
  });

  it('answers 403 FORBIDDEN to a request relayed by a proxy', async () => {
    const { response, text } = await scrape(server, { 'x-forwarded-for': '203.0.113.9' });
    expect(response.status).toBe(403);
    expect(JSON.parse(text)).toEqual({
      error: {
        code: 'FORBIDDEN',
        message: 'Metrics are served to this host only until METRICS_TOKEN is set.',
        details: [],
      },
    });
  });
});

describe('GET /metrics of a service with METRICS_TOKEN', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startService(token);
  });
  afterAll(() => server.close());

  it('answers 401 UNAUTHORIZED in the error format without the token or with another', async () => {
    const attempts: Record<string, string>[] = [{}, { authorization: `Bearer ${token}x` }];
    for (const headers of attempts) {
      const { response, text } = await scrape(server, headers);
      expect(response.status).toBe(401);
      expect(JSON.parse(text)).toEqual({
        error: { code: 'UNAUTHORIZED', message: 'A valid metrics token is required.', details: [] },
      });
    }
  });

  it('serves the metrics with the bearer token, from any address', async () => {
    const { response, text } = await scrape(server, {
      authorization: `Bearer ${token}`,
      'x-forwarded-for': '203.0.113.9',
    });
    expect(response.status).toBe(200);
    expect(
      readMetricSample(text, 'http_requests_total', { route: '/metrics', status: '401' }),
    ).toBe(2);
  });
});

describe('isLoopbackAddress', () => {
  it.each(['127.0.0.1', '127.10.0.3', '::1', '::ffff:127.0.0.1'])('accepts %s', (address) => {
    expect(isLoopbackAddress(address)).toBe(true);
  });

  it.each([undefined, '', '10.0.0.5', '::ffff:10.0.0.5', '2001:db8::1', '128.0.0.1'])(
    'refuses %s',
    (address) => {
      expect(isLoopbackAddress(address)).toBe(false);
    },
  );
});
