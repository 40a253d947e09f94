import type { ApiError } from '@repwise/contracts';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { useAreaServices } from '../progress-context';
import { fetchMe, fetchPreferences } from './profile-api';
import {
  fetchAchievements,
  fetchAnalytics,
  fetchGoals,
  fetchPhotos,
  fetchSummary,
} from './progress-api';

/** Analytics for a period in days (30, 60, 90 or 180). */
export function useAnalytics(period: number) {
  const { request } = useAreaServices();
  return useSWR(['progress', 'analytics', period], () => fetchAnalytics(request, period), {
    keepPreviousData: true,
  });
}

/** The all-time progress summary. */
export function useSummary() {
  const { request } = useAreaServices();
  return useSWR<Awaited<ReturnType<typeof fetchSummary>>, ApiError>(['progress', 'summary'], () =>
    fetchSummary(request),
  );
}

/** Every goal, newest first. */
export function useGoals() {
  const { request } = useAreaServices();
  return useSWR(['progress', 'goals'], () => fetchGoals(request));
}

/** The achievements earned from workouts and goals. */
export function useAchievements() {
  const { request } = useAreaServices();
  return useSWR(['progress', 'achievements'], () => fetchAchievements(request));
}

/** The user's progress photos, newest first. */
export function usePhotos() {
  const { request } = useAreaServices();
  return useSWR(['photos'], () => fetchPhotos(request));
}

/** The signed-in user as the auth service has them now. */
export function useMe() {
  const { request } = useAreaServices();
  return useSWR(['me'], () => fetchMe(request));
}

/** The account preferences. */
export function usePreferences() {
  const { request } = useAreaServices();
  return useSWR(['preferences'], () => fetchPreferences(request));
}

/** Reloads everything derived from measurements and goals (analytics, summary, goals, achievements). */
export function useRefreshProgress(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate((key) => Array.isArray(key) && key[0] === 'progress'), [mutate]);
}
