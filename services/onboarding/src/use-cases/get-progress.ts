import type { OnboardingProgress } from '@repwise/contracts';
import { AppError } from '@repwise/server-kit';
import type { OnboardingDeps } from '../onboarding-deps';
import { presentProgress } from '../presenters/progress.presenter';

/** Loads a user's saved progress; 404 RESOURCE_NOT_FOUND when none is saved. */
export async function getProgress(
  deps: OnboardingDeps,
  userId: string,
): Promise<OnboardingProgress> {
  const record = await deps.progress.findOne({ userId }).lean();
  if (!record) throw new AppError('RESOURCE_NOT_FOUND', 'No onboarding progress is saved.');
  return presentProgress(record);
}
