import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeExpiredReports } from '../src/models/ensure-retention';
import {
  buildCustomMetric,
  buildWebVital,
  call,
  startAnalyticsTestApp,
  type AnalyticsTestApp,
  testInternalToken,
} from './analytics-test-app';

let app: AnalyticsTestApp;
beforeAll(async () => {
  app = await startAnalyticsTestApp();
});
afterAll(() => app.close());

describe('POST /analytics/web-vitals', () => {
  it.each(['LCP', 'CLS', 'INP', 'TTFB', 'FCP'])(
    'stores a %s report by page, without query or origin',
    async (name) => {
      const answer = await call(app.url, 'POST', '/analytics/web-vitals', {
        body: buildWebVital({ name, value: 0.05 }),
      });
      expect(answer.status).toBe(202);
      expect(answer.body).toEqual({ success: true });
      const stored = await app.deps.reports.findOne({ name }).lean();
      expect(stored).toMatchObject({
        kind: 'web-vital',
        page: '/app/dashboard',
        value: 0.05,
        rating: 'good',
      });
    },
  );

  it.each([
    ['an unknown metric', { name: 'FID' }, 'name'],
    ['a negative value', { value: -1 }, 'value'],
    ['a value that is text', { value: 'fast' }, 'value'],
    ['a missing url', { url: undefined }, 'url'],
    ['a missing id', { id: undefined }, 'id'],
    ['an unknown rating', { rating: 'great' }, 'rating'],
  ])('rejects %s with 400 VALIDATION_ERROR', async (_, overrides, field) => {
    const answer = await call(app.url, 'POST', '/analytics/web-vitals', {
      body: buildWebVital(overrides),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('VALIDATION_ERROR');
    expect(answer.body.error.details[0].field).toBe(field);
  });

  it('rejects a body over 8 kB with 413 and malformed JSON with 400', async () => {
    const large = await call(app.url, 'POST', '/analytics/web-vitals', {
      body: buildWebVital({ navigationType: 'x'.repeat(9000) }),
    });
    expect(large.status).toBe(413);
    expect(large.body.error.code).toBe('PAYLOAD_TOO_LARGE');
    const malformed = await call(app.url, 'POST', '/analytics/web-vitals', { rawBody: '{"name":' });
    expect(malformed.status).toBe(400);
  });
});

describe('POST /analytics/custom-metrics', () => {
  it('stores name, value, context, timestamp and page', async () => {
    const answer = await call(app.url, 'POST', '/analytics/custom-metrics', {
      body: buildCustomMetric({ name: 'coach.stored' }),
    });
    expect(answer.status).toBe(202);
    const stored = await app.deps.reports.findOne({ name: 'coach.stored' }).lean();
    expect(stored).toMatchObject({
      kind: 'custom',
      value: 840,
      page: '/app/ai-coach',
      details: { engine: 'built-in', isFallback: false },
    });
    expect(stored?.reportedAt).toBeInstanceOf(Date);
  });

  it.each([
    ['a name with spaces', { name: 'reply time' }, 'name'],
    ['a missing timestamp', { timestamp: undefined }, 'timestamp'],
    ['nested context', { context: { user: { id: 1 } } }, 'context.user'],
    [
      'more than 20 context values',
      { context: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i])) },
      'context',
    ],
    ['an infinite value', { value: 'Infinity' }, 'value'],
  ])('rejects %s with 400 VALIDATION_ERROR', async (_, overrides, field) => {
    const answer = await call(app.url, 'POST', '/analytics/custom-metrics', {
      body: buildCustomMetric(overrides),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.details.map((detail: { field: string }) => detail.field)).toContain(
      field,
    );
  });
});

