import {
  missingWorkoutPlanMessage,
  planRecommendationsReadSchema,
  type NutritionGuidance,
} from '@repwise/contracts';

/** Most safety considerations the card lists before "+N more considerations" (spec 02 §2). */
export const maxVisibleSafetyItems = 4;

/** The session time the plan summary shows, fixed by the spec (spec 02 §2). */
export const summarySessionTime = '45 min';

/** The message when an answer cannot be read as a plan (spec 02 §8). */
export const planLoadFailedMessage = 'Failed to load your personalized workout plan';

/** What the four cards show. */
export interface PlanSummary {
  name: string;
  description: string;
  type: string;
  sessionTime: string;
  frequency: string;
  nutrition: NutritionGuidance | null;
  progressMetrics: string[];
  checkInSchedule: 'weekly' | 'bi-weekly';
  visibleSafety: string[];
  /** Considerations beyond the first four (the "+N more considerations" line); 0 when none. */
  hiddenSafetyCount: number;
}

/** Reads a recommendations object into the plan summary; throws the spec's message when it lacks a plan. */
export function readPlanSummary(recommendations: unknown): PlanSummary {
  // The plan's own guidance is preferred; the top-level copies are the spec's fallbacks (spec 02 §3).
  const parsed = planRecommendationsReadSchema.safeParse(recommendations);
  if (!parsed.success) throw new Error(planLoadFailedMessage);
  const { workoutPlan: plan, ...fallbacks } = parsed.data;
  if (!plan) throw new Error(missingWorkoutPlanMessage);
  const safety = plan.safetyConsiderations ?? fallbacks.safetyConsiderations ?? [];
  return {
    name: plan.name,
    description: plan.description,
    type: plan.type,
    sessionTime: summarySessionTime,
    frequency: plan.frequency,
    nutrition: plan.nutritionGuidance ?? fallbacks.nutritionGuidance ?? null,
    progressMetrics: plan.progressMetrics ?? fallbacks.progressMetrics ?? [],
    checkInSchedule: plan.checkInSchedule ?? fallbacks.checkInSchedule ?? 'weekly',
    visibleSafety: safety.slice(0, maxVisibleSafetyItems),
    hiddenSafetyCount: Math.max(0, safety.length - maxVisibleSafetyItems),
  };
}
