import { z } from 'zod';

/** One exercise done in a session: sets and reps done, or seconds held. */
export const sessionExerciseSchema = z.object({
  exerciseId: z.string().trim().max(100).optional(),
  name: z.string().trim().min(1).max(120),
  sets: z.number().int().min(0).max(100).default(0),
  reps: z.number().int().min(0).max(10_000).nullable().default(null),
  duration: z.number().int().min(0).max(86_400).nullable().default(null),
  weight: z.string().trim().max(60).nullable().default(null),
});

/** An exercise of a session. */
export type SessionExercise = z.output<typeof sessionExerciseSchema>;

/**
 * POST /workouts/sessions body (spec 03 §3 "Session record"): `duration` in minutes,
 * `caloriesBurned` defaults to 10 × duration, `perceivedExertion` 1–10 (default 5). `clientId`
 * (any unique string from the browser) makes a replayed offline session a no-op; `week`/`day`
 * tie it to a plan day; `performedAt` defaults to now.
 */
export const createSessionRequestSchema = z.object({
  planId: z.string().trim().min(1).max(64).nullable().default(null),
  name: z.string().trim().min(1).max(120).default('Workout'),
  duration: z.number().int().min(1).max(600),
  exercises: z.array(sessionExerciseSchema).max(100).default([]),
  notes: z.string().trim().max(1000).nullable().default(null),
  caloriesBurned: z.number().int().min(0).max(20_000).optional(),
  perceivedExertion: z.number().int().min(1).max(10).default(5),
  clientId: z.string().trim().min(1).max(100).optional(),
  week: z.number().int().min(1).max(52).optional(),
  day: z.number().int().min(1).max(7).optional(),
  performedAt: z.iso.datetime({ offset: true }).optional(),
});

/** A session as a client sends it. */
export type CreateSessionRequest = z.input<typeof createSessionRequestSchema>;

/** A recorded workout session; 'completion' sessions come from Complete Workout on a plan day. */
export const workoutSessionSchema = z.object({
  id: z.string(),
  planId: z.string().nullable(),
  name: z.string(),
  duration: z.number(),
  exercises: z.array(sessionExerciseSchema),
  notes: z.string().nullable(),
  caloriesBurned: z.number(),
  perceivedExertion: z.number(),
  source: z.enum(['session', 'completion']),
  week: z.number().nullable(),
  day: z.number().nullable(),
  performedAt: z.iso.datetime({ offset: true }),
  createdAt: z.iso.datetime({ offset: true }),
});

/** A recorded session. */
export type WorkoutSession = z.infer<typeof workoutSessionSchema>;

/** GET /workouts/sessions query: paging (limit 1–100, default 20) and an optional ISO date range. */
export const listSessionsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
  startDate: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  endDate: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
});

/** A sessions query. */
export type ListSessionsQuery = z.input<typeof listSessionsQuerySchema>;
