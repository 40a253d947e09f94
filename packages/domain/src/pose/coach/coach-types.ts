import type { Priority, TrackedExercise } from '../pose-types';

/** Fitness levels (spec 03 §3 enumerations). */
export type FitnessLevel = 'BEGINNER' | 'INTERMEDIATE' | 'ADVANCED' | 'ATHLETE';
/** Coach tones; the preferred feedback style only changes wording. */
export type CoachTone = 'SUPPORTIVE' | 'DIRECT' | 'ENCOURAGING' | 'ANALYTICAL' | 'HUMOROUS';

/** The coach's view of the user (spec 03 §3 "User profile (coach input)"). */
export interface CoachUserProfile {
  name: string;
  fitnessLevel: FitnessLevel;
  goals: readonly string[];
  limitations: readonly string[];
  preferredFeedbackStyle: CoachTone;
}

/** Kinds of coach message. */
export type CoachMessageType = 'safety_warning' | 'form_correction' | 'encouragement' | 'progress';

/** A coach message (spec 03 §3); `timestamp` in epoch ms, `actionable_tip` may be empty. */
export interface CoachMessage {
  id: string;
  type: CoachMessageType;
  priority: Priority;
  message: string;
  actionable_tip: string;
  timestamp: number;
  exercise: TrackedExercise;
  context: {
    repCount: number;
    targetReps: number;
    formScore: number | null;
    /** The issue a correction is about, null for other messages. */
    issue: string | null;
  };
}

/** Coach state: messages (at most 6, oldest first) and what the current set has been told. */
export interface CoachState {
  messages: readonly CoachMessage[];
  /** Progress fractions already announced in the current set. */
  announcedFractions: readonly number[];
  /** Messages created so far (for ids). */
  sequence: number;
}

/** The state before the first message. */
export const initialCoachState: CoachState = { messages: [], announcedFractions: [], sequence: 0 };
