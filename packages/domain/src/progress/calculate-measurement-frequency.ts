import { roundTo } from './calculate-goal-progress';

const dayMs = 86_400_000;

/** The window measurement frequency is counted over, in days. */
export const measurementFrequencyWindowDays = 30;

/**
 * Measurements per week over the last 30 days up to `now` (one decimal): the count recorded in the
 * window divided by 30/7. Measurements dated after `now` are not counted.
 */
export function calculateMeasurementFrequency(recordedAt: readonly Date[], now: Date): number {
  const since = now.getTime() - measurementFrequencyWindowDays * dayMs;
  const inWindow = recordedAt.filter((date) => {
    const time = date.getTime();
    return time > since && time <= now.getTime();
  }).length;
  return roundTo(inWindow / (measurementFrequencyWindowDays / 7), 1);
}
