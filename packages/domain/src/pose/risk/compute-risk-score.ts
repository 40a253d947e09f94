import {
  MAX_RISK_SCORE,
  RISK_DECAY_FLOOR,
  RISK_DECAY_MS,
  RISK_FACTOR_ACTIVE_MS,
  RISK_SEVERITY_WEIGHTS,
} from '../pose-constants';
import type { RiskFactor, OverallRisk } from './risk-types';

/** Whether a factor counts at `nowMs`: not dismissed and detected less than 30 days ago. */
export function isRiskFactorActive(factor: RiskFactor, nowMs: number): boolean {
  return factor.dismissedAt === null && nowMs - factor.detectedAt < RISK_FACTOR_ACTIVE_MS;
}

/** A factor's weight (critical 40, high 25, moderate 15, low 5) decayed linearly over 30 days to 0.1 of it. */
export function weighRiskFactor(factor: RiskFactor, nowMs: number): number {
  const ageMs = Math.max(0, nowMs - factor.detectedAt);
  const decay = Math.max(RISK_DECAY_FLOOR, 1 - ageMs / RISK_DECAY_MS);
  return RISK_SEVERITY_WEIGHTS[factor.severity] * decay;
}

/** The risk score 0-100 of the active factors: their decayed weights summed, capped at 100, rounded. */
export function computeRiskScore(factors: readonly RiskFactor[], nowMs: number): number {
  let sum = 0;
  for (const factor of factors)
    if (isRiskFactorActive(factor, nowMs)) sum += weighRiskFactor(factor, nowMs);
  return Math.round(Math.min(MAX_RISK_SCORE, sum));
}

/**
 * Overall risk of the active factors: critical with any critical; high with 2+ high, or 1 high
 * and 2+ moderate; moderate with 1 high or 3+ moderate; else low.
 */
export function determineOverallRisk(factors: readonly RiskFactor[], nowMs: number): OverallRisk {
  const active = factors.filter((factor) => isRiskFactorActive(factor, nowMs));
  const count = (severity: RiskFactor['severity']) =>
    active.filter((f) => f.severity === severity).length;
  const high = count('high');
  const moderate = count('moderate');
  if (count('critical') > 0) return 'critical';
  if (high >= 2 || (high === 1 && moderate >= 2)) return 'high';
  if (high === 1 || moderate >= 3) return 'moderate';
  return 'low';
}
