import Router from '@koa/router';
import { progressEndpoints as endpoints } from '@repwise/contracts/progress';
import { currentUser, mountEndpoint, requireAuth } from '@repwise/server-kit';
import type { ProgressDeps } from '../progress-deps';
import { buildAnalytics } from '../use-cases/build-analytics';
import { buildSummary } from '../use-cases/build-summary';
import { listAchievements } from '../use-cases/list-achievements';

/** /progress/analytics, /progress/summary and /progress/achievements, computed on the server. */
export function createInsightRouter(deps: ProgressDeps): Router {
  const router = new Router({ prefix: '/progress' });
  router.use(requireAuth(deps.jwt));

  mountEndpoint(router, endpoints.getAnalytics, [], async (ctx, { query }) => {
    ctx.body = {
      success: true,
      data: await buildAnalytics(deps, currentUser(ctx.state).id, query.period),
    };
  });

  mountEndpoint(router, endpoints.getSummary, [], async (ctx) => {
    ctx.body = { success: true, data: await buildSummary(deps, currentUser(ctx.state).id) };
  });

  mountEndpoint(router, endpoints.listAchievements, [], async (ctx, { query }) => {
    // requireAuth verified this bearer token; the workouts service checks it again.
    const token = ctx.get('authorization').replace(/^Bearer\s+/i, '');
    const view = await listAchievements(deps, currentUser(ctx.state).id, token, query.tzOffset);
    ctx.body = { success: true, data: view };
  });

  return router;
}
