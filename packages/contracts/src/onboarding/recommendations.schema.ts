import { z } from 'zod';

/** Macronutrient split in percent of daily calories (spec 02 §3); the three sum to 100. */
export const macroSplitSchema = z.object({
  protein: z.number().min(0).max(100),
  carbs: z.number().min(0).max(100),
  fats: z.number().min(0).max(100),
});

/** Nutrition guidance: kcal per day, macro split, hydration sentence and daily litres. */
export const nutritionGuidanceSchema = z.object({
  calorieTarget: z.number().int().positive(),
  macroSplit: macroSplitSchema,
  hydrationGuidance: z.string().min(1),
  dailyWaterLitres: z.number().positive(),
});

/** How often the user checks in: weekly by default (spec 02 §2). */
export const checkInScheduleSchema = z.enum(['weekly', 'bi-weekly']);

/** The generated workout plan (spec 02 §3 "Recommendations response"). */
export const workoutPlanSchema = z.object({
  name: z.string().min(1),
  description: z.string().min(1),
  type: z.string().min(1),
  /** Session length as shown, e.g. "45 min". */
  duration: z.string().min(1),
  /** Sessions per week as shown, e.g. "3-4 times per week". */
  frequency: z.string().min(1),
  nutritionGuidance: nutritionGuidanceSchema,
  progressMetrics: z.array(z.string().min(1)),
  checkInSchedule: checkInScheduleSchema,
  safetyConsiderations: z.array(z.string().min(1)),
});

/** The recommendations: the workout plan plus top-level copies of its guidance (the spec's fallbacks). */
export const planRecommendationsSchema = z.object({
  workoutPlan: workoutPlanSchema,
  nutritionGuidance: nutritionGuidanceSchema,
  progressMetrics: z.array(z.string().min(1)),
  checkInSchedule: checkInScheduleSchema,
  safetyConsiderations: z.array(z.string().min(1)),
});

/**
 * Recommendations as a reader accepts them: the plan may lack its guidance (the top-level copies
 * are the spec's fallbacks) and may be missing altogether (spec 02 §4 names that error).
 */
export const planRecommendationsReadSchema = z.object({
  workoutPlan: workoutPlanSchema
    .partial({
      nutritionGuidance: true,
      progressMetrics: true,
      checkInSchedule: true,
      safetyConsiderations: true,
    })
    .optional(),
  nutritionGuidance: nutritionGuidanceSchema.optional(),
  progressMetrics: z.array(z.string()).optional(),
  checkInSchedule: checkInScheduleSchema.optional(),
  safetyConsiderations: z.array(z.string()).optional(),
});

/** Generated recommendations. */
export type PlanRecommendationsPayload = z.infer<typeof planRecommendationsSchema>;

/**
 * Answer of GET /onboarding/recommendations: 200 with `recommendations` when the plan is ready,
 * 202 with `status: 'pending'` while it is being generated (poll again).
 */
export const onboardingRecommendationsResponseSchema = z.union([
  z.object({ success: z.literal(true), recommendations: planRecommendationsSchema }),
  z.object({ success: z.literal(true), status: z.literal('pending') }),
]);

/** Nutrition guidance of a plan. */
export type NutritionGuidance = z.infer<typeof nutritionGuidanceSchema>;

/** A recommendations answer. */
export type OnboardingRecommendationsResponse = z.infer<
  typeof onboardingRecommendationsResponseSchema
>;

/** The error message when generation failed for good (spec 02 §8 server-side fallback). */
export const recommendationsFailedMessage = 'Failed to get recommendations';

/** The error the plan screen shows when the recommendations lack a plan (spec 02 §4). */
export const missingWorkoutPlanMessage = 'No workout plan found in recommendations';
