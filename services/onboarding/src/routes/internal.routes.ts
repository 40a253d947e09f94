import Router from '@koa/router';
import { planResultRequestSchema, planResultsPath } from '@repwise/contracts';
import { parseInput, requireStaticToken } from '@repwise/server-kit';
import type { OnboardingDeps } from '../onboarding-deps';
import { storePlanResult } from '../use-cases/store-plan-result';

/**
 * Service-to-service routes under /internal (the gateway routes no such prefix): the worker
 * presents the shared INTERNAL_API_TOKEN as a bearer token.
 */
export function createInternalRouter(deps: OnboardingDeps): Router {
  const router = new Router();

  router.post(
    planResultsPath,
    requireStaticToken([deps.internalToken], 'A valid internal token is required.'),
    async (ctx) => {
      const result = parseInput(planResultRequestSchema, ctx.request.body);
      const { isStored } = await storePlanResult(deps, result);
      ctx.body = { success: true, stored: isStored };
    },
  );

  return router;
}
