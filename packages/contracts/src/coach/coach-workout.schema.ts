import { z } from 'zod';

/** Most exercises a workout the coach composes may hold. */
export const coachWorkoutMaxExercises = 12;

/**
 * One exercise of a workout the coach composed: a catalogue exercise (`exerciseId` is its id) with
 * `reps` or `duration` (seconds) set and the other null; `rest` in seconds between sets.
 */
export const coachWorkoutExerciseSchema = z.object({
  exerciseId: z.string().trim().min(1).max(100),
  name: z.string().trim().min(1).max(100),
  sets: z.number().int().min(1).max(10),
  reps: z.number().int().min(1).max(100).nullable(),
  duration: z.number().int().min(5).max(3600).nullable(),
  rest: z.number().int().min(0).max(600),
});

/** An exercise of a composed workout. */
export type CoachWorkoutExercise = z.infer<typeof coachWorkoutExerciseSchema>;

/** A warm-up or cool-down step of a composed workout; `duration` in seconds. */
export const coachWorkoutStepSchema = z.object({
  name: z.string().trim().min(1).max(100),
  duration: z.number().int().min(5).max(1800),
});

/**
 * A workout the coach composed on request ("20 minutes, hotel room, no equipment"): the chat shows
 * it as a card whose Start this workout opens the active workout with exactly these exercises.
 * `minutes` is the estimated length, warm-up and cool-down included.
 */
export const coachWorkoutSchema = z.object({
  name: z.string().trim().min(1).max(100),
  minutes: z.number().int().min(1).max(180),
  warmup: z.array(coachWorkoutStepSchema).max(8),
  exercises: z.array(coachWorkoutExerciseSchema).min(1).max(coachWorkoutMaxExercises),
  cooldown: z.array(coachWorkoutStepSchema).max(8),
  /** What shaped it, e.g. "No equipment", "Knee-friendly: jumps left out". */
  notes: z.array(z.string().trim().min(1).max(200)).max(6),
});

/** A composed workout. */
export type CoachWorkout = z.infer<typeof coachWorkoutSchema>;

/** The query parameter of the active workout's URL that carries a composed workout. */
export const coachWorkoutQueryParam = 'coachWorkout';

/**
 * The part of a composed workout the active workout runs (name, exercises and the card's notes,
 * which it shows as the workout's note), as the compact JSON the Start this workout link carries in
 * `?coachWorkout=`; `notes` is optional, so links written before it read as before.
 */
export const startCoachWorkoutSchema = coachWorkoutSchema
  .pick({ name: true, exercises: true })
  .extend({ notes: coachWorkoutSchema.shape.notes.optional() });

/** What Start this workout hands to the active workout. */
export type StartCoachWorkout = z.infer<typeof startCoachWorkoutSchema>;

/** The value of `?coachWorkout=` for a composed workout (URLSearchParams escapes it). */
export function encodeCoachWorkoutParam(workout: StartCoachWorkout): string {
  return JSON.stringify({
    name: workout.name,
    exercises: workout.exercises,
    ...(workout.notes?.length ? { notes: workout.notes } : {}),
  });
}

/** A composed workout read back from `?coachWorkout=`; null when missing or invalid. */
export function decodeCoachWorkoutParam(value: string | null): StartCoachWorkout | null {
  if (!value) return null;
  try {
    const parsed = startCoachWorkoutSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
