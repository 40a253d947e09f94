import { roundTo } from './calculate-goal-progress';
import type { MetricTrend, TrendDirection } from './progress-types';

/** A change smaller than this share of the first value (in percent) reads as "stable". */
export const stableTrendThresholdPercent = 0.5;

/**
 * The trend of one metric from its first and latest value in a period (oldest first). Change is
 * latest − first (one decimal); changePercentage is that change relative to the first value (one
 * decimal, 0 when the first value is 0). |changePercentage| under 0.5 % is stable. Null when the
 * period has no value for the metric.
 */
export function summarizeMetricTrend(
  first: number | null,
  latest: number | null,
): MetricTrend | null {
  if (first === null || latest === null) return null;
  const change = roundTo(latest - first, 1);
  const changePercentage = first === 0 ? 0 : roundTo(((latest - first) / first) * 100, 1);
  return { current: latest, change, changePercentage, trend: readDirection(latest - first, first) };
}

function readDirection(change: number, first: number): TrendDirection {
  const relative = first === 0 ? (change === 0 ? 0 : Infinity) : Math.abs((change / first) * 100);
  if (relative < stableTrendThresholdPercent) return 'stable';
  return change > 0 ? 'increasing' : 'decreasing';
}
