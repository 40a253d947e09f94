import { FORM_DROPOFF_PERCENT, RECOVERY_HOURS, VOLUME_INCREASE_PERCENT } from '../pose-constants';
import type { Severity } from '../pose-types';

function bySteps(
  value: number,
  steps: { low: number; moderate: number; high: number },
): Severity | null {
  if (value >= steps.high) return 'high';
  if (value >= steps.moderate) return 'moderate';
  if (value >= steps.low) return 'low';
  return null;
}

/** Form drop-off in percent: from 15 low, 25 moderate, 40 high; below 15 no risk (null). */
export function assessFormDropoff(percent: number): Severity | null {
  return bySteps(percent, FORM_DROPOFF_PERCENT);
}

/** Weekly volume increase in percent: from 20 low, 30 moderate, 50 high; below 20 null. */
export function assessVolumeIncrease(percent: number): Severity | null {
  return bySteps(percent, VOLUME_INCREASE_PERCENT);
}

/** Hours since the exercise was last trained: under 12 moderate (concerning), under 24 low, else null. */
export function assessRecovery(hours: number): Severity | null {
  if (hours < RECOVERY_HOURS.concerning) return 'moderate';
  if (hours < RECOVERY_HOURS.acceptable) return 'low';
  return null;
}

/**
 * How far form fell within a session, in percent: the mean of the first 3 scores against the mean
 * of the last 3; null with fewer than 6 scores. Negative when form improved.
 */
export function measureFormDropoffPercent(scores: readonly number[]): number | null {
  if (scores.length < 6) return null;
  const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
  const baseline = mean(scores.slice(0, 3));
  return baseline === 0 ? null : ((baseline - mean(scores.slice(-3))) / baseline) * 100;
}
