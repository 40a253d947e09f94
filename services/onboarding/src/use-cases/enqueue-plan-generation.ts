import type { OnboardingCompletionRecord } from '../models/onboarding-completion.model';
import type { OnboardingDeps } from '../onboarding-deps';

/** A completion as stored, with its document id. */
export type StoredCompletion = OnboardingCompletionRecord & { _id: { toString(): string } };

/** Queues the plan generation of a stored completion (once per user and completion id). */
export async function enqueuePlanGeneration(
  deps: OnboardingDeps,
  completion: StoredCompletion,
): Promise<void> {
  await deps.planJobs.enqueue({
    userId: completion.userId,
    completionId: completion._id.toString(),
    // The job carries the answers: the worker never reads onboarding's database.
    answers: {
      personalInfo: completion.personalInfo,
      fitnessGoals: completion.fitnessGoals,
      experience: completion.experience,
      equipment: completion.equipment,
      health: completion.health,
      accessibility: completion.accessibility,
      preferences: completion.preferences,
      version: completion.version,
      completionTime: completion.completionTime ?? null,
    },
  });
}
