/** A recorded workout as the statistics read it; `duration` in minutes. */
export interface WorkoutRecordSummary {
  performedAt: Date;
  duration: number;
  caloriesBurned: number;
}

/** Periods the statistics cover: the last 7, 30 or 365 days, or everything. */
export type StatsPeriod = 'week' | 'month' | 'year' | 'all';

const periodDays: Record<Exclude<StatsPeriod, 'all'>, number> = { week: 7, month: 30, year: 365 };
const dayMs = 24 * 60 * 60 * 1000;

/** The user's calendar date (YYYY-MM-DD) of an instant; `tzOffset` as `Date#getTimezoneOffset()` (minutes). */
export function toLocalDate(instant: Date, tzOffset: number): string {
  return new Date(instant.getTime() - tzOffset * 60_000).toISOString().slice(0, 10);
}

/** The Monday (YYYY-MM-DD) of the week a date falls in; weeks start on Monday. */
export function findWeekMonday(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  const daysSinceMonday = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - daysSinceMonday * dayMs).toISOString().slice(0, 10);
}

/**
 * Consecutive days with at least one workout, ending today — or yesterday when today has none
 * yet (a streak is not lost until a whole day passes without training). Replaces the original's
 * placeholder formula min(2 × workouts this week, 14) with the real count.
 */
export function countWorkoutStreak(workoutDates: ReadonlySet<string>, today: string): number {
  let cursor = new Date(`${today}T00:00:00Z`).getTime();
  if (!workoutDates.has(today)) cursor -= dayMs;
  let streak = 0;
  while (workoutDates.has(new Date(cursor).toISOString().slice(0, 10))) {
    streak += 1;
    cursor -= dayMs;
  }
  return streak;
}

/** The workouts a week that the progress score counts as 100 % (spec 03 §9). */
export const progressScoreWorkouts = 3;

/** Progress score (spec 03 §9): min(round(workouts this week / 3 × 100), 100). */
export function scoreWeeklyProgress(workoutsThisWeek: number): number {
  return Math.min(Math.round((workoutsThisWeek / progressScoreWorkouts) * 100), 100);
}

/** The dashboard coach insight for a progress score (spec 03 §9): above 80, above 50, otherwise. */
export function chooseCoachInsight(progressScore: number): string {
  if (progressScore > 80) return "Excellent consistency! You're building strong healthy habits.";
  if (progressScore > 50) return 'Good progress! Try to maintain regular workout schedule.';
  return 'Getting started is the hardest part. Every workout counts!';
}

/** Statistics of recorded workouts (spec 03 §3 "Stats"); minutes rounded to whole numbers. */
export interface WorkoutStatsSummary {
  totalWorkouts: number;
  workoutsThisWeek: number;
  currentStreak: number;
  caloriesThisWeek: number;
  totalSessions: number;
  averageSessionDuration: number;
  totalMinutes: number;
}

/**
 * Summarises all of a user's workouts at `now` in their time zone: all-time total, this week's
 * (Monday to now) count and calories, the streak, and for `period` (the last 7/30/365 days or all)
 * the session count, total and average minutes.
 */
export function summarizeWorkoutStats(
  workouts: readonly WorkoutRecordSummary[],
  now: Date,
  tzOffset: number,
  period: StatsPeriod,
): WorkoutStatsSummary {
  const today = toLocalDate(now, tzOffset);
  const monday = findWeekMonday(today);
  const thisWeek = workouts.filter((workout) => {
    const date = toLocalDate(workout.performedAt, tzOffset);
    return date >= monday && date <= today;
  });
  const since =
    period === 'all' ? Number.NEGATIVE_INFINITY : now.getTime() - periodDays[period] * dayMs;
  const inPeriod = workouts.filter((workout) => workout.performedAt.getTime() >= since);
  const totalMinutes = inPeriod.reduce((sum, workout) => sum + workout.duration, 0);
  return {
    totalWorkouts: workouts.length,
    workoutsThisWeek: thisWeek.length,
    currentStreak: countWorkoutStreak(
      new Set(workouts.map((workout) => toLocalDate(workout.performedAt, tzOffset))),
      today,
    ),
    caloriesThisWeek: Math.round(
      thisWeek.reduce((sum, workout) => sum + workout.caloriesBurned, 0),
    ),
    totalSessions: inPeriod.length,
    averageSessionDuration: inPeriod.length === 0 ? 0 : Math.round(totalMinutes / inPeriod.length),
    totalMinutes: Math.round(totalMinutes),
  };
}
