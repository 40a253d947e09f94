import type { ApiClient } from '@repwise/contracts';
import type { ProgressTimeframeDto } from '@repwise/contracts/pose';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import {
  fetchFormProgress,
  fetchOnboardingSafety,
  fetchQuizRisk,
  fetchRiskReport,
  type RiskReport,
} from './safety-api';

const riskKey = ['safety', 'risk'] as const;

/** The risk report (profile, alerts, trend, interventions). */
export function useRiskReport(request: ApiClient) {
  return useSWR(riskKey, () => fetchRiskReport(request));
}

/** The form progress of a timeframe; the previous timeframe's stays shown while the next loads. */
export function useFormProgress(request: ApiClient, timeframe: ProgressTimeframeDto) {
  return useSWR(['safety', 'progress', timeframe], () => fetchFormProgress(request, timeframe), {
    keepPreviousData: true,
  });
}

/** Onboarding's safety considerations. */
export function useOnboardingSafety(request: ApiClient) {
  return useSWR(['safety', 'onboarding'], () => fetchOnboardingSafety(request));
}

/** The quiz's risk profile (null before the quiz). */
export function useQuizRisk(request: ApiClient) {
  return useSWR(['safety', 'quiz'], () => fetchQuizRisk(request));
}

/** Puts a report the server answered (after a dismissal or completion) in place of the cached one. */
export function useReplaceRiskReport(): (report: RiskReport) => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback((report) => mutate(riskKey, report, { revalidate: false }), [mutate]);
}

/** Rereads the risk report and every timeframe's progress (a form check was saved). */
export function useRefreshFormData(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(
    () =>
      mutate(
        (key) =>
          Array.isArray(key) && key[0] === 'safety' && (key[1] === 'risk' || key[1] === 'progress'),
      ),
    [mutate],
  );
}
