import type { OnboardingCompletion } from '@repwise/contracts';
import type { OnboardingCompletionRecord } from '../models/onboarding-completion.model';

/** The public shape of a completion: the answers, version, minutes taken and the server's completedAt. */
export function presentCompletion(record: OnboardingCompletionRecord): OnboardingCompletion {
  return {
    personalInfo: record.personalInfo,
    fitnessGoals: record.fitnessGoals,
    experience: record.experience,
    equipment: record.equipment,
    health: record.health,
    accessibility: record.accessibility,
    preferences: record.preferences,
    version: record.version,
    completionTime: record.completionTime ?? null,
    completedAt: record.completedAt.toISOString(),
  };
}
