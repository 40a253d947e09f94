import type { OnboardingDeps } from '../onboarding-deps';

/** Deletes a user's completion, saved progress and recommendations, so onboarding can be taken again. */
export async function resetOnboarding(deps: OnboardingDeps, userId: string): Promise<void> {
  await Promise.all([
    deps.completions.deleteMany({ userId }),
    deps.progress.deleteMany({ userId }),
    deps.recommendations.deleteMany({ userId }),
  ]);
}
