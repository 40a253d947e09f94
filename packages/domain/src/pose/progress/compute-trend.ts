import { PLATEAU_MIN_POINTS, TREND_MIN_POINTS } from '../pose-constants';
import type { TrendDirection } from '../pose-types';

/** Least-squares slope of `values` against their index (units per data point); 0 for < 2 points. */
export function computeSlope(values: readonly number[]): number {
  const n = values.length;
  if (n < 2) return 0;
  const meanX = (n - 1) / 2;
  const meanY = values.reduce((sum, v) => sum + v, 0) / n;
  let numerator = 0;
  let denominator = 0;
  values.forEach((value, x) => {
    numerator += (x - meanX) * (value - meanY);
    denominator += (x - meanX) ** 2;
  });
  // Rounded to 1e-9 so a slope exactly at a threshold is not pushed over it by float error.
  return Math.round((numerator / denominator) * 1e9) / 1e9;
}

/**
 * Trend of a series (oldest first): improving when the slope is above `threshold`, declining
 * below −threshold, else stable; 'insufficient_data' with fewer than 3 points.
 */
export function classifyTrend(
  values: readonly number[],
  threshold: number,
): TrendDirection | 'insufficient_data' {
  if (values.length < TREND_MIN_POINTS) return 'insufficient_data';
  const slope = computeSlope(values);
  if (slope > threshold) return 'improving';
  if (slope < -threshold) return 'declining';
  return 'stable';
}

/**
 * Plateau risk of the last 5 points (needs 5): high when the slope is within ±threshold, medium
 * within ±2 × threshold, else low; low with fewer points (nothing to judge yet).
 */
export function assessPlateauRisk(
  values: readonly number[],
  threshold: number,
): 'low' | 'medium' | 'high' {
  if (values.length < PLATEAU_MIN_POINTS) return 'low';
  const slope = Math.abs(computeSlope(values.slice(-PLATEAU_MIN_POINTS)));
  if (slope <= threshold) return 'high';
  if (slope <= 2 * threshold) return 'medium';
  return 'low';
}
