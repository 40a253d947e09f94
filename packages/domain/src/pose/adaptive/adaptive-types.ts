import type { Priority, TrendDirection } from '../pose-types';
import type { CoachUserProfile } from '../coach/coach-types';

/** How an exercise has gone across sessions (spec 03 §3 Adaptive plan). */
export interface ExerciseMetrics {
  exercise: string;
  /** Mean of the sessions' average form scores, one decimal (0 without sessions). */
  averageFormScore: number;
  /** Mean of the sessions' form consistency 0..1, two decimals. */
  consistency: number;
  totalReps: number;
  sessionCount: number;
  improvementTrend: TrendDirection | 'insufficient_data';
  /** Mean average form of the last 7 days' sessions, null when none. */
  lastWeekAverage: number | null;
  /** Safety issues recorded in the last 7 days. */
  safetyIssues: number;
  /** Date of the newest session (epoch ms), null without sessions. */
  lastUpdated: number | null;
}

/** What the workout prescribes for an exercise (the modification's starting point). */
export interface PlannedExercise {
  exerciseId: string;
  name: string;
  sets: number;
  reps: number;
  weightKg: number | null;
  restSeconds: number;
}

/** Kinds of plan modification. */
export type ModificationType = 'safety' | 'regression' | 'consistency' | 'mobility' | 'progression';

/** A suggested change to an exercise (spec 03 §3). */
export interface PlanModification {
  exerciseId: string;
  exerciseName: string;
  type: ModificationType;
  priority: Priority;
  reason: string;
  details: {
    originalReps: number;
    recommendedReps: number;
    originalSets: number;
    recommendedSets: number;
    /** Null when the exercise has no prescribed weight. */
    recommendedWeight: number | null;
    /** Seconds to add to (or, negative, take from) the rest between sets. */
    restTimeAdjustment: number;
    focusPoints: string[];
    additionalExercises: string[];
  };
  estimatedImpact: string;
}

/** Risk levels of the adaptive engine. */
export type AdaptiveRiskLevel = 'low' | 'medium' | 'high';

/** An adaptive plan for a workout (spec 03 §3). Dates in epoch ms. */
export interface AdaptivePlan {
  workoutId: string;
  adaptationDate: number;
  userProfile: CoachUserProfile;
  exerciseMetrics: ExerciseMetrics[];
  modifications: PlanModification[];
  overallAssessment: {
    /** 10-100 (50 without data). */
    readinessScore: number;
    riskLevel: AdaptiveRiskLevel;
    primaryConcerns: string[];
    strengths: string[];
    nextSteps: string[];
  };
  nextReviewDate: number;
}
