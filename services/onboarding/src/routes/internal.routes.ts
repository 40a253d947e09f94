import Router from '@koa/router';
import { onboardingEndpoints } from '@repwise/contracts/onboarding';
import { mountEndpoint, requireStaticToken } from '@repwise/server-kit';
import type { OnboardingDeps } from '../onboarding-deps';
import { storePlanResult } from '../use-cases/store-plan-result';

/**
 * Service-to-service routes under /internal (the gateway routes no such prefix): the worker
 * presents the shared INTERNAL_API_TOKEN as a bearer token.
 */
export function createInternalRouter(deps: OnboardingDeps): Router {
  const router = new Router();
  const internal = [
    requireStaticToken([deps.internalToken], 'A valid internal token is required.'),
  ];

  mountEndpoint(router, onboardingEndpoints.storePlanResult, internal, async (ctx, { body }) => {
    const { isStored } = await storePlanResult(deps, body);
    ctx.body = { success: true, stored: isStored };
  });

  return router;
}
