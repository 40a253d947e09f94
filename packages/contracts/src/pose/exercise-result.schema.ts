import { z } from 'zod';
import { formAnalysisSchema } from './form-analysis.schema';

const name = z.string().trim().min(1).max(100);
const note = z.string().min(1).max(300);
const formScore = z.number().min(1).max(10);
/** Most reps one tracked set may hold (a set's analyses are one per rep). */
export const MAX_TRACKED_REPS_PER_SET = 200;

/** One tracked set (spec 03 §3 "Set result"); `duration` in seconds. */
export const setResultSchema = z.object({
  setNumber: z.number().int().min(1).max(100),
  reps: z.number().int().min(0).max(MAX_TRACKED_REPS_PER_SET),
  formScores: z.array(formScore).max(MAX_TRACKED_REPS_PER_SET),
  averageFormScore: z.number().min(0).max(10),
  /** The worst analysed frame of each rep. */
  analyses: z.array(formAnalysisSchema).max(MAX_TRACKED_REPS_PER_SET),
  duration: z.number().min(0).max(86_400),
});

/** A set result. */
export type SetResultDto = z.infer<typeof setResultSchema>;

/** An exercise's running totals in a session (spec 03 §3 "Exercise result"). */
export const exerciseResultSchema = z.object({
  exerciseName: name,
  sets: z.array(setResultSchema).max(100),
  averageFormScore: z.number().min(0).max(10),
  bestFormScore: z.number().min(0).max(10),
  worstFormScore: z.number().min(0).max(10),
  totalReps: z.number().int().min(0).max(100_000),
  /** 1 − (best − worst) / 10. */
  formConsistency: z.number().min(0).max(1),
  safetyIssues: z.array(note).max(1000),
  improvements: z.array(note).max(50),
  concerns: z.array(note).max(50),
});

/** An exercise result. */
export type ExerciseResultDto = z.infer<typeof exerciseResultSchema>;

/** A finished workout for the progress tracker (spec 03 §3 "Workout session"); dates epoch ms. */
export const trackedWorkoutSessionSchema = z.object({
  id: z.string().min(1).max(100),
  date: z.number().int().min(0),
  exercises: z.array(exerciseResultSchema).max(50),
  /** Seconds. */
  totalDuration: z.number().min(0).max(86_400),
  overallScore: z.number().min(0).max(10),
  userId: z.string().min(1).max(100),
});

/** A tracked workout session. */
export type TrackedWorkoutSessionDto = z.infer<typeof trackedWorkoutSessionSchema>;
