import type { GoalFacts } from './progress-types';

/**
 * A goal's progress in percent (spec 02 §9): current divided by target, capped at 100, rounded to
 * one decimal. A target of 0 or less, or a negative current value, counts as 0 % (nothing to divide by).
 */
export function calculateGoalProgress(
  goal: Pick<GoalFacts, 'targetValue' | 'currentValue'>,
): number {
  if (!(goal.targetValue > 0) || !(goal.currentValue > 0)) return 0;
  const percent = (goal.currentValue / goal.targetValue) * 100;
  return Math.min(100, roundTo(percent, 1));
}

/** Rounds half away from zero to `decimals` places (avoids -0). */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const rounded = (Math.sign(value) * Math.round(Math.abs(value) * factor)) / factor;
  return rounded === 0 ? 0 : rounded;
}
