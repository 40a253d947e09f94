import Router from '@koa/router';
import { achievementsQuerySchema, analyticsQuerySchema } from '@repwise/contracts/progress';
import { currentUser, parseInput, requireAuth } from '@repwise/server-kit';
import type { ProgressDeps } from '../progress-deps';
import { buildAnalytics } from '../use-cases/build-analytics';
import { buildSummary } from '../use-cases/build-summary';
import { listAchievements } from '../use-cases/list-achievements';

/** /progress/analytics, /progress/summary and /progress/achievements, computed on the server. */
export function createInsightRouter(deps: ProgressDeps): Router {
  const router = new Router({ prefix: '/progress' });
  router.use(requireAuth(deps.jwt));

  router.get('/analytics', async (ctx) => {
    const { period } = parseInput(analyticsQuerySchema, ctx.query);
    ctx.body = {
      success: true,
      data: await buildAnalytics(deps, currentUser(ctx.state).id, period),
    };
  });

  router.get('/summary', async (ctx) => {
    ctx.body = { success: true, data: await buildSummary(deps, currentUser(ctx.state).id) };
  });

  router.get('/achievements', async (ctx) => {
    const { tzOffset } = parseInput(achievementsQuerySchema, ctx.query);
    // requireAuth verified this bearer token; the workouts service checks it again.
    const token = ctx.get('authorization').replace(/^Bearer\s+/i, '');
    const view = await listAchievements(deps, currentUser(ctx.state).id, token, tzOffset);
    ctx.body = { success: true, data: view };
  });

  return router;
}
