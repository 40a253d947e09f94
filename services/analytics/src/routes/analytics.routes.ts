import Router from '@koa/router';
import { analyticsEndpoints } from '@repwise/contracts/analytics';
import { mountEndpoint, requireStaticToken } from '@repwise/server-kit';
import type { AnalyticsDeps } from '../analytics-deps';
import { recordCustomMetric, recordWebVital } from '../use-cases/record-metric';
import { summarizeMetric } from '../use-cases/summarize-metric';

/**
 * /analytics: two public, fire-and-forget report routes (202, nothing to read back) and the
 * operator-only summary. The gateway routes /api/analytics without a user token.
 */
export function createAnalyticsRouter(deps: AnalyticsDeps): Router {
  const router = new Router({ prefix: '/analytics' });

  mountEndpoint(router, analyticsEndpoints.reportWebVital, [], async (ctx, { body }) => {
    await recordWebVital(deps, body);
    ctx.status = 202;
    ctx.body = { success: true };
  });

  mountEndpoint(router, analyticsEndpoints.reportCustomMetric, [], async (ctx, { body }) => {
    await recordCustomMetric(deps, body);
    ctx.status = 202;
    ctx.body = { success: true };
  });

  const operator = [requireStaticToken(deps.operatorTokens, 'A valid operator token is required.')];
  mountEndpoint(router, analyticsEndpoints.getSummary, operator, async (ctx, { query }) => {
    ctx.body = { success: true, data: await summarizeMetric(deps, query.metric, query.days) };
  });

  return router;
}
