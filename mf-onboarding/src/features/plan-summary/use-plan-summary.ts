import type { ApiClient } from '@repwise/contracts';
import { useRef } from 'react';
import { useFreshSWR } from '../../lib/use-fresh-swr';
import { fetchPlanSummary, type PlanSummaryState } from './api/fetch-plan-summary';
import { planLoadFailedMessage } from './model/read-plan-summary';

/** How often the screen asks again while the plan is being generated. */
export const planPollIntervalMs = 2000;

/** After this long still pending, the screen gives up and offers Try Again. */
export const planWaitLimitMs = 120_000;

/** What the plan summary screen shows. */
export type PlanSummaryView =
  | { phase: 'loading' }
  | { phase: 'error'; message: string }
  | (Extract<PlanSummaryState, { status: 'ready' }> & { phase: 'ready' });

/** Polls the recommendations every 2 s while they are pending (spec 02 §2 loading state), up to 2 minutes. */
export function usePlanSummary(request: ApiClient): PlanSummaryView {
  const startedAt = useRef(Date.now());
  const { data, error } = useFreshSWR<PlanSummaryState>(
    'onboarding-recommendations',
    () => fetchPlanSummary(request),
    { refreshInterval: (latest) => (latest?.status === 'pending' ? planPollIntervalMs : 0) },
  );
  if (error) return { phase: 'error', message: error.message || planLoadFailedMessage };
  if (data?.status === 'ready') return { phase: 'ready', ...data };
  if (data && Date.now() - startedAt.current > planWaitLimitMs) {
    return {
      phase: 'error',
      message: 'Your plan is taking longer than expected to generate. Please try again shortly.',
    };
  }
  return { phase: 'loading' };
}
