import { z } from 'zod';
import { progressiveRequirementsSchema } from './progressive-requirements.schema';
import { trainingOutlineSchema } from './training-outline.schema';
import { fitnessLevelSchema } from './workout-enums';

/** Where a plan's generated content stands: outline being built, built, or failed (then retry). */
export const generationStatusSchema = z.enum(['pending', 'ready', 'failed']);
/** A generation status. */
export type GenerationStatus = z.infer<typeof generationStatusSchema>;

/**
 * A workout plan (spec 03 §3): a 4-week programme from the progressive form ('progressive') or from
 * the onboarding answers ('onboarding'). `currentWeek` is the highest generated week (0 = none),
 * `generatedWeeks` lists them; `durationWeeks` is the plan's length in weeks.
 */
export const workoutPlanSchema = z.object({
  id: z.string(),
  planName: z.string(),
  description: z.string(),
  difficulty: fitnessLevelSchema,
  durationWeeks: z.number().int().positive(),
  aiGenerated: z.boolean(),
  isActive: z.boolean(),
  source: z.enum(['progressive', 'onboarding']),
  status: generationStatusSchema,
  createdAt: z.iso.datetime({ offset: true }),
  progressMetrics: z.array(z.string()),
  safetyConsiderations: z.array(z.string()),
  nutritionGuidance: z.string().nullable(),
  requirements: progressiveRequirementsSchema,
  outline: trainingOutlineSchema.nullable(),
  currentWeek: z.number().int().min(0).max(4),
  generatedWeeks: z.array(z.number().int().min(1).max(4)),
});

/** A workout plan. */
export type WorkoutPlan = z.infer<typeof workoutPlanSchema>;
