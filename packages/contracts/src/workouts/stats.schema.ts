import { z } from 'zod';
import { buildSuccessSchema } from './success-response';

/**
 * The user's clock: `tzOffset` is `new Date().getTimezoneOffset()` in the browser (minutes,
 * UTC minus local; default 0), so "today", "this week" (from Monday) and months are the user's.
 */
export const timezoneQuerySchema = z.object({
  tzOffset: z.coerce.number().int().min(-840).max(840).default(0),
});

/** GET /workouts/stats query: the period the totals cover (default month = the last 30 days). */
export const statsQuerySchema = timezoneQuerySchema.extend({
  period: z.enum(['week', 'month', 'year', 'all']).default('month'),
});

/**
 * Workout statistics (spec 03 §3 "Stats"), computed from the recorded sessions: a workout is a
 * recorded session (Complete Workout records one). `currentStreak` counts consecutive days with a
 * workout ending today or yesterday; `caloriesThisWeek` sums this week's (Monday–today) calories;
 * `totalSessions` and `averageSessionDuration` (minutes, rounded) cover the requested period.
 */
export const workoutStatsSchema = z.object({
  period: z.enum(['week', 'month', 'year', 'all']),
  totalWorkouts: z.number().int(),
  workoutsThisWeek: z.number().int(),
  currentStreak: z.number().int(),
  caloriesThisWeek: z.number().int(),
  totalSessions: z.number().int(),
  averageSessionDuration: z.number().int(),
  totalMinutes: z.number().int(),
});

/** Workout statistics. */
export type WorkoutStats = z.infer<typeof workoutStatsSchema>;

/**
 * The dashboard's numbers: the stats plus progress score (min(round(workoutsThisWeek / 3 × 100),
 * 100)), today's activity, the active plan's progress (% of its planned workouts done, 0 without a
 * plan) and the coach insight chosen by progress score (> 80, > 50, else).
 */
export const dashboardStatsSchema = workoutStatsSchema.omit({ period: true }).extend({
  progressScore: z.number().int().min(0).max(100),
  planProgress: z.number().int().min(0).max(100),
  coachInsight: z.string(),
  today: z.object({
    date: z.iso.date(),
    workouts: z.number().int(),
    minutes: z.number().int(),
    calories: z.number().int(),
    completedExercises: z.number().int(),
  }),
  /** The active plan's training days a week; null without an active plan. */
  weeklyGoal: z.number().int().nullable(),
});

/** The dashboard's numbers. */
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

/** GET /workouts/calendar query: month as YYYY-MM (default the user's current month). */
export const calendarQuerySchema = timezoneQuerySchema.extend({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Month must be YYYY-MM' })
    .optional(),
});

/** A day of the calendar: the sessions done and the active plan's workout scheduled that day. */
export const calendarDaySchema = z.object({
  date: z.iso.date(),
  sessions: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      duration: z.number(),
      caloriesBurned: z.number(),
    }),
  ),
  planned: z
    .object({
      name: z.string(),
      type: z.string(),
      duration: z.number(),
      weekNumber: z.number(),
      dayNumber: z.number(),
    })
    .nullable(),
});

/** A calendar day. */
export type CalendarDay = z.infer<typeof calendarDaySchema>;

/** A month of the calendar with its "This Month" summary (real numbers, not the original's samples). */
export const calendarMonthSchema = z.object({
  month: z.string(),
  days: z.array(calendarDaySchema),
  summary: z.object({
    /** Every session recorded this month, planned or not. */
    completedWorkouts: z.number().int(),
    /** The plan's workouts scheduled this month… */
    plannedWorkouts: z.number().int(),
    /** …and those of them done: a session recorded on the scheduled day. */
    completedPlannedWorkouts: z.number().int(),
    totalMinutes: z.number().int(),
    currentStreak: z.number().int(),
  }),
});

/** A calendar month. */
export type CalendarMonth = z.infer<typeof calendarMonthSchema>;

/** GET /workouts/stats. */
export const statsResponseSchema = buildSuccessSchema(workoutStatsSchema);
/** A stats answer. */
export type StatsResponse = z.infer<typeof statsResponseSchema>;

/** GET /workouts/dashboard/stats. */
export const dashboardStatsResponseSchema = buildSuccessSchema(dashboardStatsSchema);
/** A dashboard answer. */
export type DashboardStatsResponse = z.infer<typeof dashboardStatsResponseSchema>;

/** GET /workouts/calendar. */
export const calendarResponseSchema = buildSuccessSchema(calendarMonthSchema);
/** A calendar answer. */
export type CalendarResponse = z.infer<typeof calendarResponseSchema>;
