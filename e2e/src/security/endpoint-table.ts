import type { EndpointRow } from './endpoint-row';
import { authOnboardingRows } from './endpoints/auth-onboarding-rows';
import { coachProgressAnalyticsRows } from './endpoints/coach-progress-analytics-rows';
import { replacingRows } from './endpoints/replacing-rows';
import { workoutsRows } from './endpoints/workouts-rows';

/**
 * Every endpoint the gateway routes (gateway/src/route-table.ts → services/<name>/src/routes),
 * one row each with a valid example call; the security suite derives the hostile calls from each
 * row. The valid examples run in this order after the hostile ones, so calls that remove or
 * replace the caller's data (deletes, reset, password change, logout) come last.
 */
export const endpointTable: readonly EndpointRow[] = [
  ...authOnboardingRows,
  ...workoutsRows,
  ...coachProgressAnalyticsRows,
  ...replacingRows,
];
