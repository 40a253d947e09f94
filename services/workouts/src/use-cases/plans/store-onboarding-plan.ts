import { workoutPlanConstants, type StoreOnboardingPlanRequest } from '@repwise/contracts/workouts';
import { isDuplicateKeyError } from '@repwise/server-kit';
import type { WorkoutsDeps } from '../../workouts-deps';
import { markPlanActive } from './activate-plan';
import type { StoredPlan } from './find-owned-plan';
import { insertWeek } from '../store/week-store';
import { pruneOldPlans } from './delete-plans';

/**
 * Stores the first plan built from a user's onboarding answers, exactly once per completion
 * (unique user + `onboarding:<completionId>`), with its week 1, and makes it the active plan.
 * A retried job finds the plan and only completes what a crash left undone (week 1, activation
 * while it is still the active plan). Answers the plan id and whether this call created it.
 */
export async function storeOnboardingPlan(
  deps: WorkoutsDeps,
  request: StoreOnboardingPlanRequest & { requirements: StoredPlan['requirements'] },
): Promise<{ planId: string; isNew: boolean }> {
  const sourceKey = `onboarding:${request.completionId}`;
  const now = deps.now();
  let plan: StoredPlan | null = null;
  let isNew = false;
  try {
    plan = (
      await deps.plans.create({
        userId: request.userId,
        sourceKey,
        source: 'onboarding',
        planName: request.outline.programName,
        description: request.description,
        durationWeeks: workoutPlanConstants.programWeeks,
        requirements: request.requirements,
        outline: request.outline,
        status: 'ready',
        generationError: null,
        safetyConsiderations: request.safetyConsiderations,
        nutritionGuidance: request.nutritionGuidance,
        isActive: true,
        activatedAt: now,
        startDate: request.week.startDate,
        createdAt: now,
      })
    ).toObject();
    isNew = true;
    await pruneOldPlans(deps, request.userId);
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    plan = await deps.plans.findOne({ userId: request.userId, sourceKey }).lean();
    if (!plan) throw error;
  }
  const planId = plan._id.toString();
  await insertWeek(deps, {
    userId: request.userId,
    planId,
    weekNumber: 1,
    startDate: request.week.startDate,
    weekJson: request.week.weekJson,
    isActive: false,
    progress: null,
    recommendation: null,
    createdAt: now,
  });
  if (plan.isActive) await markPlanActive(deps, plan);
  return { planId, isNew };
}
