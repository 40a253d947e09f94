import { z } from 'zod';
import { onboardingCompletionRequestSchema } from '../onboarding/onboarding-completion.schema';
import { planRecommendationsSchema } from '../onboarding/recommendations.schema';

/** The BullMQ queue plan-generation jobs go through. */
export const planGenerationQueueName = 'plan-generation';

/** The job name of a plan generation. */
export const planGenerationJobName = 'generate-plan';

/**
 * Retry policy the producer sets: 8 attempts, exponential backoff from 1 s (1, 2, 4 ... 64 s,
 * about two minutes in all), so a plan outlives a database or Redis restart. Finished jobs are
 * kept a while so their id keeps deduplicating repeat completions.
 */
export const planGenerationJobOptions = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 1000 },
  // Bounded by age and count: a burst of onboarding edits cannot grow Redis without limit.
  removeOnComplete: { age: 7 * 24 * 3600, count: 10_000 },
  removeOnFail: { age: 7 * 24 * 3600, count: 10_000 },
} as const;

// BullMQ job ids may not contain ':' (its key separator); user and completion ids never do.
const idSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1-64 letters, digits, - or _');

/** A plan-generation job: whose completion, and its answers (the worker reads no service's data). */
export const planGenerationJobSchema = z.object({
  userId: idSchema,
  completionId: idSchema,
  answers: onboardingCompletionRequestSchema,
});

/** A job's payload as the producer sends it. */
export type PlanGenerationJobInput = z.input<typeof planGenerationJobSchema>;

/** A job's payload as the worker reads it, answers validated. */
export type PlanGenerationJob = z.output<typeof planGenerationJobSchema>;

/** The job id of a user's completion: the same ids always give the same job, so it is queued once. */
export function buildPlanJobId(userId: string, completionId: string): string {
  return `plan.${userId}.${completionId}`;
}

/** POST /internal/plan-results body: the worker hands a completion's recommendations to onboarding. */
export const planResultRequestSchema = z.object({
  userId: idSchema,
  completionId: idSchema,
  recommendations: planRecommendationsSchema,
});

/** A plan result. */
export type PlanResultRequest = z.infer<typeof planResultRequestSchema>;

/** Path of the onboarding service's internal endpoint that stores a plan result (not routed by the gateway). */
export const planResultsPath = '/internal/plan-results';
