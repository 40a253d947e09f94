import { ADAPTIVE_RISK_LEVEL, MS_PER_DAY, NEXT_REVIEW_DAYS, READINESS } from '../pose-constants';
import type { Priority } from '../pose-types';
import type { CoachUserProfile } from '../coach/coach-types';
import { recommendRestSeconds } from './build-modifications';
import type {
  AdaptivePlan,
  AdaptiveRiskLevel,
  ExerciseMetrics,
  PlanModification,
} from './adaptive-types';

const PRIORITY_RANK: Readonly<Record<Priority, number>> = {
  critical: 3,
  high: 2,
  medium: 1,
  low: 0,
};

/**
 * Readiness 10-100: the mean average form × 10, minus 20 per critical and 10 per high
 * modification; 50 without metrics.
 */
export function computeReadinessScore(
  metrics: readonly ExerciseMetrics[],
  modifications: readonly PlanModification[],
): number {
  const scored = metrics.filter((m) => m.sessionCount > 0);
  if (scored.length === 0) return READINESS.default;
  const average = scored.reduce((sum, m) => sum + m.averageFormScore, 0) / scored.length;
  const critical = modifications.filter((m) => m.priority === 'critical').length;
  const high = modifications.filter((m) => m.priority === 'high').length;
  const score =
    average * READINESS.perFormPoint -
    critical * READINESS.criticalPenalty -
    high * READINESS.highPenalty;
  return Math.round(Math.min(READINESS.max, Math.max(READINESS.min, score)));
}

/** High with any critical modification or over 5 safety issues; medium over 2 issues or 3 modifications. */
export function determineAdaptiveRiskLevel(
  metrics: readonly ExerciseMetrics[],
  modifications: readonly PlanModification[],
): AdaptiveRiskLevel {
  const issues = metrics.reduce((sum, m) => sum + m.safetyIssues, 0);
  if (
    modifications.some((m) => m.priority === 'critical') ||
    issues > ADAPTIVE_RISK_LEVEL.highSafetyIssuesAbove
  ) {
    return 'high';
  }
  if (
    issues > ADAPTIVE_RISK_LEVEL.mediumSafetyIssuesAbove ||
    modifications.length > ADAPTIVE_RISK_LEVEL.mediumModificationsAbove
  ) {
    return 'medium';
  }
  return 'low';
}

/** Inputs of {@link buildAdaptivePlan}. */
export interface AdaptivePlanInput {
  workoutId: string;
  userProfile: CoachUserProfile;
  exerciseMetrics: readonly ExerciseMetrics[];
  /** Every exercise's modifications (from buildModifications). */
  modifications: readonly PlanModification[];
  nowMs: number;
}

/**
 * The adaptive plan: modifications most urgent first, readiness, risk level, concerns (critical
 * and high reasons), strengths (form 8+, consistency 0.8+, improving), next steps (the 3 most
 * urgent changes and the advised rest) and the next review 7 days on.
 */
export function buildAdaptivePlan(input: AdaptivePlanInput): AdaptivePlan {
  const modifications = [...input.modifications].sort(
    (a, b) => PRIORITY_RANK[b.priority] - PRIORITY_RANK[a.priority],
  );
  const metrics = input.exerciseMetrics.filter((m) => m.sessionCount > 0);
  const strengths = metrics.flatMap((m) => [
    ...(m.averageFormScore >= 8 ? [`Excellent ${m.exercise} form (${m.averageFormScore}/10)`] : []),
    ...(m.consistency >= 0.8 ? [`Consistent ${m.exercise} technique`] : []),
    ...(m.improvementTrend === 'improving' ? [`${m.exercise} form is improving`] : []),
  ]);
  const restSteps = metrics.map(
    (m) =>
      `Rest ${recommendRestSeconds(m.averageFormScore)} s between ${m.exercise} sets next session`,
  );
  return {
    workoutId: input.workoutId,
    adaptationDate: input.nowMs,
    userProfile: input.userProfile,
    exerciseMetrics: [...input.exerciseMetrics],
    modifications,
    overallAssessment: {
      readinessScore: computeReadinessScore(metrics, modifications),
      riskLevel: determineAdaptiveRiskLevel(metrics, modifications),
      primaryConcerns: modifications
        .filter((m) => m.priority === 'critical' || m.priority === 'high')
        .map((m) => `${m.exerciseName}: ${m.reason}`),
      strengths,
      nextSteps: [
        ...modifications.slice(0, 3).map((m) => `${m.exerciseName}: ${m.estimatedImpact}`),
        ...restSteps,
      ],
    },
    nextReviewDate: input.nowMs + NEXT_REVIEW_DAYS * MS_PER_DAY,
  };
}
