import type { OnboardingCompletion, OnboardingCompletionRequest } from '@repwise/contracts';
import { isDuplicateKeyError } from '@repwise/server-kit';
import type { OnboardingCompletionRecord } from '../models/onboarding-completion.model';
import type { OnboardingDeps } from '../onboarding-deps';
import { presentCompletion } from '../presenters/completion.presenter';
import { enqueuePlanGeneration, type StoredCompletion } from './enqueue-plan-generation';

/** A completion and whether it already existed (then it is returned unchanged). */
export interface CompletionOutcome {
  completion: OnboardingCompletion;
  alreadyCompleted: boolean;
}

/**
 * Records a user's completed onboarding once, clears their saved progress and queues the plan
 * generation. Completing again, or several times at once, returns the first completion with
 * `alreadyCompleted: true`; the job id (user + completion) keeps its plan job queued once.
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
    const inserted = await insertCompletion(deps, record);
    const stored = inserted ?? (await deps.completions.findOne({ userId }).lean());
    if (stored) {
      await deps.progress.deleteMany({ userId });
      // Also on a repeat: a first request that failed to queue the job is healed by the next one.
      await enqueuePlanGeneration(deps, stored);
      return { completion: presentCompletion(stored), alreadyCompleted: inserted === null };
    }
  }
  throw new Error(`onboarding completion of ${userId} kept disappearing under concurrent resets`);
}

/** Inserts the completion; null when the unique userId says one exists already. */
async function insertCompletion(
  deps: OnboardingDeps,
  record: OnboardingCompletionRecord,
): Promise<StoredCompletion | null> {
  try {
    return (await deps.completions.create(record)).toObject();
  } catch (error) {
    if (isDuplicateKeyError(error)) return null;
    throw error;
  }
}
