import type { OnboardingCompletion, OnboardingCompletionRequest } from '@repwise/contracts';
import { isDuplicateKeyError } from '@repwise/server-kit';
import type { OnboardingCompletionRecord } from '../models/onboarding-completion.model';
import type { OnboardingDeps } from '../onboarding-deps';
import { presentCompletion } from '../presenters/completion.presenter';

/** A completion and whether it already existed (then it is returned unchanged). */
export interface CompletionOutcome {
  completion: OnboardingCompletion;
  alreadyCompleted: boolean;
}

/**
 * Records a user's completed onboarding once and clears their saved progress. Completing again,
 * or several times at once, returns the first completion with `alreadyCompleted: true`.
 */
export async function completeOnboarding(
  deps: OnboardingDeps,
  userId: string,
  request: OnboardingCompletionRequest,
): Promise<CompletionOutcome> {
  const record: OnboardingCompletionRecord = {
    userId,
    personalInfo: request.personalInfo,
    fitnessGoals: request.fitnessGoals,
    experience: request.experience,
    equipment: request.equipment,
    health: request.health,
    accessibility: request.accessibility,
    preferences: request.preferences,
    version: request.version,
    completionTime: request.completionTime,
    // The server's clock decides when onboarding was completed, not the client's completedAt.
    completedAt: deps.now(),
  };
  // A reset between a refused insert and the read frees the key again; one more try covers it.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const outcome = (await insertCompletion(deps, record)) ?? (await findCompletion(deps, userId));
    if (outcome) {
      await deps.progress.deleteMany({ userId });
      return outcome;
    }
  }
  throw new Error(`onboarding completion of ${userId} kept disappearing under concurrent resets`);
}

/** Inserts the completion; null when the unique userId says one exists already. */
async function insertCompletion(
  deps: OnboardingDeps,
  record: OnboardingCompletionRecord,
): Promise<CompletionOutcome | null> {
  try {
    const created = await deps.completions.create(record);
    return { completion: presentCompletion(created.toObject()), alreadyCompleted: false };
  } catch (error) {
    if (isDuplicateKeyError(error)) return null;
    throw error;
  }
}

async function findCompletion(
  deps: OnboardingDeps,
  userId: string,
): Promise<CompletionOutcome | null> {
  const existing = await deps.completions.findOne({ userId }).lean();
  return existing ? { completion: presentCompletion(existing), alreadyCompleted: true } : null;
}
