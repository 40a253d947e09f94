import Router from '@koa/router';
import { onboardingCompletionRequestSchema, onboardingProgressSchema } from '@repwise/contracts';
import { currentUser, parseInput, requireAuth } from '@repwise/server-kit';
import type { OnboardingDeps } from '../onboarding-deps';
import { completeOnboarding } from '../use-cases/complete-onboarding';
import { getOnboardingStatus } from '../use-cases/get-onboarding-status';
import { getProgress } from '../use-cases/get-progress';
import { getRecommendations } from '../use-cases/get-recommendations';
import { resetOnboarding } from '../use-cases/reset-onboarding';
import { saveProgress } from '../use-cases/save-progress';

/** The /onboarding routes, all for the signed-in user only: validate → use case → answer. */
export function createOnboardingRouter(deps: OnboardingDeps): Router {
  const router = new Router({ prefix: '/onboarding' });
  const auth = requireAuth(deps.jwt);

  router.post('/progress', auth, async (ctx) => {
    const input = parseInput(onboardingProgressSchema, ctx.request.body);
    const progress = await saveProgress(deps, currentUser(ctx.state).id, input);
    ctx.body = { success: true, data: { progress } };
  });

  router.get('/progress', auth, async (ctx) => {
    ctx.body = { success: true, progress: await getProgress(deps, currentUser(ctx.state).id) };
  });

  router.post('/complete', auth, async (ctx) => {
    const input = parseInput(onboardingCompletionRequestSchema, ctx.request.body);
    const outcome = await completeOnboarding(deps, currentUser(ctx.state).id, input);
    const { completion, alreadyCompleted } = outcome;
    ctx.status = alreadyCompleted ? 200 : 201;
    ctx.body = {
      success: true,
      data: {
        completion,
        status: { isCompleted: true, completedAt: completion.completedAt },
        alreadyCompleted,
      },
    };
  });

  router.get('/recommendations', auth, async (ctx) => {
    const outcome = await getRecommendations(deps, currentUser(ctx.state).id);
    // 202 tells the plan screen to poll again; the front end shows 'Unable to Load Plan' on a 5xx.
    ctx.status = outcome.status === 'ready' ? 200 : 202;
    ctx.body =
      outcome.status === 'ready'
        ? { success: true, recommendations: outcome.recommendations }
        : { success: true, status: 'pending' };
  });

  router.get('/status', auth, async (ctx) => {
    ctx.body = {
      success: true,
      status: await getOnboardingStatus(deps, currentUser(ctx.state).id),
    };
  });

  router.post('/reset', auth, async (ctx) => {
    await resetOnboarding(deps, currentUser(ctx.state).id);
    ctx.body = { success: true };
  });

  return router;
}
