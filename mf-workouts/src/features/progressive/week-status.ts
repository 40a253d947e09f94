import { workoutPlanConstants } from '@repwise/contracts/workouts';

/** A week card's state (spec 03 §4): generated, current (the next to generate) or locked. */
export type WeekStatus = 'generated' | 'current' | 'locked';

/**
 * The state of week `week`: generated when it is in the list; current when it is the week after the
 * current one and generation is allowed (current week below 4); otherwise locked. The current week
 * is the highest of the plan's current week and its generated weeks.
 */
export function resolveWeekStatus(
  week: number,
  { currentWeek, generatedWeeks }: { currentWeek: number; generatedWeeks: readonly number[] },
): WeekStatus {
  if (generatedWeeks.includes(week)) return 'generated';
  const current = Math.max(currentWeek, ...generatedWeeks, 0);
  const canGenerateNext = current < workoutPlanConstants.programWeeks;
  return canGenerateNext && week === current + 1 ? 'current' : 'locked';
}
