import type { OnboardingCompletion } from '@repwise/contracts';
import { AppError } from '@repwise/server-kit';
import type { OnboardingDeps } from '../onboarding-deps';
import { presentCompletion } from '../presenters/completion.presenter';

/** The user's completed answers (edit mode prefills from them); 404 RESOURCE_NOT_FOUND before completion. */
export async function getCompletion(
  deps: OnboardingDeps,
  userId: string,
): Promise<OnboardingCompletion> {
  const record = await deps.completions.findOne({ userId }).lean();
  if (!record) throw new AppError('RESOURCE_NOT_FOUND', 'Onboarding is not completed yet.');
  return presentCompletion(record);
}
