import Router from '@koa/router';
import { onboardingCompletionRequestSchema, onboardingProgressSchema } from '@repwise/contracts';
import { currentUser, failureMessage, parseInput, requireAuth } from '@repwise/server-kit';
import type { OnboardingDeps } from '../onboarding-deps';
import { completeOnboarding, type CompletionOutcome } from '../use-cases/complete-onboarding';
import { getCompletion } from '../use-cases/get-completion';
import { getOnboardingStatus } from '../use-cases/get-onboarding-status';
import { getProgress } from '../use-cases/get-progress';
import { getRecommendations } from '../use-cases/get-recommendations';
import { replaceCompletion } from '../use-cases/replace-completion';
import { resetOnboarding } from '../use-cases/reset-onboarding';
import { saveProgress } from '../use-cases/save-progress';

/** The /onboarding routes, all for the signed-in user only: validate → use case → answer. */
export function createOnboardingRouter(deps: OnboardingDeps): Router {
  const router = new Router({ prefix: '/onboarding' });
  const auth = requireAuth(deps.jwt);

  router.post('/progress', auth, failureMessage('Failed to save progress'), async (ctx) => {
    const input = parseInput(onboardingProgressSchema, ctx.request.body);
    const progress = await saveProgress(deps, currentUser(ctx.state).id, input);
    ctx.body = { success: true, data: { progress } };
  });

  router.get('/progress', auth, async (ctx) => {
    ctx.body = { success: true, progress: await getProgress(deps, currentUser(ctx.state).id) };
  });

  router.post('/complete', auth, failureMessage('Failed to complete onboarding'), async (ctx) => {
    const input = parseInput(onboardingCompletionRequestSchema, ctx.request.body);
    const outcome = await completeOnboarding(deps, currentUser(ctx.state).id, input);
    ctx.status = outcome.alreadyCompleted ? 200 : 201;
    ctx.body = presentCompletionAnswer(outcome);
  });

  router.get('/completion', auth, async (ctx) => {
    ctx.body = { success: true, completion: await getCompletion(deps, currentUser(ctx.state).id) };
  });

  // Edit mode: new answers replace the completion and regenerate the plan.
  router.put('/completion', auth, async (ctx) => {
    const input = parseInput(onboardingCompletionRequestSchema, ctx.request.body);
    ctx.body = presentCompletionAnswer(
      await replaceCompletion(deps, currentUser(ctx.state).id, input),
    );
  });

  router.get(
    '/recommendations',
    auth,
    failureMessage('Failed to get recommendations'),
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

  router.get('/status', auth, failureMessage('Failed to get status'), async (ctx) => {
    ctx.body = {
      success: true,
      status: await getOnboardingStatus(deps, currentUser(ctx.state).id),
    };
  });

  router.post('/reset', auth, failureMessage('Failed to reset onboarding'), async (ctx) => {
    await resetOnboarding(deps, currentUser(ctx.state).id);
    ctx.body = { success: true };
  });

  return router;
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
