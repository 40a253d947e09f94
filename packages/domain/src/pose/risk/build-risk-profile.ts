import { MS_PER_DAY } from '../pose-constants';
import type { TrackedExercise } from '../pose-types';
import {
  computeRiskScore,
  determineOverallRisk,
  isRiskFactorActive,
  weighRiskFactor,
} from './compute-risk-score';
import type { OverallRisk, RiskProfile, RiskTrackerState } from './risk-types';

/** Days until the next assessment by overall risk. */
export const NEXT_ASSESSMENT_DAYS: Readonly<Record<OverallRisk, number>> = {
  critical: 1,
  high: 3,
  moderate: 7,
  low: 14,
};

/**
 * The user's risk profile at `nowMs`: active factors (heaviest first), the overall risk and score,
 * per-exercise scores, the 3 heaviest factors' descriptions as primary concerns, the open
 * interventions, and the next assessment (1, 3, 7 or 14 days by overall risk).
 */
export function buildRiskProfile(
  state: RiskTrackerState,
  userId: string,
  nowMs: number,
): RiskProfile {
  const active = state.riskFactors
    .filter((factor) => isRiskFactorActive(factor, nowMs))
    .sort((a, b) => weighRiskFactor(b, nowMs) - weighRiskFactor(a, nowMs));
  const overallRisk = determineOverallRisk(active, nowMs);
  const exerciseRiskScores: Partial<Record<TrackedExercise, number>> = {};
  for (const exercise of new Set(active.map((factor) => factor.exercise))) {
    exerciseRiskScores[exercise] = computeRiskScore(
      active.filter((f) => f.exercise === exercise),
      nowMs,
    );
  }
  return {
    userId,
    overallRisk,
    riskScore: computeRiskScore(active, nowMs),
    primaryConcerns: [...new Set(active.map((factor) => factor.description))].slice(0, 3),
    activeRiskFactors: active,
    exerciseRiskScores,
    lastAssessment: nowMs,
    nextRecommendedAssessment: nowMs + NEXT_ASSESSMENT_DAYS[overallRisk] * MS_PER_DAY,
    interventions: state.interventions.filter((intervention) => intervention.completedAt === null),
  };
}
