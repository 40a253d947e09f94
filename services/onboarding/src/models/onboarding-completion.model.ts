import type { OnboardingCompletionRequest } from '@repwise/contracts';
import { Schema, type Connection, type Model } from 'mongoose';

/** A user's completed onboarding: the validated answers and when the server accepted them. */
export interface OnboardingCompletionRecord extends Omit<
  OnboardingCompletionRequest,
  'completedAt'
> {
  userId: string;
  completedAt: Date;
}

const section = { type: Schema.Types.Mixed, required: true };

// userId is unique: FerretDB v1 does not apply conditional updates atomically, but it does enforce
// unique indexes, so the insert is the one atomic "complete once" claim.
const onboardingCompletionSchema = new Schema<OnboardingCompletionRecord>(
  {
    userId: { type: String, required: true, unique: true },
    personalInfo: section,
    fitnessGoals: section,
    experience: section,
    equipment: section,
    health: section,
    accessibility: section,
    preferences: section,
    version: { type: String, required: true },
    completionTime: { type: Number, default: null },
    completedAt: { type: Date, required: true },
  },
  { collection: 'onboarding_completions', minimize: false },
);

/** The mongoose model of onboarding completions (at most one per user). */
export type OnboardingCompletionModel = Model<OnboardingCompletionRecord>;

/** Registers the onboarding completions model on a connection. */
export function createOnboardingCompletionModel(connection: Connection): OnboardingCompletionModel {
  return connection.model<OnboardingCompletionRecord>(
    'OnboardingCompletion',
    onboardingCompletionSchema,
  );
}
