import Router from '@koa/router';
import {
  goalInputSchema,
  goalListQuerySchema,
  goalUpdateSchema,
} from '@repwise/contracts/progress';
import { currentUser, parseInput, requireAuth } from '@repwise/server-kit';
import type { ProgressDeps } from '../progress-deps';
import { deleteGoal, listGoals, setGoal, updateGoal } from '../use-cases/goals';

/** /progress/goals: set, list, change (edit, pause, resume, complete) and delete goals. */
export function createGoalRouter(deps: ProgressDeps): Router {
  const router = new Router({ prefix: '/progress/goals' });
  router.use(requireAuth(deps.jwt));

  router.post('/', async (ctx) => {
    const input = parseInput(goalInputSchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = {
      success: true,
      data: { goal: await setGoal(deps, currentUser(ctx.state).id, input) },
    };
  });

  router.get('/', async (ctx) => {
    const query = parseInput(goalListQuerySchema, ctx.query);
    ctx.body = { success: true, data: await listGoals(deps, currentUser(ctx.state).id, query) };
  });

  router.patch('/:id', async (ctx) => {
    const change = parseInput(goalUpdateSchema, ctx.request.body);
    const goal = await updateGoal(deps, currentUser(ctx.state).id, ctx.params.id ?? '', change);
    ctx.body = { success: true, data: { goal } };
  });

  router.delete('/:id', async (ctx) => {
    await deleteGoal(deps, currentUser(ctx.state).id, ctx.params.id ?? '');
    ctx.body = { success: true };
  });

  return router;
}
