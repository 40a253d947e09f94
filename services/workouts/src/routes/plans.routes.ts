import Router from '@koa/router';
import { idempotencyKeySchema, planEndpoints as endpoints } from '@repwise/contracts/workouts';
import { currentUser, mountEndpoint, parseInput, requireAuth } from '@repwise/server-kit';
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

/** The /workouts/plans and /workouts/jobs routes: programmes, their outline and weeks. */
export function createPlansRouter(deps: WorkoutsDeps): Router {
  const router = new Router({ prefix: '/workouts' });
  router.use(requireAuth(deps.jwt));
  router.use(bumpAfterWrite(deps, 'plans'));

  mountEndpoint(router, endpoints.listPlans, [], async (ctx) => {
    ctx.body = { success: true, data: { plans: await listPlans(deps, currentUser(ctx.state).id) } };
  });

  mountEndpoint(router, endpoints.createProgressivePlan, [], async (ctx, { body }) => {
    const { requirements } = body;
    const header = ctx.get('idempotency-key');
    const key = header ? parseInput(idempotencyKeySchema, header) : undefined;
    const outcome = await createProgressivePlan(deps, currentUser(ctx.state).id, requirements, key);
    ctx.status = outcome.status === 'pending' ? 202 : outcome.isNew ? 201 : 200;
    ctx.body = {
      success: true,
      data: outcome.status === 'pending' ? outcome.job : { plan: outcome.plan },
    };
  });

  mountEndpoint(router, endpoints.generateWeek, [], async (ctx, { body }) => {
    const outcome = await generateWeek(deps, currentUser(ctx.state).id, body);
    ctx.status = outcome.status === 'pending' ? 202 : outcome.isNew ? 201 : 200;
    ctx.body = {
      success: true,
      data:
        outcome.status === 'pending'
          ? outcome.job
          : { weeklyPlan: outcome.weeklyPlan, plan: outcome.plan },
    };
  });

  mountEndpoint(router, endpoints.getActivePlan, [], async (ctx) => {
    ctx.body = {
      success: true,
      data: { plan: await getActivePlan(deps, currentUser(ctx.state).id) },
    };
  });

  mountEndpoint(router, endpoints.deleteInactivePlans, [], async (ctx) => {
    ctx.body = {
      success: true,
      data: { deleted: await deleteInactivePlans(deps, currentUser(ctx.state).id) },
    };
  });

  mountEndpoint(router, endpoints.getPlan, [], async (ctx, { params }) => {
    ctx.body = {
      success: true,
      data: { plan: await getPlan(deps, currentUser(ctx.state).id, params.planId) },
    };
  });

  mountEndpoint(router, endpoints.deletePlan, [], async (ctx, { params }) => {
    await deletePlan(deps, currentUser(ctx.state).id, params.planId);
    ctx.body = { success: true };
  });

  mountEndpoint(router, endpoints.activatePlan, [], async (ctx, { params }) => {
    ctx.body = {
      success: true,
      data: { plan: await activatePlan(deps, currentUser(ctx.state).id, params.planId) },
    };
  });

  mountEndpoint(router, endpoints.deactivatePlan, [], async (ctx, { params }) => {
    ctx.body = {
      success: true,
      data: { plan: await deactivatePlan(deps, currentUser(ctx.state).id, params.planId) },
    };
  });

  mountEndpoint(router, endpoints.getOutline, [], async (ctx, { params }) => {
    ctx.body = {
      success: true,
      data: await getOutline(deps, currentUser(ctx.state).id, params.planId),
    };
  });

  mountEndpoint(router, endpoints.listWeeklyPlans, [], async (ctx, { params }) => {
    ctx.body = {
      success: true,
      data: await listWeeklyPlans(deps, currentUser(ctx.state).id, params.planId),
    };
  });

  mountEndpoint(router, endpoints.getWeek, [], async (ctx, { params }) => {
    ctx.body = {
      success: true,
      data: await getWeek(deps, currentUser(ctx.state).id, params.planId, params.week),
    };
  });

  mountEndpoint(router, endpoints.updateWeekProgress, [], async (ctx, { params, body }) => {
    ctx.body = {
      success: true,
      data: await updateWeekProgress(
        deps,
        currentUser(ctx.state).id,
        params.planId,
        params.week,
        body,
      ),
    };
  });

  mountEndpoint(router, endpoints.getJob, [], async (ctx, { params }) => {
    ctx.body = {
      success: true,
      data: await getJobState(deps, currentUser(ctx.state).id, params.jobId),
    };
  });

  return router;
}
