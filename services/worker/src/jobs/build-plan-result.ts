import { planGenerationJobSchema, type PlanResultRequest } from '@repwise/contracts';
import { buildPlanRecommendations } from '@repwise/domain';

/** Validates a plan-generation job's payload and builds its result; throws a ZodError on a bad payload. */
export function buildPlanResult(payload: unknown): PlanResultRequest {
  const job = planGenerationJobSchema.parse(payload);
  return {
    userId: job.userId,
    completionId: job.completionId,
    recommendations: buildPlanRecommendations(job.answers),
  };
}
