import type { ApiClient } from '@repwise/contracts';
import type { DayWorkout, WorkoutCompletion } from '@repwise/contracts/workouts';
import { useCallback, useEffect, useState } from 'react';
import useSWR from 'swr';
import { readCache, storageKeys, writeCache } from '../storage/offline-cache';
import {
  applyCompletionOp,
  cachedCompletionsParser,
  enqueueCompletionOp,
  type CachedCompletions,
  type PendingCompletionOp,
} from '../storage/pending-completions';
import { describeError, isNetworkFailure } from './api-errors';
import { cacheKeys } from './cache-keys';
import { completeWorkout, fetchCompletions, toggleExercise, type PlanDay } from './progress-api';
import { useRefreshAfterProgress } from './use-plan-data';
import { useWorkoutsApi } from './workouts-api-context';

function sendOp(request: ApiClient, planId: string, op: PendingCompletionOp) {
  const day: PlanDay = { planId, week: op.week, day: op.day };
  return op.kind === 'toggle'
    ? toggleExercise(request, day, op.exerciseId, op.completed, op.completedAt)
    : completeWorkout(request, day, {
        totalDuration: op.totalDuration,
        completedAt: op.completedAt,
      });
}

/**
 * Replays queued changes in order. Both calls are idempotent (a tick sets a state; a completion
 * replaces the day's record and its one session), so a replay never duplicates. A change the
 * server refuses is dropped; the first one without an answer stops the replay (still offline).
 */
async function replayPending(
  request: ApiClient,
  planId: string,
  pending: readonly PendingCompletionOp[],
) {
  const remaining = [...pending];
  while (remaining[0]) {
    try {
      await sendOp(request, planId, remaining[0]);
    } catch (error) {
      if (isNetworkFailure(error)) break;
    }
    remaining.shift();
  }
  return remaining;
}

function withPending(cached: CachedCompletions, owner: { planId: string; userId: string }) {
  return cached.pending.reduce(
    (records, op) => applyCompletionOp(records, op, owner),
    cached.completions,
  );
}

/**
 * A plan's day completions (spec 03 §4), from the server, cached under
 * `workout_completions_{planId}`; ticks and Complete Workout show at once, and when offline they
 * are queued there and replayed on the next load or when the browser is back online.
 */
export function useCompletions(planId: string | null) {
  const { request, userId, notify } = useWorkoutsApi();
  const refreshAfterProgress = useRefreshAfterProgress();
  const [busyDay, setBusyDay] = useState<{ week: number; day: number } | null>(null);
  const storageKey = storageKeys.completions(planId ?? '');
  const readCached = useCallback(
    () =>
      readCache(storageKey, userId, cachedCompletionsParser) ?? { completions: [], pending: [] },
    [storageKey, userId],
  );

  const swr = useSWR<WorkoutCompletion[]>(
    planId ? cacheKeys.completions(userId, planId) : null,
    async () => {
      const owner = { planId: planId ?? '', userId };
      const pending = await replayPending(request, owner.planId, readCached().pending);
      const completions = await fetchCompletions(request, owner.planId);
      const cached = { completions, pending };
      writeCache(storageKey, userId, cached);
      return withPending(cached, owner);
    },
    { fallbackData: planId ? withPending(readCached(), { planId, userId }) : undefined },
  );
  const { mutate } = swr;

  useEffect(() => {
    const retry = () => void mutate();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [mutate]);

  const apply = useCallback(
    async (op: PendingCompletionOp, failureMessage: string): Promise<boolean> => {
      if (!planId) return false;
      const owner = { planId, userId };
      const cached = readCached();
      setBusyDay({ week: op.week, day: op.day });
      await mutate((current) => applyCompletionOp(current ?? [], op, owner), { revalidate: false });
      try {
        const saved = await sendOp(request, planId, op);
        const record = 'completion' in saved ? saved.completion : saved;
        const completions = [
          ...cached.completions.filter((r) => !(r.week === record.week && r.day === record.day)),
          record,
        ];
        writeCache(storageKey, userId, { completions, pending: cached.pending });
        await mutate(withPending({ completions, pending: cached.pending }, owner), {
          revalidate: false,
        });
        refreshAfterProgress();
        return true;
      } catch (error) {
        if (isNetworkFailure(error)) {
          writeCache(storageKey, userId, {
            completions: cached.completions,
            pending: enqueueCompletionOp(cached.pending, op),
          });
          notify({
            title: 'Saved offline',
            description: 'Your progress syncs when you are back online.',
          });
          return true;
        } else {
          await mutate(withPending(cached, owner), { revalidate: false });
          notify({
            title: 'Error',
            description: describeError(error, failureMessage),
            variant: 'destructive',
          });
          return false;
        }
      } finally {
        setBusyDay(null);
      }
    },
    [planId, userId, readCached, mutate, request, storageKey, notify, refreshAfterProgress],
  );

  const toggle = useCallback(
    (week: number, workout: DayWorkout, exerciseId: string, completed: boolean) =>
      apply(
        {
          kind: 'toggle',
          week,
          day: workout.dayNumber,
          exerciseId,
          completed,
          completedAt: new Date().toISOString(),
        },
        'Failed to toggle exercise completion',
      ),
    [apply],
  );

  const complete = useCallback(
    (week: number, workout: DayWorkout, totalDuration = workout.duration) =>
      apply(
        {
          kind: 'complete',
          week,
          day: workout.dayNumber,
          exerciseIds: workout.exercises.map((exercise) => exercise.exerciseId),
          totalDuration,
          completedAt: new Date().toISOString(),
        },
        'Failed to complete workout',
      ),
    [apply],
  );

  return { ...swr, completions: swr.data ?? [], toggle, complete, busyDay };
}