describe('retention', () => {
  it('expires reports 30 days after arrival: a TTL index, or the sweep where the database has none', async () => {
    const indexes = await app.deps.reports.collection.indexes();
    if (app.deps.retentionMode === 'ttl-index') {
      expect(indexes).toContainEqual(
        expect.objectContaining({ key: { receivedAt: 1 }, expireAfterSeconds: 30 * 86_400 }),
      );
    } else {
      expect(indexes).toContainEqual(expect.objectContaining({ key: { receivedAt: 1 } }));
    }
  });

  it('sweeps exactly the reports older than the retention period', async () => {
    const now = new Date();
    app.setNow(new Date(now.getTime() - 31 * 86_400_000));
    await call(app.url, 'POST', '/analytics/custom-metrics', {
      body: buildCustomMetric({ name: 'sweep.metric', value: 1 }),
    });
    app.setNow(new Date(now.getTime() - 29 * 86_400_000));
    await call(app.url, 'POST', '/analytics/custom-metrics', {
      body: buildCustomMetric({ name: 'sweep.metric', value: 2 }),
    });
    app.setNow(now);
    const deleted = await purgeExpiredReports(app.deps.reports, 30, now);
    expect(deleted).toBeGreaterThanOrEqual(1);
    const left = await app.deps.reports.find({ name: 'sweep.metric' }).lean();
    expect(left.map((report) => report.value)).toEqual([2]);
  });
});

describe('GET /analytics/summary', () => {
  const operator = () => app.config.ANALYTICS_OPERATOR_TOKEN ?? '';

  it('answers p50/p75/p95 per page for the period, busiest page first', async () => {
    for (const value of [100, 200, 300, 400]) {
      await call(app.url, 'POST', '/analytics/web-vitals', {
        body: buildWebVital({ name: 'TTFB', value, url: '/app/progress' }),
      });
    }
    await call(app.url, 'POST', '/analytics/web-vitals', {
      body: buildWebVital({ name: 'TTFB', value: 900, url: '/blog/7' }),
    });
    const answer = await call(app.url, 'GET', '/analytics/summary?metric=TTFB&days=7', {
      token: operator(),
    });
    expect(answer.status).toBe(200);
    // One TTFB report on /app/dashboard comes from the web-vitals tests above.
    expect(answer.body.data).toEqual({
      metric: 'TTFB',
      days: 7,
      total: 6,
      pages: [
        { page: '/app/progress', count: 4, p50: 200, p75: 300, p95: 400 },
        { page: '/app/dashboard', count: 1, p50: 0.05, p75: 0.05, p95: 0.05 },
        { page: '/blog/:id', count: 1, p50: 900, p75: 900, p95: 900 },
      ],
    });
  });

  it('leaves out reports older than the period', async () => {
    const now = new Date();
    app.setNow(new Date(now.getTime() - 10 * 86_400_000));
    await call(app.url, 'POST', '/analytics/custom-metrics', {
      body: buildCustomMetric({ name: 'old.metric', value: 1 }),
    });
    app.setNow(now);
    await call(app.url, 'POST', '/analytics/custom-metrics', {
      body: buildCustomMetric({ name: 'old.metric', value: 5 }),
    });
    const answer = await call(app.url, 'GET', '/analytics/summary?metric=old.metric&days=7', {
      token: operator(),
    });
    expect(answer.body.data.total).toBe(1);
    expect(answer.body.data.pages[0]).toMatchObject({ p50: 5 });
  });

  it.each([
    ['no token', undefined],
    ['a wrong token', 'not-the-operator-token-at-all-0123456789'],
    // Service-to-service secret: reachable through the public gateway, so never an operator's.
    ['the INTERNAL_API_TOKEN', testInternalToken],
  ])('answers 401 UNAUTHORIZED with %s', async (_, token) => {
    const answer = await call(app.url, 'GET', '/analytics/summary?metric=LCP', { token });
    expect(answer.status).toBe(401);
    expect(answer.body.error.code).toBe('UNAUTHORIZED');
  });

  it.each([
    ['no metric', '/analytics/summary', 'metric'],
    ['0 days', '/analytics/summary?metric=LCP&days=0', 'days'],
    ['31 days', '/analytics/summary?metric=LCP&days=31', 'days'],
  ])('rejects %s with 400 VALIDATION_ERROR', async (_, path, field) => {
    const answer = await call(app.url, 'GET', path, { token: operator() });
    expect(answer.status).toBe(400);
    expect(answer.body.error.details[0].field).toBe(field);
  });
});
