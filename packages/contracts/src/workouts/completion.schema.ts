import { z } from 'zod';

/** One exercise's tick in a day's completion. */
export const completedExerciseSchema = z.object({
  exerciseId: z.string(),
  completed: z.boolean(),
  completedAt: z.iso.datetime({ offset: true }).nullable(),
});

/**
 * A day's completion record (spec 03 §3), one per user, plan, week and day (1 = Monday);
 * `completedAt` is null until Complete Workout; `totalDuration` in minutes.
 */
export const workoutCompletionSchema = z.object({
  id: z.string(),
  userId: z.string(),
  planId: z.string(),
  week: z.number().int().min(1),
  day: z.number().int().min(1).max(7),
  exercises: z.array(completedExerciseSchema),
  completedAt: z.iso.datetime({ offset: true }).nullable(),
  totalDuration: z.number().int().min(0).nullable(),
  notes: z.string().nullable(),
});

/** A day's completion record. */
export type WorkoutCompletion = z.infer<typeof workoutCompletionSchema>;

/**
 * Toggle body: the exercise's new state (idempotent, so an offline cache can replay it);
 * `completedAt` defaults to the server's now.
 */
export const toggleExerciseRequestSchema = z.object({
  completed: z.boolean(),
  completedAt: z.iso.datetime({ offset: true }).optional(),
});

/** A toggle request. */
export type ToggleExerciseRequest = z.infer<typeof toggleExerciseRequestSchema>;

/**
 * Complete Workout body: every exercise is marked done; `totalDuration` in minutes (default the
 * day's planned duration); replaying it updates the same record and the same session.
 */
export const completeWorkoutRequestSchema = z.object({
  totalDuration: z.number().int().min(1).max(600).optional(),
  notes: z.string().trim().max(1000).optional(),
  completedAt: z.iso.datetime({ offset: true }).optional(),
});

/** A Complete Workout request. */
export type CompleteWorkoutRequest = z.infer<typeof completeWorkoutRequestSchema>;

/** Query of GET /workouts/completions: a plan's records, optionally one week. */
export const listCompletionsQuerySchema = z.object({
  planId: z.string({ error: 'Plan ID is required' }).min(1, { error: 'Plan ID is required' }),
  week: z.coerce.number().int().min(1).max(52).optional(),
});
