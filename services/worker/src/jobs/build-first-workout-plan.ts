import type { PlanGenerationJob, PlanRecommendationsPayload } from '@repwise/contracts';
import type { CatalogueExercise, StoreOnboardingPlanRequest } from '@repwise/contracts/workouts';
import {
  buildTrainingOutline,
  buildWeekPlan,
  findWeekMonday,
  mapOnboardingToRequirements,
  toLocalDate,
} from '@repwise/domain/workouts';

/**
 * The user's first active plan from their onboarding answers: the progressive form's prefill
 * (spec 03 §5), its outline and week 1 starting this week's Monday (`now`, UTC), with the
 * recommendations' safety notes and nutrition guidance. Seeded by the completion id, so a retried
 * job builds the same plan.
 */
export function buildFirstWorkoutPlan(
  job: PlanGenerationJob,
  recommendations: PlanRecommendationsPayload,
  catalogue: readonly CatalogueExercise[],
  now: Date,
): StoreOnboardingPlanRequest {
  const requirements = mapOnboardingToRequirements(job.answers);
  const outline = buildTrainingOutline(requirements);
  const startDate = findWeekMonday(toLocalDate(now, 0));
  const weekJson = buildWeekPlan({
    requirements,
    outline,
    weekNumber: 1,
    startDate,
    catalogue,
    previousWeek: null,
    seed: job.completionId,
  });
  const nutrition = recommendations.workoutPlan.nutritionGuidance;
  return {
    userId: job.userId,
    completionId: job.completionId,
    requirements,
    outline,
    week: { startDate, weekJson },
    description: recommendations.workoutPlan.description,
    safetyConsiderations: recommendations.safetyConsiderations,
    nutritionGuidance: `${nutrition.calorieTarget} kcal a day (protein ${nutrition.macroSplit.protein}%, carbs ${nutrition.macroSplit.carbs}%, fats ${nutrition.macroSplit.fats}%). ${nutrition.hydrationGuidance}`,
  };
}
