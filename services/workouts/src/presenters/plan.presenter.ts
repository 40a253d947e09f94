import type { GenerationStatus, WeeklyPlan, WorkoutPlan } from '@repwise/contracts/workouts';
import type { WeeklyPlanRecord } from '../models/weekly-plan.model';
import type { StoredPlan } from '../use-cases/plans/find-owned-plan';

/** A plan as the API answers it; `generatedWeeks` are its stored week numbers. */
export function presentPlan(
  plan: StoredPlan,
  generatedWeeks: readonly number[],
  status: GenerationStatus = plan.status,
): WorkoutPlan {
  const weeks = [...new Set(generatedWeeks)].sort((a, b) => a - b);
  return {
    id: plan._id.toString(),
    planName: plan.planName,
    description: plan.description,
    difficulty: plan.requirements.fitnessLevel,
    durationWeeks: plan.durationWeeks,
    aiGenerated: true,
    isActive: plan.isActive,
    source: plan.source,
    status,
    createdAt: plan.createdAt.toISOString(),
    progressMetrics: plan.outline?.progressMetrics ?? ['Strength', 'Endurance', 'Form'],
    safetyConsiderations: plan.safetyConsiderations,
    nutritionGuidance: plan.nutritionGuidance,
    requirements: plan.requirements,
    outline: plan.outline,
    currentWeek: weeks.at(-1) ?? 0,
    generatedWeeks: weeks,
  };
}

/** A weekly plan as the API answers it. */
export function presentWeeklyPlan(
  week: WeeklyPlanRecord & { _id: { toString: () => string } },
  planName: string,
): WeeklyPlan {
  return {
    id: week._id.toString(),
    planId: week.planId,
    planName,
    weekNumber: week.weekNumber,
    generated: true,
    startDate: week.startDate,
    isActive: week.isActive,
    createdAt: week.createdAt.toISOString(),
    weekJson: week.weekJson,
    progress: week.progress,
    recommendation: week.recommendation,
  };
}
