import type { PlanResultRequest } from '@repwise/contracts';
import { onboardingEndpoints } from '@repwise/contracts/onboarding';
import { createInternalCaller } from './post-internal';

/** Hands a plan result to its owner; resolves once stored (or already stored). */
export type PostPlanResult = (result: PlanResultRequest) => Promise<void>;

/** Where the onboarding service listens and the shared internal token it expects. */
export interface PlanResultTarget {
  /** The onboarding service's copies: one URL, several comma-separated, or the parsed list. */
  onboardingUrl: string | readonly string[];
  internalToken: string;
  /** Milliseconds before one post is abandoned (the job is then retried). */
  timeoutMs?: number;
}

/**
 * Posts plan results to onboarding's internal endpoint. A refusal that retrying cannot fix (4xx
 * other than 408 and 429) fails the job for good; other failures throw so BullMQ retries.
 */
export function createPlanResultPoster(target: PlanResultTarget): PostPlanResult {
  const callInternal = createInternalCaller({
    baseUrl: target.onboardingUrl,
    internalToken: target.internalToken,
    ...(target.timeoutMs ? { timeoutMs: target.timeoutMs } : {}),
  });
  return async (result) => {
    const { method, path } = onboardingEndpoints.storePlanResult;
    await callInternal(method, path, result);
  };
}
