import Router from '@koa/router';
import {
  storeOnboardingPlanRequestSchema,
  storeOutlineRequestSchema,
  storeWeekRequestSchema,
  workoutsInternalPaths,
} from '@repwise/contracts/workouts';
import { parseInput, requireStaticToken } from '@repwise/server-kit';
import { storeOutline, storeWeek } from '../use-cases/plans/store-generated-content';
import { storeOnboardingPlan } from '../use-cases/plans/store-onboarding-plan';
import { bumpAfterWrite } from '../cache/bump-after-write';
import type { WorkoutsDeps } from '../workouts-deps';

/**
 * Service-to-service routes under /internal (the gateway routes no such prefix): the worker reads
 * the catalogue and hands back what it generated, presenting INTERNAL_API_TOKEN as a bearer token.
 */
export function createInternalRouter(deps: WorkoutsDeps): Router {
  const router = new Router();
  router.use(
    '/internal',
    requireStaticToken([deps.internalToken], 'A valid internal token is required.'),
  );
  router.use('/internal', bumpAfterWrite(deps, 'internal'));

  router.get(workoutsInternalPaths.exercises, (ctx) => {
    ctx.body = { exercises: deps.catalogue };
  });

  router.post(workoutsInternalPaths.planOutline, async (ctx) => {
    const request = parseInput(storeOutlineRequestSchema, ctx.request.body);
    ctx.body = {
      success: true,
      stored: await storeOutline(deps, ctx.params.planId ?? '', request),
    };
  });

  router.post(workoutsInternalPaths.planWeek, async (ctx) => {
    const request = parseInput(storeWeekRequestSchema, ctx.request.body);
    ctx.body = { success: true, stored: await storeWeek(deps, ctx.params.planId ?? '', request) };
  });

  router.post(workoutsInternalPaths.onboardingPlans, async (ctx) => {
    const request = parseInput(storeOnboardingPlanRequestSchema, ctx.request.body);
    const outcome = await storeOnboardingPlan(deps, request);
    ctx.status = outcome.isNew ? 201 : 200;
    ctx.body = { success: true, data: outcome };
  });

  return router;
}

// Same check as the onboarding service's internal routes (a candidate for server-kit).
