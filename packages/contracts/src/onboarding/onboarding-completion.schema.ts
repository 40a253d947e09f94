import { z } from 'zod';

import {
  buildOptionalBooleanSchema,
  buildOptionalChoiceSchema,
  buildOptionalChoicesSchema,
  buildOptionalNumberSchema,
  buildOptionalTextSchema,
  buildRequiredBooleanSchema,
  buildRequiredChoiceSchema,
  buildRequiredChoicesSchema,
  buildRequiredNumberSchema,
  buildSectionSchema,
  buildTextListSchema,
} from './onboarding-answers';
import { onboardingBounds, onboardingMessages, onboardingOptions } from './onboarding-options';
import { onboardingStatusSchema } from './onboarding-status.schema';

const options = onboardingOptions;
const bounds = onboardingBounds;
const messages = onboardingMessages;

/** The version of the completion payload this schema describes (spec 02 §9). */
export const onboardingCompletionVersion = '1.0.0';

const personalInfoSchema = z.object({
  age: buildRequiredNumberSchema({ ...bounds.ageYears, isWholeNumber: true }, messages.ageRange),
  height: buildSectionSchema(
    z.object({
      feet: buildRequiredNumberSchema(
        { ...bounds.heightFeet, isWholeNumber: true },
        messages.heightFeetRange,
      ),
      inches: buildRequiredNumberSchema(
        { ...bounds.heightInches, isWholeNumber: true },
        messages.heightInchesRange,
      ),
    }),
  ),
  weight: buildRequiredNumberSchema(bounds.weightLb, messages.weightRange),
  biologicalSex: buildRequiredChoiceSchema(options['biological-sex']),
  activityLevel: buildRequiredChoiceSchema(options['activity-level']),
});

const fitnessGoalsSchema = z.object({
  primaryGoal: buildRequiredChoiceSchema(options['primary-goal']),
  secondaryGoals: buildOptionalChoicesSchema(options['secondary-goals']),
  // Asked only for weight loss, but a value kept from an earlier goal is still a valid weight.
  targetWeight: buildOptionalNumberSchema(bounds.targetWeightLb, messages.targetWeightRange),
  timeframe: buildRequiredChoiceSchema(options.timeframe),
  motivation: buildOptionalTextSchema(),
});

const exercisePreferencesSchema = z.object({
  workoutDuration: buildRequiredChoiceSchema(options['workout-duration']),
  workoutFrequency: buildRequiredChoiceSchema(options['workout-frequency']),
  preferredTime: buildRequiredChoiceSchema(options['preferred-time']),
  intensity: buildRequiredChoiceSchema(options['intensity-preference']),
});

const experienceSchema = z.object({
  fitnessLevel: buildRequiredChoiceSchema(options['fitness-level']),
  workoutExperience: buildRequiredNumberSchema(
    bounds.workoutExperienceYears,
    messages.workoutExperienceRange,
  ),
  previousInjuries: buildOptionalChoicesSchema(options['previous-injuries']),
  currentLimitations: buildTextListSchema(),
  preferredWorkoutTypes: buildRequiredChoicesSchema(options['preferred-workout-types']),
  exercisePreferences: buildSectionSchema(exercisePreferencesSchema),
});

const equipmentSchema = z.object({
  homeGym: buildOptionalBooleanSchema(),
  availableEquipment: buildRequiredChoicesSchema(options['available-equipment']),
  workoutLocation: buildRequiredChoiceSchema(options['workout-location']),
  spaceConstraints: buildRequiredChoiceSchema(options['space-constraints']),
});

const healthSchema = z.object({
  medicalConditions: buildOptionalChoicesSchema(options['medical-conditions']),
  medications: buildTextListSchema(),
  physicianApproval: buildRequiredBooleanSchema(),
  pregnancyStatus: buildOptionalBooleanSchema(),
  sleepQuality: buildRequiredChoiceSchema(options['sleep-quality']),
  stressLevel: buildRequiredChoiceSchema(options['stress-level']),
  // Asked on the preferences step, which may be skipped; so the server cannot require it.
  nutritionFocus: buildOptionalBooleanSchema(),
});

const accessibilitySchema = z.object({
  needsModifications: buildOptionalBooleanSchema(),
  mobilityAids: buildOptionalChoicesSchema(options['mobility-aids']),
  visualImpairment: buildOptionalBooleanSchema(),
  hearingImpairment: buildOptionalBooleanSchema(),
  cognitiveConsiderations: buildTextListSchema(),
  preferredCommunication: buildOptionalTextSchema(200),
});

const preferencesSchema = z.object({
  coachingStyle: buildOptionalChoiceSchema(options['coaching-style']),
  feedbackFrequency: buildOptionalChoiceSchema(options['feedback-frequency']),
  musicPreferences: buildTextListSchema(),
  languagePreference: z
    .string({ error: messages.invalidOption })
    .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, { error: messages.invalidOption })
    .default('en'),
  culturalConsiderations: buildTextListSchema(),
  privacyLevel: buildOptionalChoiceSchema(options['privacy-level']),
});

/**
 * POST /onboarding/complete payload (spec 02 §3), with the bounds and messages of §5: weights in lb,
 * height in feet + inches, experience in years. Choice answers are listed values or `custom:<text>`.
 * A missing section reports each of its required answers; the optional steps (accessibility,
 * preferences) may be left out entirely. Optional answers come out as null or [].
 * `completedAt` from the client is accepted but the server's clock decides the stored moment.
 */
export const onboardingCompletionRequestSchema = z.object(
  {
    personalInfo: buildSectionSchema(personalInfoSchema),
    fitnessGoals: buildSectionSchema(fitnessGoalsSchema),
    experience: buildSectionSchema(experienceSchema),
    equipment: buildSectionSchema(equipmentSchema),
    health: buildSectionSchema(healthSchema),
    accessibility: buildSectionSchema(accessibilitySchema),
    preferences: buildSectionSchema(preferencesSchema),
    completedAt: z.iso.datetime({ offset: true }).optional(),
    version: z
      .string()
      .regex(/^\d+\.\d+\.\d+$/)
      .default(onboardingCompletionVersion),
    /** Whole minutes from the start of onboarding to completion. */
    completionTime: z
      .number()
      .int()
      .min(0)
      .nullish()
      .transform((minutes) => minutes ?? null),
  },
  { error: 'Body must be an object' },
);

/** A validated completion payload, as the server stores it. */
export type OnboardingCompletionRequest = z.output<typeof onboardingCompletionRequestSchema>;

/** A stored completion as answered: the validated answers plus the server's `completedAt` (ISO). */
export type OnboardingCompletion = Omit<OnboardingCompletionRequest, 'completedAt'> & {
  completedAt: string;
};

/**
 * Answer of POST /onboarding/complete; `alreadyCompleted` is true when an earlier completion is
 * returned unchanged (completing again never creates a second one).
 */
export const onboardingCompleteResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    completion: z.looseObject({ completedAt: z.iso.datetime({ offset: true }) }),
    status: onboardingStatusSchema.pick({ isCompleted: true, completedAt: true }),
    alreadyCompleted: z.boolean(),
  }),
});

/** A completion answer. */
export type OnboardingCompleteResponse = z.infer<typeof onboardingCompleteResponseSchema>;
