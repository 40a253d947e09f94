import type { ApiClient } from '@repwise/contracts';
import { readPlanSummary, type PlanSummary } from '../model/read-plan-summary';

/** The plan, or `pending` while the worker is still generating it (202). */
export type PlanSummaryState = { status: 'pending' } | { status: 'ready'; summary: PlanSummary };

/**
 * GET /onboarding/recommendations: 200 carries `recommendations`, 202 `status: 'pending'` (poll
 * again). Failures throw: ApiError for error answers, Error with the spec's message for a bad plan.
 */
export async function fetchPlanSummary(request: ApiClient): Promise<PlanSummaryState> {
  const body = await request<unknown>({ path: '/onboarding/recommendations' });
  const field = (key: string) =>
    typeof body === 'object' && body !== null ? Reflect.get(body, key) : undefined;
  if (field('status') === 'pending') return { status: 'pending' };
  return { status: 'ready', summary: readPlanSummary(field('recommendations')) };
}
