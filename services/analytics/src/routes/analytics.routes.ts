import Router from '@koa/router';
import {
  customMetricRequestSchema,
  metricSummaryQuerySchema,
  webVitalRequestSchema,
} from '@repwise/contracts/analytics';
import { parseInput, requireStaticToken } from '@repwise/server-kit';
import type { AnalyticsDeps } from '../analytics-deps';
import { recordCustomMetric, recordWebVital } from '../use-cases/record-metric';
import { summarizeMetric } from '../use-cases/summarize-metric';

/**
 * /analytics: two public, fire-and-forget report routes (202, nothing to read back) and the
 * operator-only summary. The gateway routes /api/analytics without a user token.
 */
export function createAnalyticsRouter(deps: AnalyticsDeps): Router {
  const router = new Router({ prefix: '/analytics' });

  router.post('/web-vitals', async (ctx) => {
    await recordWebVital(deps, parseInput(webVitalRequestSchema, ctx.request.body));
    ctx.status = 202;
    ctx.body = { success: true };
  });

  router.post('/custom-metrics', async (ctx) => {
    await recordCustomMetric(deps, parseInput(customMetricRequestSchema, ctx.request.body));
    ctx.status = 202;
    ctx.body = { success: true };
  });

  router.get(
    '/summary',
    requireStaticToken(deps.operatorTokens, 'A valid operator token is required.'),
    async (ctx) => {
      const { metric, days } = parseInput(metricSummaryQuerySchema, ctx.query);
      ctx.body = { success: true, data: await summarizeMetric(deps, metric, days) };
    },
  );

  return router;
}
