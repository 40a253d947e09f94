import Router from '@koa/router';
import { progressEndpoints as endpoints } from '@repwise/contracts/progress';
import { currentUser, mountEndpoint, requireAuth } from '@repwise/server-kit';
import type { ProgressDeps } from '../progress-deps';
import { deleteGoal, listGoals, setGoal, updateGoal } from '../use-cases/goals';

/** /progress/goals: set, list, change (edit, pause, resume, complete) and delete goals. */
export function createGoalRouter(deps: ProgressDeps): Router {
  const router = new Router({ prefix: '/progress/goals' });
  router.use(requireAuth(deps.jwt));

  mountEndpoint(router, endpoints.setGoal, [], async (ctx, { body }) => {
    ctx.status = 201;
    ctx.body = {
      success: true,
      data: { goal: await setGoal(deps, currentUser(ctx.state).id, body) },
    };
  });

  mountEndpoint(router, endpoints.listGoals, [], async (ctx, { query }) => {
    ctx.body = { success: true, data: await listGoals(deps, currentUser(ctx.state).id, query) };
  });

  mountEndpoint(router, endpoints.updateGoal, [], async (ctx, { params, body }) => {
    const goal = await updateGoal(deps, currentUser(ctx.state).id, params.id, body);
    ctx.body = { success: true, data: { goal } };
  });

  mountEndpoint(router, endpoints.deleteGoal, [], async (ctx, { params }) => {
    await deleteGoal(deps, currentUser(ctx.state).id, params.id);
    ctx.body = { success: true };
  });

  return router;
}
