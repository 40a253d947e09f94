import {
  weeklyPlanResponseSchema,
  workoutPlanSchema,
  type WeeklyPlan,
  type WorkoutPlan,
} from '@repwise/contracts/workouts';
import { useCallback, useEffect, useRef } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { readCache, storageKeys, writeCache } from '../storage/offline-cache';
import { cacheKeys, isProgressKey } from './cache-keys';
import { fetchActiveWeek, fetchOnboardingPrefill, fetchPlans, fetchWeeklyPlans } from './plans-api';
import { useWorkoutsApi } from './workouts-api-context';

// Spec 03 §9: data older than 30 s is refreshed when the page regains focus.
const staleAfterMs = 30_000;
const swrOptions = { focusThrottleInterval: staleAfterMs, dedupingInterval: 2_000 };

const activeWeekSchema = weeklyPlanResponseSchema.shape.data.nullable();

/** The active week and its plan (null when none is active), cached for offline use. */
export function useActiveWeek() {
  const { request, userId } = useWorkoutsApi();
  return useSWR(
    cacheKeys.activeWeek(userId),
    async () => {
      const active = await fetchActiveWeek(request);
      writeCache(storageKeys.activePlan, userId, active);
      return active;
    },
    {
      ...swrOptions,
      fallbackData: readCache(storageKeys.activePlan, userId, activeWeekSchema),
    },
  );
}

/** Every plan of the user (newest first), cached under `workoutPlans`. */
export function usePlans() {
  const { request, userId } = useWorkoutsApi();
  return useSWR<WorkoutPlan[]>(
    cacheKeys.plans(userId),
    async () => {
      const plans = await fetchPlans(request);
      writeCache(storageKeys.plans, userId, plans);
      return plans;
    },
    {
      ...swrOptions,
      fallbackData: readCache(storageKeys.plans, userId, workoutPlanSchema.array()),
    },
  );
}

/** A plan's generated weeks, weekNumber descending (no call without a plan id). */
export function useWeeklyPlans(planId: string | null) {
  const { request, userId } = useWorkoutsApi();
  return useSWR<WeeklyPlan[]>(
    planId ? cacheKeys.weeklyPlans(userId, planId) : null,
    () => fetchWeeklyPlans(request, planId ?? ''),
    swrOptions,
  );
}

/**
 * Refreshes plans, weeks, calendar and dashboard numbers one second after a completion or an
 * activation (spec 03 §4), so the server's recomputed numbers are read.
 */
export function useRefreshAfterProgress() {
  const { mutate } = useSWRConfig();
  const timers = useRef(new Set<number>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);
  return useCallback(() => {
    const timer = window.setTimeout(() => {
      timers.current.delete(timer);
      void mutate(isProgressKey);
    }, 1_000);
    timers.current.add(timer);
  }, [mutate]);
}

/** The progressive form's prefill from the stored onboarding answers (no call unless asked for). */
export function useOnboardingPrefill(isWanted: boolean) {
  const { request, userId } = useWorkoutsApi();
  return useSWR(isWanted ? cacheKeys.onboardingPrefill(userId) : null, () =>
    fetchOnboardingPrefill(request),
  );
}
