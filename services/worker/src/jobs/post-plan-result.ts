import { planResultsPath, type PlanResultRequest } from '@repwise/contracts';
import { UnrecoverableError } from 'bullmq';

/** Hands a plan result to its owner; resolves once stored (or already stored). */
export type PostPlanResult = (result: PlanResultRequest) => Promise<void>;

/** Where the onboarding service listens and the shared internal token it expects. */
export interface PlanResultTarget {
  onboardingUrl: string;
  internalToken: string;
  /** Milliseconds before one post is abandoned (the job is then retried). */
  timeoutMs?: number;
}

/**
 * Posts plan results to onboarding's internal endpoint. A refusal that retrying cannot fix (4xx
 * other than 408 and 429) fails the job for good; other failures throw so BullMQ retries.
 */
export function createPlanResultPoster(target: PlanResultTarget): PostPlanResult {
  const url = new URL(planResultsPath, target.onboardingUrl);
  return async (result) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${target.internalToken}`,
      },
      body: JSON.stringify(result),
      signal: AbortSignal.timeout(target.timeoutMs ?? 10_000),
    });
    if (response.ok) return;
    const reason = `onboarding answered ${response.status} to a plan result: ${await response.text()}`;
    const isPermanent =
      response.status >= 400 &&
      response.status < 500 &&
      response.status !== 408 &&
      response.status !== 429;
    throw isPermanent ? new UnrecoverableError(reason) : new Error(reason);
  };
}
