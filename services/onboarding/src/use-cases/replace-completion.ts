import type { OnboardingCompletionRequest } from '@repwise/contracts';
import type { OnboardingDeps } from '../onboarding-deps';
import { completeOnboarding, type CompletionOutcome } from './complete-onboarding';

/**
 * Edit mode (spec 02 §2 "Update your answers to regenerate your workout plan"): replaces the
 * user's completion with new answers, so a new completion id gets a new plan job. The old plan is
 * dropped; a result the worker still posts for the old completion is ignored (it no longer exists).
 */
export async function replaceCompletion(
  deps: OnboardingDeps,
  userId: string,
  request: OnboardingCompletionRequest,
): Promise<CompletionOutcome> {
  await deps.completions.deleteMany({ userId });
  await deps.recommendations.deleteMany({ userId });
  // Two edits at once: one insert wins, the other answers the winner with alreadyCompleted.
  return completeOnboarding(deps, userId, request);
}
