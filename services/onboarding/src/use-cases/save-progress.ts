import type { OnboardingProgress } from '@repwise/contracts';
import { isDuplicateKeyError } from '@repwise/server-kit';
import type { OnboardingProgressRecord } from '../models/onboarding-progress.model';
import type { OnboardingDeps } from '../onboarding-deps';
import { presentProgress } from '../presenters/progress.presenter';

/** Saves a user's progress, replacing what was saved before (the last save wins). */
export async function saveProgress(
  deps: OnboardingDeps,
  userId: string,
  progress: OnboardingProgress,
): Promise<OnboardingProgress> {
  const record: OnboardingProgressRecord = {
    userId,
    currentStep: progress.currentStep,
    totalSteps: progress.totalSteps,
    completedSteps: progress.completedSteps,
    responses: progress.responses,
    startedAt: progress.startedAt ? new Date(progress.startedAt) : null,
    lastUpdated: progress.lastUpdated ? new Date(progress.lastUpdated) : null,
    estimatedTimeRemaining: progress.estimatedTimeRemaining ?? null,
    savedAt: deps.now(),
  };
  try {
    await deps.progress.replaceOne({ userId }, record, { upsert: true });
  } catch (error) {
    // Two first saves at once both try to insert; the unique userId lets one in. The document
    // exists now, so replacing it again keeps "last write wins" instead of failing the save.
    if (!isDuplicateKeyError(error)) throw error;
    await deps.progress.replaceOne({ userId }, record, { upsert: true });
  }
  return presentProgress(record);
}
