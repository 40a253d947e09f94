import Router from '@koa/router';
import type { OnboardingCompletionRequest } from '@repwise/contracts';
import { onboardingEndpoints as endpoints } from '@repwise/contracts/onboarding';
import { currentUser, failureMessage, mountEndpoint, requireAuth } from '@repwise/server-kit';
import type { OnboardingDeps } from '../onboarding-deps';
import { completeOnboarding, type CompletionOutcome } from '../use-cases/complete-onboarding';
import { getCompletion } from '../use-cases/get-completion';
import { getOnboardingStatus } from '../use-cases/get-onboarding-status';
import { getProgress } from '../use-cases/get-progress';
import { getRecommendations } from '../use-cases/get-recommendations';
import { replaceCompletion } from '../use-cases/replace-completion';
import { resetOnboarding } from '../use-cases/reset-onboarding';
import { saveProgress } from '../use-cases/save-progress';
import { profileChangeFrom } from '../use-cases/sync-profile';

/** The /onboarding routes, all for the signed-in user only, mounted from their endpoint values. */
export function createOnboardingRouter(deps: OnboardingDeps): Router {
  const router = new Router({ prefix: '/onboarding' });
  const auth = requireAuth(deps.jwt);

  const saveFailure = [auth, failureMessage('Failed to save progress')];
  mountEndpoint(router, endpoints.saveProgress, saveFailure, async (ctx, { body }) => {
    const progress = await saveProgress(deps, currentUser(ctx.state).id, body);
    ctx.body = { success: true, data: { progress } };
  });

  mountEndpoint(router, endpoints.getProgress, [auth], async (ctx) => {
    ctx.body = { success: true, progress: await getProgress(deps, currentUser(ctx.state).id) };
  });

  const completeFailure = [auth, failureMessage('Failed to complete onboarding')];
  mountEndpoint(router, endpoints.complete, completeFailure, async (ctx, { body }) => {
    const outcome = await completeOnboarding(deps, currentUser(ctx.state).id, body);
    if (!outcome.alreadyCompleted) await fillProfile(deps, ctx.get('authorization'), body);
    ctx.status = outcome.alreadyCompleted ? 200 : 201;
    ctx.body = presentCompletionAnswer(outcome);
  });

  mountEndpoint(router, endpoints.getCompletion, [auth], async (ctx) => {
    ctx.body = { success: true, completion: await getCompletion(deps, currentUser(ctx.state).id) };
  });

  // Edit mode: new answers replace the completion and regenerate the plan.
  mountEndpoint(router, endpoints.replaceCompletion, [auth], async (ctx, { body }) => {
    const outcome = await replaceCompletion(deps, currentUser(ctx.state).id, body);
    await fillProfile(deps, ctx.get('authorization'), body);
    ctx.body = presentCompletionAnswer(outcome);
  });

  mountEndpoint(
    router,
    endpoints.getRecommendations,
    [auth, failureMessage('Failed to get recommendations')],
    async (ctx) => {
      const outcome = await getRecommendations(deps, currentUser(ctx.state).id);
      // 202 tells the plan screen to poll again; the front end shows 'Unable to Load Plan' on a 5xx.
      ctx.status = outcome.status === 'ready' ? 200 : 202;
      ctx.body =
        outcome.status === 'ready'
          ? { success: true, recommendations: outcome.recommendations }
          : { success: true, status: 'pending' };
    },
  );

  const statusFailure = [auth, failureMessage('Failed to get status')];
  mountEndpoint(router, endpoints.getStatus, statusFailure, async (ctx) => {
    ctx.body = {
      success: true,
      status: await getOnboardingStatus(deps, currentUser(ctx.state).id),
    };
  });

  const resetFailure = [auth, failureMessage('Failed to reset onboarding')];
  mountEndpoint(router, endpoints.reset, resetFailure, async (ctx) => {
    await resetOnboarding(deps, currentUser(ctx.state).id);
    ctx.body = { success: true };
  });

  return router;
}

/** The user's profile takes the assessment's age, height, weight and level (their latest answers). */
async function fillProfile(
  deps: OnboardingDeps,
  authorization: string,
  request: OnboardingCompletionRequest,
): Promise<void> {
  const change = profileChangeFrom(request);
  if (change && authorization) await deps.syncProfile(authorization, change);
}

function presentCompletionAnswer({ completion, alreadyCompleted }: CompletionOutcome) {
  return {
    success: true,
    data: {
      completion,
      status: { isCompleted: true, completedAt: completion.completedAt },
      alreadyCompleted,
    },
  };
}
