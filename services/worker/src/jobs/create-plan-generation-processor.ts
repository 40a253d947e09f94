import type { PlanRecommendationsPayload } from '@repwise/contracts';
import { UnrecoverableError } from 'bullmq';
import { ZodError } from 'zod';
import { buildPlanResult } from './build-plan-result';
import type { PostPlanResult } from './post-plan-result';

/**
 * The plan-generation job processor: builds the recommendations from the job's answers, hands
 * them to onboarding and returns them as the job's value. A payload that fails validation fails
 * the job without retries (it would fail the same way again).
 */
export function createPlanGenerationProcessor(postPlanResult: PostPlanResult) {
  return async (job: { data: unknown }): Promise<PlanRecommendationsPayload> => {
    const result = buildPlanResultOrGiveUp(job.data);
    await postPlanResult(result);
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
