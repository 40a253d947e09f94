import Router from '@koa/router';
import {
  createProgressivePlanRequestSchema,
  generateWeekRequestSchema,
  progressCheckInSchema,
} from '@repwise/contracts/workouts';
import { currentUser, parseInput, requireAuth } from '@repwise/server-kit';
import { activatePlan, deactivatePlan } from '../use-cases/plans/activate-plan';
import { createProgressivePlan } from '../use-cases/plans/create-progressive-plan';
import { deleteInactivePlans, deletePlan } from '../use-cases/plans/delete-plans';
import { generateWeek } from '../use-cases/plans/generate-week';
import { getJobState } from '../use-cases/plans/get-job-state';
import { getActivePlan, getOutline, getPlan, listPlans } from '../use-cases/plans/read-plans';
import { getWeek, listWeeklyPlans } from '../use-cases/plans/read-weeks';
import { updateWeekProgress } from '../use-cases/plans/update-week-progress';
import { bumpAfterWrite } from '../cache/bump-after-write';
import type { WorkoutsDeps } from '../workouts-deps';
import { idempotencyKeySchema, weekParamSchema } from './route-params';

/** The /workouts/plans and /workouts/jobs routes: programmes, their outline and weeks. */
export function createPlansRouter(deps: WorkoutsDeps): Router {
  const router = new Router({ prefix: '/workouts' });
  router.use(requireAuth(deps.jwt));
  router.use(bumpAfterWrite(deps, 'plans'));

  router.get('/plans', async (ctx) => {
    ctx.body = { success: true, data: { plans: await listPlans(deps, currentUser(ctx.state).id) } };
  });

  router.post('/plans/progressive', async (ctx) => {
    const { requirements } = parseInput(createProgressivePlanRequestSchema, ctx.request.body);
    const header = ctx.get('idempotency-key');
    const key = header ? parseInput(idempotencyKeySchema, header) : undefined;
    const outcome = await createProgressivePlan(deps, currentUser(ctx.state).id, requirements, key);
    ctx.status = outcome.status === 'pending' ? 202 : outcome.isNew ? 201 : 200;
    ctx.body = {
      success: true,
      data: outcome.status === 'pending' ? outcome.job : { plan: outcome.plan },
    };
  });

  router.post('/plans/weekly', async (ctx) => {
    const request = parseInput(generateWeekRequestSchema, ctx.request.body);
    const outcome = await generateWeek(deps, currentUser(ctx.state).id, request);
    ctx.status = outcome.status === 'pending' ? 202 : outcome.isNew ? 201 : 200;
    ctx.body = {
      success: true,
      data:
        outcome.status === 'pending'
          ? outcome.job
          : { weeklyPlan: outcome.weeklyPlan, plan: outcome.plan },
    };
  });

  router.get('/plans/active', async (ctx) => {
    ctx.body = {
      success: true,
      data: { plan: await getActivePlan(deps, currentUser(ctx.state).id) },
    };
  });

  router.delete('/plans/inactive', async (ctx) => {
    ctx.body = {
      success: true,
      data: { deleted: await deleteInactivePlans(deps, currentUser(ctx.state).id) },
    };
  });

  router.get('/plans/:planId', async (ctx) => {
    ctx.body = {
      success: true,
      data: { plan: await getPlan(deps, currentUser(ctx.state).id, ctx.params.planId ?? '') },
    };
  });

  router.delete('/plans/:planId', async (ctx) => {
    await deletePlan(deps, currentUser(ctx.state).id, ctx.params.planId ?? '');
    ctx.body = { success: true };
  });

  router.patch('/plans/:planId/activate', async (ctx) => {
    ctx.body = {
      success: true,
      data: { plan: await activatePlan(deps, currentUser(ctx.state).id, ctx.params.planId ?? '') },
    };
  });

  router.patch('/plans/:planId/deactivate', async (ctx) => {
    ctx.body = {
      success: true,
      data: {
        plan: await deactivatePlan(deps, currentUser(ctx.state).id, ctx.params.planId ?? ''),
      },
    };
  });

  router.get('/plans/:planId/outline', async (ctx) => {
    ctx.body = {
      success: true,
      data: await getOutline(deps, currentUser(ctx.state).id, ctx.params.planId ?? ''),
    };
  });

  router.get('/plans/:planId/weekly-plans', async (ctx) => {
    ctx.body = {
      success: true,
      data: await listWeeklyPlans(deps, currentUser(ctx.state).id, ctx.params.planId ?? ''),
    };
  });

  router.get('/plans/:planId/week/:week', async (ctx) => {
    const { week } = parseInput(weekParamSchema, ctx.params);
    ctx.body = {
      success: true,
      data: await getWeek(deps, currentUser(ctx.state).id, ctx.params.planId ?? '', week),
    };
  });

  router.put('/plans/:planId/week/:week/progress', async (ctx) => {
    const { week } = parseInput(weekParamSchema, ctx.params);
    const checkIn = parseInput(progressCheckInSchema, ctx.request.body);
    ctx.body = {
      success: true,
      data: await updateWeekProgress(
        deps,
        currentUser(ctx.state).id,
        ctx.params.planId ?? '',
        week,
        checkIn,
      ),
    };
  });

  router.get('/jobs/:jobId', async (ctx) => {
    ctx.body = {
      success: true,
      data: await getJobState(deps, currentUser(ctx.state).id, ctx.params.jobId ?? ''),
    };
  });

  return router;
}
