import type { DayWorkout, WeeklyPlan, WorkoutCompletion } from '@repwise/contracts/workouts';
import { addDays, toDayKey } from '../../shared/model/dates';

/** The next workout of the week still to do: today's or the first later one not completed, or null. */
export function findNextWorkout(
  weeklyPlan: WeeklyPlan,
  completions: readonly WorkoutCompletion[],
  today: Date,
): DayWorkout | null {
  const todayKey = toDayKey(today);
  const isDone = (workout: DayWorkout) =>
    completions.some(
      (record) =>
        record.week === weeklyPlan.weekNumber &&
        record.day === workout.dayNumber &&
        record.completedAt !== null,
    );
  return (
    [...weeklyPlan.weekJson.workouts]
      .sort((a, b) => a.dayNumber - b.dayNumber)
      .find((workout) => workout.workoutDate >= todayKey && !isDone(workout)) ?? null
  );
}

const longDate = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'short',
  day: 'numeric',
});

/** When a workout is scheduled, in words: 'Today', 'Tomorrow' or 'Thursday, Nov 20'. */
export function describeSchedule(workoutDate: string, today: Date): string {
  if (workoutDate === toDayKey(today)) return 'Today';
  if (workoutDate === toDayKey(addDays(today, 1))) return 'Tomorrow';
  const [year, month, day] = workoutDate.split('-').map(Number);
  return longDate.format(new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1));
}
