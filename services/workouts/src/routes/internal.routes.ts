import Router from '@koa/router';
import { catalogueEndpoints as endpoints } from '@repwise/contracts/workouts';
import { mountEndpoint, requireStaticToken } from '@repwise/server-kit';
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

  mountEndpoint(router, endpoints.internalExercises, [], (ctx) => {
    ctx.body = { exercises: deps.catalogue };
  });

  mountEndpoint(router, endpoints.internalStoreOutline, [], async (ctx, { params, body }) => {
    ctx.body = { success: true, stored: await storeOutline(deps, params.planId, body) };
  });

  mountEndpoint(router, endpoints.internalStoreWeek, [], async (ctx, { params, body }) => {
    ctx.body = { success: true, stored: await storeWeek(deps, params.planId, body) };
  });

  mountEndpoint(router, endpoints.internalStoreOnboardingPlan, [], async (ctx, { body }) => {
    const outcome = await storeOnboardingPlan(deps, body);
    ctx.status = outcome.isNew ? 201 : 200;
    ctx.body = { success: true, data: outcome };
  });

  return router;
}

// Same check as the onboarding service's internal routes (a candidate for server-kit).
