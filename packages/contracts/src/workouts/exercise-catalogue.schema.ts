import { z } from 'zod';
import { buildSuccessSchema } from './success-response';
import {
  exerciseCategorySchema,
  exerciseDifficultySchema,
  exercisePositionSchema,
  injuryAreaSchema,
  medicalConditionSchema,
} from './workout-enums';

/**
 * A catalogue exercise (spec 03 §3) with the coaching content the plan engine copies into plans.
 * `contraindications` name the injury areas and conditions it must never be given to;
 * `equipment` uses the form's equipment names ('Bodyweight Only' = none needed);
 * `videoUrl` is null (no videos are bundled).
 */
export const catalogueExerciseSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  muscleGroups: z.array(z.string()),
  equipment: z.array(z.string()),
  instructions: z.array(z.string()),
  difficulty: exerciseDifficultySchema,
  category: exerciseCategorySchema,
  videoUrl: z.string().nullable(),
  contraindications: z.object({
    injuries: z.array(injuryAreaSchema),
    conditions: z.array(medicalConditionSchema),
  }),
  formCues: z.array(z.string()),
  modifications: z.array(z.string()),
  progressions: z.array(z.string()),
  safetyNotes: z.array(z.string()),
  /** Whether sets are held for time (duration) rather than counted in reps. */
  isTimed: z.boolean(),
  /** Movement pattern used to balance a week (e.g. 'squat', 'hinge', 'push', 'pull', 'core'). */
  pattern: z.string(),
  /**
   * The body positions it can be done in, the usual one (the one its instructions describe) first:
   * what a session honouring "nothing on the floor", "not flat on my back" or "seated only" reads.
   */
  positions: z.array(exercisePositionSchema).min(1),
  /**
   * Other lower-case names people type for it (plurals, abbreviations such as 'rdl'); each alias
   * belongs to one exercise only and is never another exercise's name.
   */
  aliases: z.array(z.string()),
  /** The 2-3 most common technique mistakes, each with its effect ('Letting the hips sag, …'). */
  commonMistakes: z.array(z.string()),
});

/** A catalogue exercise. */
export type CatalogueExercise = z.infer<typeof catalogueExerciseSchema>;

/**
 * GET /workouts/exercises query (spec 03 §7): filters (search matches name, description and muscle
 * groups, case-insensitive) and paging (limit 1–200, default 50). Blank values are ignored.
 */
export const exerciseQuerySchema = z.object({
  category: z.preprocess(blankToUndefined, exerciseCategorySchema.optional()),
  difficulty: z.preprocess(blankToUndefined, exerciseDifficultySchema.optional()),
  muscleGroup: z.preprocess(blankToUndefined, z.string().trim().max(60).optional()),
  search: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

/** An exercise query as a client sends it. */
export type ExerciseQuery = z.input<typeof exerciseQuerySchema>;

/** A page of the catalogue: the matching exercises and how many match in all. */
export const exercisePageSchema = z.object({
  exercises: z.array(catalogueExerciseSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});

/** A catalogue page. */
export type ExercisePage = z.infer<typeof exercisePageSchema>;

function blankToUndefined(value: unknown): unknown {
  return value === '' || value === null ? undefined : value;
}

/** GET /workouts/exercises. */
export const exercisePageResponseSchema = buildSuccessSchema(exercisePageSchema);
/** A catalogue page answer. */
export type ExercisePageResponse = z.infer<typeof exercisePageResponseSchema>;

/** GET /workouts/exercises/{id}. */
export const exerciseResponseSchema = buildSuccessSchema(
  z.object({ exercise: catalogueExerciseSchema }),
);
/** One exercise answer. */
export type ExerciseResponse = z.infer<typeof exerciseResponseSchema>;
