import type { PlanResultRequest } from '@repwise/contracts';
import { isDuplicateKeyError } from '@repwise/server-kit';
import { isValidObjectId } from 'mongoose';
import type { OnboardingDeps } from '../onboarding-deps';

/**
 * Stores the recommendations the worker generated for a completion, once: a repeat for the same
 * user and completion is a no-op. A result for a completion that no longer exists (reset since)
 * is dropped. Answers whether this call stored it.
 */
export async function storePlanResult(
  deps: OnboardingDeps,
  result: PlanResultRequest,
): Promise<{ isStored: boolean }> {
  const { userId, completionId } = result;
  const isCurrent =
    isValidObjectId(completionId) &&
    (await deps.completions.exists({ _id: completionId, userId })) !== null;
  if (!isCurrent) return { isStored: false };
  try {
    await deps.recommendations.create({
      userId,
      completionId,
      recommendations: result.recommendations,
      storedAt: deps.now(),
    });
    return { isStored: true };
  } catch (error) {
    if (isDuplicateKeyError(error)) return { isStored: false };
    throw error;
  }
}
