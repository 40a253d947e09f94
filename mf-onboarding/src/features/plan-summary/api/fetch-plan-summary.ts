import type { ApiClient } from '@repwise/contracts';
import { callEndpoint, UnexpectedAnswerError } from '@repwise/contracts/endpoints';
import { onboardingAnswerReadings, onboardingEndpoints } from '@repwise/contracts/onboarding';
import {
  planLoadFailedMessage,
  readPlanSummary,
  type PlanSummary,
} from '../model/read-plan-summary';

/** The plan, or `pending` while the worker is still generating it (202). */
export type PlanSummaryState = { status: 'pending' } | { status: 'ready'; summary: PlanSummary };

function readRecommendations(request: ApiClient) {
  const readAs = onboardingAnswerReadings.recommendations;
  return callEndpoint(request, onboardingEndpoints.getRecommendations, { readAs }).catch(
    (error: unknown) => {
      throw error instanceof UnexpectedAnswerError ? new Error(planLoadFailedMessage) : error;
    },
  );
}

/**
 * GET /onboarding/recommendations: 200 carries `recommendations`, 202 `status: 'pending'` (poll
 * again). Failures throw: ApiError for error answers, Error with the spec's message for a bad plan.
 */
export async function fetchPlanSummary(request: ApiClient): Promise<PlanSummaryState> {
  const answer = await readRecommendations(request);
  if ('status' in answer) return { status: 'pending' };
  return { status: 'ready', summary: readPlanSummary(answer.recommendations) };
}
