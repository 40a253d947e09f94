import { createHash, timingSafeEqual } from 'node:crypto';
import Router from '@koa/router';
import {
  storeOnboardingPlanRequestSchema,
  storeOutlineRequestSchema,
  storeWeekRequestSchema,
  workoutsInternalPaths,
} from '@repwise/contracts/workouts';
import { AppError, parseInput } from '@repwise/server-kit';
import type { Middleware } from 'koa';
import { storeOutline, storeWeek } from '../use-cases/store-generated-content';
import { storeOnboardingPlan } from '../use-cases/store-onboarding-plan';
import type { WorkoutsDeps } from '../workouts-deps';

/**
 * Service-to-service routes under /internal (the gateway routes no such prefix): the worker reads
 * the catalogue and hands back what it generated, presenting INTERNAL_API_TOKEN as a bearer token.
 */
export function createInternalRouter(deps: WorkoutsDeps): Router {
  const router = new Router();
  router.use('/internal', requireInternalToken(deps.internalToken));

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
function requireInternalToken(token: string): Middleware {
  const expected = digest(token);
  return async (ctx, next) => {
    const presented = /^Bearer (.+)$/.exec(ctx.get('authorization'))?.[1] ?? '';
    // Comparing fixed-length digests in constant time leaks neither the token nor its length.
    if (!timingSafeEqual(digest(presented), expected)) {
      throw new AppError('UNAUTHORIZED', 'A valid internal token is required.');
    }
    await next();
  };
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}
