import { z } from 'zod';
import { goalSchema } from './goal.schema';
import { measurementSchema } from './measurement.schema';
import { progressMessages as m } from './progress-messages';

/** The analytics periods in days, as query strings (spec 02 §9). */
export const analyticsPeriodOptions = ['30', '60', '90', '180'] as const;

/** Query of GET /progress/analytics: period 30, 60, 90 or 180 days, default 90. */
export const analyticsQuerySchema = z.strictObject({
  period: z
    .enum(analyticsPeriodOptions, { error: m.periodInvalid })
    .default('90')
    .transform((days) => Number(days) as 30 | 60 | 90 | 180),
});

/** A parsed analytics query. */
export type AnalyticsQuery = z.output<typeof analyticsQuerySchema>;

const trendSchema = z
  .object({
    current: z.number(),
    change: z.number(),
    changePercentage: z.number(),
    trend: z.enum(['increasing', 'decreasing', 'stable']),
  })
  .nullable();

/**
 * GET /progress/analytics data: the period's last 20 measurements (oldest first, for the chart),
 * trends of weight, bodyFat and muscleMass over the period (null without values), goal statistics,
 * every goal, and how many measurements the period holds.
 */
export const progressAnalyticsSchema = z.object({
  period: z.number().int(),
  measurements: z.array(measurementSchema),
  trends: z.object({ weight: trendSchema, bodyFat: trendSchema, muscleMass: trendSchema }),
  goalStats: z.object({
    total: z.number().int(),
    completed: z.number().int(),
    active: z.number().int(),
    paused: z.number().int(),
  }),
  goals: z.array(goalSchema),
  totalMeasurements: z.number().int(),
});

/** Progress analytics. */
export type ProgressAnalytics = z.infer<typeof progressAnalyticsSchema>;

/** A metric trend, or null. */
export type MetricTrendView = z.infer<typeof trendSchema>;

/**
 * GET /progress/summary data: all-time measurement count, active and completed goals, measurements
 * per week over the last 30 days, the latest value of each metric, and the photo count.
 */
export const progressSummarySchema = z.object({
  totalMeasurements: z.number().int(),
  activeGoals: z.number().int(),
  completedGoals: z.number().int(),
  totalGoals: z.number().int(),
  measurementFrequency: z.number(),
  latest: z.object({
    weight: z.number().nullable(),
    bodyFat: z.number().nullable(),
    muscleMass: z.number().nullable(),
    recordedAt: z.string().nullable(),
  }),
  firstMeasurementAt: z.string().nullable(),
  totalPhotos: z.number().int(),
});

/** A progress summary. */
export type ProgressSummary = z.infer<typeof progressSummarySchema>;

/** Query of GET /progress/achievements: the browser's getTimezoneOffset() (minutes, default 0). */
export const achievementsQuerySchema = z.strictObject({
  tzOffset: z.coerce
    .number({ error: 'tzOffset must be whole minutes from -840 to 840' })
    .int({ error: 'tzOffset must be whole minutes from -840 to 840' })
    .min(-840, { error: 'tzOffset must be whole minutes from -840 to 840' })
    .max(840, { error: 'tzOffset must be whole minutes from -840 to 840' })
    .default(0),
});

/**
 * GET /progress/achievements data: First Workout, 7 Day Streak and Goal Achiever with whether each
 * is earned; `workoutHistoryAvailable` is false when the workouts service could not be read.
 */
export const achievementsViewSchema = z.object({
  achievements: z.array(
    z.object({ id: z.string(), name: z.string(), description: z.string(), earned: z.boolean() }),
  ),
  workoutHistoryAvailable: z.boolean(),
});

/** Achievements as the API answers them. */
export type AchievementsView = z.infer<typeof achievementsViewSchema>;
