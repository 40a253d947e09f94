import type { PlanRecommendationsPayload } from '@repwise/contracts';

/** Recommendations as the worker builds them, with plan fields overridden. */
export function buildRecommendations(
  overrides: Partial<PlanRecommendationsPayload['workoutPlan']> = {},
): PlanRecommendationsPayload {
  const nutritionGuidance = {
    calorieTarget: 1710,
    macroSplit: { protein: 35, carbs: 35, fats: 30 },
    hydrationGuidance: 'Drink about 2.9 L of water a day, more on training days.',
    dailyWaterLitres: 2.9,
  };
  const workoutPlan = {
    name: 'Beginner Weight Loss Plan',
    description: 'Full-body strength and cardio sessions to lose weight steadily.',
    type: 'weight-loss',
    duration: '45 min',
    frequency: '3-4 times per week',
    nutritionGuidance,
    progressMetrics: ['Body weight', 'Waist circumference', 'Workout consistency'],
    checkInSchedule: 'weekly' as const,
    safetyConsiderations: ['Protect your knee: avoid deep lunges at first'],
    ...overrides,
  };
  return {
    workoutPlan,
    nutritionGuidance: workoutPlan.nutritionGuidance,
    progressMetrics: workoutPlan.progressMetrics,
    checkInSchedule: workoutPlan.checkInSchedule,
    safetyConsiderations: workoutPlan.safetyConsiderations,
  };
}
