import { createHash, timingSafeEqual } from 'node:crypto';
import Router from '@koa/router';
import { planResultRequestSchema, planResultsPath } from '@repwise/contracts';
import { AppError, parseInput } from '@repwise/server-kit';
import type { Middleware } from 'koa';
import type { OnboardingDeps } from '../onboarding-deps';
import { storePlanResult } from '../use-cases/store-plan-result';

/**
 * Service-to-service routes under /internal (the gateway routes no such prefix): the worker
 * presents the shared INTERNAL_API_TOKEN as a bearer token.
 */
export function createInternalRouter(deps: OnboardingDeps): Router {
  const router = new Router();

  router.post(planResultsPath, requireInternalToken(deps.internalToken), async (ctx) => {
    const result = parseInput(planResultRequestSchema, ctx.request.body);
    const { isStored } = await storePlanResult(deps, result);
    ctx.body = { success: true, stored: isStored };
  });

  return router;
}

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
