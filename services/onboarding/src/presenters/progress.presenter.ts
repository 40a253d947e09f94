import type { OnboardingProgress } from '@repwise/contracts';
import type { OnboardingProgressRecord } from '../models/onboarding-progress.model';

/** The progress as the client sent it; dates as ISO strings, absent values left out. */
export function presentProgress(record: OnboardingProgressRecord): OnboardingProgress {
  return {
    currentStep: record.currentStep,
    totalSteps: record.totalSteps,
    completedSteps: [...record.completedSteps],
    responses: record.responses,
    ...(record.startedAt ? { startedAt: record.startedAt.toISOString() } : {}),
    ...(record.lastUpdated ? { lastUpdated: record.lastUpdated.toISOString() } : {}),
    ...(record.estimatedTimeRemaining === null
      ? {}
      : { estimatedTimeRemaining: record.estimatedTimeRemaining }),
  };
}
