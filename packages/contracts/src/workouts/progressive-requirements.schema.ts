import {
  mapOnboardingToRequirements,
  mobilityAids,
  type PrefillAnswers,
} from '@repwise/domain/workouts';
import { z } from 'zod';
import {
  checkInFrequencies,
  fitnessLevelSchema,
  injuryAreaSchema,
  medicalConditionSchema,
  progressionPreferences,
  trainingGoalSchema,
} from './workout-enums';

/** Messages of the workouts API that the spec words (spec 03 §5). */
export const workoutMessages = {
  outlineRequired: 'Training outline must be generated first',
  planIdRequired: 'Plan ID is required',
  daysPerWeekRange: 'Days per week must be between 2 and 7',
  sessionDurationRange: 'Session duration must be between 20 and 120 minutes',
  previousWeeksFirst: 'Complete previous weeks first',
  programmeComplete: 'All 4 weeks of this programme have been generated',
} as const;

/**
 * The progressive form's answers (spec 03 §3, §5). Missing fields take the spec's defaults
 * (MUSCLE_GAIN, INTERMEDIATE, 4 days, 60 minutes, moderate, weekly, adaptive on).
 * `injuries`, `conditions` and `mobilityAids` are structured additions (from onboarding); the
 * engine also reads injury, condition and position words ("Cannot kneel") in the free-text
 * `limitations`.
 */
export const progressiveRequirementsSchema = z.object({
  primaryGoal: trainingGoalSchema.default('MUSCLE_GAIN'),
  secondaryGoals: z.array(trainingGoalSchema).max(6).default([]),
  fitnessLevel: fitnessLevelSchema.default('INTERMEDIATE'),
  daysPerWeek: z
    .number({ error: workoutMessages.daysPerWeekRange })
    .int({ error: workoutMessages.daysPerWeekRange })
    .min(2, { error: workoutMessages.daysPerWeekRange })
    .max(7, { error: workoutMessages.daysPerWeekRange })
    .default(4),
  /** Minutes per session. */
  sessionDuration: z
    .number({ error: workoutMessages.sessionDurationRange })
    .min(20, { error: workoutMessages.sessionDurationRange })
    .max(120, { error: workoutMessages.sessionDurationRange })
    .default(60),
  /** Equipment option names (see `equipmentOptions`); unknown names are kept and ignored by the engine. */
  equipment: z.array(z.string().trim().min(1).max(60)).max(30).default([]),
  /** Free text, e.g. onboarding's injuries and limitations joined with '; '. */
  limitations: z.string().trim().max(1000).optional(),
  injuries: z.array(injuryAreaSchema).max(7).default([]),
  conditions: z.array(medicalConditionSchema).max(6).default([]),
  /** Onboarding's mobility aids: a wheelchair keeps the plan seated, a walker or crutches off the floor. */
  mobilityAids: z.array(z.enum(mobilityAids)).max(5).default([]),
  progressionPreference: z.enum(progressionPreferences).default('moderate'),
  checkInFrequency: z.enum(checkInFrequencies).default('weekly'),
  adaptiveIntelligence: z.boolean().default(true),
});

/** Requirements as a client may send them (defaults not yet applied). */
export type ProgressiveRequirementsInput = z.input<typeof progressiveRequirementsSchema>;
/** Requirements with every default applied. */
export type ProgressiveRequirements = z.output<typeof progressiveRequirementsSchema>;

/** The form's initial values (spec 03 §5 defaults). */
export const defaultProgressiveRequirements: ProgressiveRequirements =
  progressiveRequirementsSchema.parse({});

/** A weekly check-in (spec 03 §3): completionRate 0–1, difficulty and energy 1–10, optional notes. */
export const progressCheckInSchema = z.object({
  completionRate: z.number().min(0).max(1),
  difficulty: z.number().int().min(1).max(10),
  energy: z.number().int().min(1).max(10),
  notes: z.string().trim().max(1000).optional(),
});

/** A weekly check-in. */
export type ProgressCheckIn = z.infer<typeof progressCheckInSchema>;

/** The progress dialog's slider defaults (spec 03 §5): 80 % completion (step 5), difficulty 6, energy 7. */
export const defaultProgressCheckIn = { completionRate: 0.8, difficulty: 6, energy: 7 } as const;

/** A rule's verdict on volume or intensity. */
export const adjustmentSchema = z.enum(['increase', 'maintain', 'decrease']);
/** A volume or intensity verdict. */
export type Adjustment = z.infer<typeof adjustmentSchema>;

/** What the progression rules of spec 03 §9 recommend after a check-in. */
export const progressionRecommendationSchema = z.object({
  volumeAdjustment: adjustmentSchema,
  intensityAdjustment: adjustmentSchema,
  recoveryAdjustment: z.enum(['more', 'same', 'less']),
  motivation: z.string().min(1),
});

/** A progression recommendation. */
export type ProgressionRecommendation = z.infer<typeof progressionRecommendationSchema>;

/**
 * GET /onboarding/completion as the progressive form reads it: only the answers its prefill uses
 * (spec 03 §5), so a newer completion version with more fields still prefills.
 */
export const prefillCompletionResponseSchema = z.object({
  completion: z.object({
    fitnessGoals: z.object({ primaryGoal: z.string() }),
    experience: z.object({
      fitnessLevel: z.string(),
      previousInjuries: z.array(z.string()).default([]),
      currentLimitations: z.array(z.string()).default([]),
      exercisePreferences: z.object({
        workoutDuration: z.string(),
        workoutFrequency: z.string(),
      }),
    }),
    equipment: z.object({ availableEquipment: z.array(z.string()).default([]) }),
    health: z.object({
      medicalConditions: z.array(z.string()).default([]),
      pregnancyStatus: z.boolean().nullish(),
    }),
    accessibility: z.object({ mobilityAids: z.array(z.string()).nullish() }).nullish(),
  }),
});

/**
 * The progressive form's answers prefilled from the user's stored onboarding answers (spec 03 §5,
 * the mapping the worker used for their first plan), checked against the form's schema.
 */
export function prefillFromOnboarding(answers: PrefillAnswers): ProgressiveRequirements {
  return progressiveRequirementsSchema.parse(mapOnboardingToRequirements(answers));
}
