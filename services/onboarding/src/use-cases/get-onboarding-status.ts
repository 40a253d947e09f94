import type { OnboardingStatus } from '@repwise/contracts';
import type { OnboardingDeps } from '../onboarding-deps';

/** Whether a user has completed onboarding (and when), and whether progress is saved. */
export async function getOnboardingStatus(
  deps: OnboardingDeps,
  userId: string,
): Promise<OnboardingStatus> {
  const [completion, progress] = await Promise.all([
    deps.completions.findOne({ userId }, { completedAt: 1 }).lean(),
    deps.progress.exists({ userId }),
  ]);
  return {
    isCompleted: completion !== null,
    completedAt: completion ? completion.completedAt.toISOString() : null,
    hasProgress: progress !== null,
  };
}
