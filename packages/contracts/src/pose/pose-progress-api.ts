// GET /workouts/pose/progress of the pose data API (endpoint list in pose-api.ts): the progress
// tracker's metrics, summary, form history, records and milestones (spec 03 §3 "Progress and
// milestones").
import { z } from 'zod';
import { buildSuccessSchema } from '../workouts/success-response';
import { milestoneSchema, personalRecordSchema } from './milestone.schema';

const trend = z.enum(['improving', 'declining', 'stable', 'insufficient_data']);
const line = z.string().min(1).max(300);

/** Progress timeframes: 1 week, 2 weeks, 1 month (30 days), 3 months (90 days). */
export const progressTimeframeSchema = z.enum(['week', 'twoWeeks', 'month', 'threeMonths']);

/** A progress timeframe. */
export type ProgressTimeframeDto = z.infer<typeof progressTimeframeSchema>;

/** GET /workouts/pose/progress query: the timeframe, default 'month'. */
export const poseProgressQuerySchema = z.object({
  timeframe: progressTimeframeSchema.default('month'),
});

/** A progress query. */
export type PoseProgressQuery = z.input<typeof poseProgressQuerySchema>;

/** One exercise's progress over a timeframe (spec 03 §3 "Progress metrics"). */
export const progressMetricsSchema = z.object({
  timeframe: progressTimeframeSchema,
  exerciseName: z.string().min(1).max(100),
  totalSessions: z.number().int().min(0),
  totalReps: z.number().int().min(0),
  averageFormScore: z.number().min(0).max(10),
  formTrend: trend,
  consistencyTrend: trend,
  /** Trend of reps per session. */
  strengthTrend: trend,
  /** Form points gained per session (least-squares slope). */
  improvementRate: z.number().min(-10).max(10),
  plateauRisk: z.enum(['low', 'medium', 'high']),
  injuryRisk: z.enum(['low', 'moderate', 'high']),
  milestones: z.array(milestoneSchema).max(100),
  recommendations: z.array(line).max(10),
});

/** Progress metrics of an exercise. */
export type ProgressMetricsDto = z.infer<typeof progressMetricsSchema>;

/** A summary of all tracked training over a timeframe (spec 03 §3 "Progress summary"). */
export const progressSummarySchema = z.object({
  period: progressTimeframeSchema,
  totalWorkouts: z.number().int().min(0),
  totalExercises: z.number().int().min(0),
  totalReps: z.number().int().min(0),
  averageFormScore: z.number().min(0).max(10),
  /** Form of the period's last session minus its first's; null under 5 exercise records. */
  formImprovement: z.number().min(-10).max(10).nullable(),
  consistencyScore: z.number().min(0).max(1),
  personalRecords: z.array(personalRecordSchema),
  topAchievements: z.array(line).max(3),
  areasForImprovement: z.array(line).max(10),
  strengthAreas: z.array(line).max(10),
  nextGoals: z.array(line).max(10),
});

/** A progress summary. */
export type ProgressSummaryDto = z.infer<typeof progressSummarySchema>;

/** One finished session's form on an exercise: scores 1-10, consistency 0-1, `date` epoch ms. */
export const formHistoryPointSchema = z.object({
  sessionId: z.string().min(1).max(100),
  date: z.number().int().min(0),
  averageFormScore: z.number().min(0).max(10),
  bestFormScore: z.number().min(0).max(10),
  formConsistency: z.number().min(0).max(1),
  totalReps: z.number().int().min(0),
});

/** A session's form on an exercise. */
export type FormHistoryPointDto = z.infer<typeof formHistoryPointSchema>;

/** An exercise's form session by session over the timeframe, oldest first (its 50 newest). */
export const exerciseFormHistorySchema = z.object({
  exerciseName: z.string().min(1).max(100),
  points: z.array(formHistoryPointSchema).max(50),
});

/** An exercise's form history. */
export type ExerciseFormHistoryDto = z.infer<typeof exerciseFormHistorySchema>;

/**
 * GET /workouts/pose/progress: the summary and per-exercise metrics of the timeframe, each
 * exercise's form session by session in it, the current best of each exercise and metric, and
 * every kept milestone (the 100 newest, newest first).
 */
export const poseProgressResponseSchema = buildSuccessSchema(
  z.object({
    timeframe: progressTimeframeSchema,
    summary: progressSummarySchema,
    metrics: z.array(progressMetricsSchema).max(2),
    formHistory: z.array(exerciseFormHistorySchema).max(2),
    personalRecords: z.array(personalRecordSchema).max(4),
    milestones: z.array(milestoneSchema).max(100),
  }),
);
/** A progress answer. */
export type PoseProgressResponse = z.infer<typeof poseProgressResponseSchema>;
