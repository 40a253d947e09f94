import { MS_PER_DAY } from '../pose-constants';
import { computeRiskScore, determineOverallRisk } from './compute-risk-score';
import type { OverallRisk, RiskFactor, RiskTrackerState } from './risk-types';

/** The risk score at one moment. */
export interface RiskScorePoint {
  /** Epoch ms. */
  at: number;
  /** 0-100, as {@link computeRiskScore} weighs the factors active then. */
  riskScore: number;
  overallRisk: OverallRisk;
}

/** Days of risk history the profile shows. */
export const RISK_HISTORY_DAYS = 30;

/** The factors as they stood at `atMs`: detected by then, and not dismissed before it. */
function factorsAsOf(factors: readonly RiskFactor[], atMs: number): RiskFactor[] {
  return factors
    .filter((factor) => factor.detectedAt <= atMs)
    .filter((factor) => factor.dismissedAt === null || factor.dismissedAt > atMs)
    .map((factor) => ({ ...factor, dismissedAt: null }));
}

/**
 * The risk score once a day over the last `days` days, oldest first, the last point at `nowMs`
 * itself (so it equals the profile's score). Rebuilt from the kept factors: each counts from its
 * detection until its dismissal (or 30 days), decaying as it does now, at its current severity
 * (a factor whose severity rose counts at the higher one from its detection).
 */
export function buildRiskScoreHistory(
  state: Pick<RiskTrackerState, 'riskFactors'>,
  nowMs: number,
  days = RISK_HISTORY_DAYS,
): RiskScorePoint[] {
  return Array.from({ length: Math.max(1, days) }, (_, index) => {
    const at = nowMs - (Math.max(1, days) - 1 - index) * MS_PER_DAY;
    const factors = factorsAsOf(state.riskFactors, at);
    return {
      at,
      riskScore: computeRiskScore(factors, at),
      overallRisk: determineOverallRisk(factors, at),
    };
  });
}

/**
 * How many safety alerts are unresolved: the active risk factors of high or critical severity
 * (each raised an alert; dismissing the factor resolves it). Pass the profile's active factors.
 */
export function countUnresolvedSafetyAlerts(
  activeRiskFactors: readonly Pick<RiskFactor, 'severity'>[],
): number {
  return activeRiskFactors.filter(
    (factor) => factor.severity === 'high' || factor.severity === 'critical',
  ).length;
}
