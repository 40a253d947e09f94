import type { OnboardingAnswer } from '@repwise/contracts';
import { Schema, type Connection, type Model } from 'mongoose';

/** One user's saved onboarding progress; each save replaces the whole document. */
export interface OnboardingProgressRecord {
  userId: string;
  currentStep: number;
  totalSteps: number;
  completedSteps: string[];
  responses: Record<string, OnboardingAnswer>;
  startedAt: Date | null;
  lastUpdated: Date | null;
  /** Minutes, as the client estimated them. */
  estimatedTimeRemaining: number | null;
  savedAt: Date;
}

const onboardingProgressSchema = new Schema<OnboardingProgressRecord>(
  {
    userId: { type: String, required: true, unique: true },
    currentStep: { type: Number, required: true },
    totalSteps: { type: Number, required: true },
    completedSteps: { type: [String], default: [] },
    // Validated by the contracts schema before it gets here; keys are question ids.
    responses: { type: Schema.Types.Mixed, default: {} },
    startedAt: { type: Date, default: null },
    lastUpdated: { type: Date, default: null },
    estimatedTimeRemaining: { type: Number, default: null },
    savedAt: { type: Date, required: true },
  },
  // minimize: false keeps `responses: {}` instead of dropping the empty object.
  { collection: 'onboarding_progress', minimize: false },
);

/** The mongoose model of saved onboarding progress (one document per user). */
export type OnboardingProgressModel = Model<OnboardingProgressRecord>;

/** Registers the onboarding progress model on a connection. */
export function createOnboardingProgressModel(connection: Connection): OnboardingProgressModel {
  return connection.model<OnboardingProgressRecord>('OnboardingProgress', onboardingProgressSchema);
}
