import { recommendationsFailedMessage, type PlanRecommendationsPayload } from '@repwise/contracts';
import { AppError } from '@repwise/server-kit';
import type { OnboardingDeps } from '../onboarding-deps';
import { enqueuePlanGeneration } from './enqueue-plan-generation';

/** The user's recommendations when generated, or `pending` while the plan job is queued or running. */
export type RecommendationsOutcome =
  { status: 'ready'; recommendations: PlanRecommendationsPayload } | { status: 'pending' };

/**
 * Loads the recommendations of the user's current completion. 404 RESOURCE_NOT_FOUND before
 * completion; 500 INTERNAL_SERVER_ERROR "Failed to get recommendations" once the job has failed
 * for good. A job the queue no longer knows (Redis lost it) is queued again.
 */
export async function getRecommendations(
  deps: OnboardingDeps,
  userId: string,
): Promise<RecommendationsOutcome> {
  const completion = await deps.completions.findOne({ userId }).lean();
  if (!completion) throw new AppError('RESOURCE_NOT_FOUND', 'Onboarding is not completed yet.');
  const completionId = completion._id.toString();
  const findStored = () => deps.recommendations.findOne({ userId, completionId }).lean();

  const stored = await findStored();
  if (stored) return { status: 'ready', recommendations: stored.recommendations };
  const state = await deps.planJobs.findState(userId, completionId);
  if (state === 'pending') return { status: 'pending' };
  if (state === 'missing') {
    await enqueuePlanGeneration(deps, completion);
    return { status: 'pending' };
  }
  // The job may have completed between the two reads, so look once more before giving up.
  const storedSince = state === 'completed' ? await findStored() : null;
  if (storedSince) return { status: 'ready', recommendations: storedSince.recommendations };
  throw new AppError('INTERNAL_SERVER_ERROR', recommendationsFailedMessage);
}
