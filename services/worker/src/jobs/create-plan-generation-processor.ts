import { planGenerationJobSchema, type PlanRecommendationsPayload } from '@repwise/contracts';
import { UnrecoverableError } from 'bullmq';
import { ZodError } from 'zod';
import { buildFirstWorkoutPlan } from './build-first-workout-plan';
import { buildPlanResult } from './build-plan-result';
import type { PostPlanResult } from './post-plan-result';
import type { WorkoutsClient } from './workouts-client';

/** Where the plan-generation processor hands its results. */
export interface PlanGenerationTargets {
  postPlanResult: PostPlanResult;
  /** The workouts service, which stores the user's first workout plan; absent in older setups. */
  workouts?: Pick<WorkoutsClient, 'loadCatalogue' | 'storeOnboardingPlan'>;
  now?: () => Date;
}

/**
 * The plan-generation job processor: builds the recommendations from the job's answers and hands
 * them to onboarding, then builds the user's first workout plan and hands it to the workouts
 * service (which stores one per completion, so a retried job never makes a second plan). Returns
 * the recommendations as the job's value. A payload that fails validation fails without retries.
 */
export function createPlanGenerationProcessor(
  targetsOrPoster: PlanGenerationTargets | PostPlanResult,
) {
  // A bare poster (onboarding's own tests) hands results to onboarding only.
  const targets =
    typeof targetsOrPoster === 'function' ? { postPlanResult: targetsOrPoster } : targetsOrPoster;
  return async (job: { data: unknown }): Promise<PlanRecommendationsPayload> => {
    const result = buildPlanResultOrGiveUp(job.data);
    await targets.postPlanResult(result);
    if (targets.workouts) {
      const parsed = planGenerationJobSchema.parse(job.data);
      const catalogue = await targets.workouts.loadCatalogue();
      const now = targets.now?.() ?? new Date();
      await targets.workouts.storeOnboardingPlan(
        buildFirstWorkoutPlan(parsed, result.recommendations, catalogue, now),
      );
    }
    return result.recommendations;
  };
}

function buildPlanResultOrGiveUp(payload: unknown) {
  try {
    return buildPlanResult(payload);
  } catch (error) {
    if (error instanceof ZodError) {
      throw new UnrecoverableError(`invalid plan-generation payload: ${error.message}`);
    }
    throw error;
  }
}
