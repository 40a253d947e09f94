import {
  catalogueExerciseSchema,
  createSessionRequestSchema,
  type CreateSessionRequest,
  type WorkoutSession,
} from '@repwise/contracts/workouts';
import { useCallback, useEffect } from 'react';
import useSWR from 'swr';
import { readCache, storageKeys, writeCache } from '../storage/offline-cache';
import { isNetworkFailure } from './api-errors';
import { cacheKeys } from './cache-keys';
import {
  fetchCalendarMonth,
  fetchDashboardStats,
  fetchExercises,
  recordSession,
  type LibraryQuery,
} from './progress-api';
import { useRefreshAfterProgress } from './use-plan-data';
import { useWorkoutsApi } from './workouts-api-context';

/** The dashboard's numbers, refreshed when older than 30 s on focus (spec 03 §9). */
export function useDashboardStats() {
  const { request, userId } = useWorkoutsApi();
  return useSWR(cacheKeys.dashboardStats(userId), () => fetchDashboardStats(request), {
    focusThrottleInterval: 30_000,
  });
}

/** One month of the calendar (YYYY-MM). */
export function useCalendarMonth(month: string) {
  const { request, userId } = useWorkoutsApi();
  return useSWR(cacheKeys.calendar(userId, month), () => fetchCalendarMonth(request, month), {
    keepPreviousData: true,
  });
}

const exerciseListParser = catalogueExerciseSchema.array();

/**
 * The library's exercises for the current filters; the unfiltered first page is cached under
 * `exercises` so the library opens offline.
 */
export function useExercises(query: LibraryQuery) {
  const { request, userId } = useWorkoutsApi();
  const isUnfiltered = !query.category && !query.difficulty && !query.search && !query.muscleGroup;
  return useSWR(
    [userId, 'exercises', query.category ?? '', query.difficulty ?? '', query.search ?? ''],
    async () => {
      const page = await fetchExercises(request, query);
      if (isUnfiltered) writeCache(storageKeys.exercises, userId, page.exercises);
      return page;
    },
    {
      keepPreviousData: true,
      fallbackData: isUnfiltered
        ? (() => {
            const exercises = readCache(storageKeys.exercises, userId, exerciseListParser);
            return exercises && { exercises, total: exercises.length, limit: 50, offset: 0 };
          })()
        : undefined,
    },
  );
}

const pendingSessionsParser = createSessionRequestSchema.array();

/**
 * Records guided sessions (spec 03 §4 "On finishing, the session is added"). Each carries a
 * clientId, so a session saved offline and replayed later is stored once.
 */
export function useRecordSession() {
  const { request, userId } = useWorkoutsApi();
  const refreshAfterProgress = useRefreshAfterProgress();

  const flush = useCallback(async () => {
    const queued = readCache(storageKeys.pendingSessions, userId, pendingSessionsParser) ?? [];
    const remaining: CreateSessionRequest[] = [];
    for (const session of queued) {
      try {
        await recordSession(request, session);
      } catch (error) {
        if (isNetworkFailure(error)) remaining.push(session);
      }
    }
    if (queued.length > 0) {
      writeCache(storageKeys.pendingSessions, userId, remaining);
      if (remaining.length < queued.length) refreshAfterProgress();
    }
  }, [request, userId, refreshAfterProgress]);

  useEffect(() => {
    void flush();
    const retry = () => void flush();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [flush]);

  /** Sends a session; answers it, or 'queued' when offline (sent later), and throws when refused. */
  return useCallback(
    async (session: CreateSessionRequest): Promise<WorkoutSession | 'queued'> => {
      try {
        const saved = await recordSession(request, session);
        refreshAfterProgress();
        return saved;
      } catch (error) {
        if (!isNetworkFailure(error)) throw error;
        const queued = readCache(storageKeys.pendingSessions, userId, pendingSessionsParser) ?? [];
        writeCache(storageKeys.pendingSessions, userId, [...queued, session]);
        return 'queued';
      }
    },
    [request, userId, refreshAfterProgress],
  );
}
