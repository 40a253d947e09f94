import { workoutCompletionSchema, type WorkoutCompletion } from '@repwise/contracts/workouts';
import type { Parser } from '../api/parse-answer';

/** A completion change made offline, replayed in order when the server is reachable again. */
export type PendingCompletionOp =
  | {
      kind: 'toggle';
      week: number;
      day: number;
      exerciseId: string;
      completed: boolean;
      completedAt: string;
    }
  | {
      kind: 'complete';
      week: number;
      day: number;
      exerciseIds: string[];
      totalDuration: number;
      completedAt: string;
    };

/** What `workout_completions_{planId}` holds: the plan's records as last seen, plus queued changes. */
export interface CachedCompletions {
  completions: WorkoutCompletion[];
  pending: PendingCompletionOp[];
}

function isPendingOp(value: unknown): value is PendingCompletionOp {
  if (typeof value !== 'object' || value === null) return false;
  const field = (name: string) => Reflect.get(value, name);
  const isDay = typeof field('week') === 'number' && typeof field('day') === 'number';
  if (!isDay || typeof field('completedAt') !== 'string') return false;
  if (field('kind') === 'toggle') {
    return typeof field('exerciseId') === 'string' && typeof field('completed') === 'boolean';
  }
  const exerciseIds = field('exerciseIds');
  return (
    field('kind') === 'complete' &&
    typeof field('totalDuration') === 'number' &&
    Array.isArray(exerciseIds) &&
    exerciseIds.every((id) => typeof id === 'string')
  );
}

/** Reads a cached completions entry; anything malformed reads as not cached. */
export const cachedCompletionsParser: Parser<CachedCompletions> = {
  safeParse(value) {
    const invalid = { success: false, error: { message: 'not a completions cache' } } as const;
    if (typeof value !== 'object' || value === null) return invalid;
    const completions = workoutCompletionSchema
      .array()
      .safeParse(Reflect.get(value, 'completions'));
    const pending = Reflect.get(value, 'pending');
    if (!completions.success || !Array.isArray(pending) || !pending.every(isPendingOp))
      return invalid;
    return { success: true, data: { completions: completions.data, pending } };
  },
};

/**
 * The records with one change applied locally, as the server would apply it: a tick creates or
 * updates that day's record (temporary id until the server answers); Complete Workout ticks every
 * exercise and sets completedAt and totalDuration (spec 03 §4 "Day completion").
 */
export function applyCompletionOp(
  completions: readonly WorkoutCompletion[],
  op: PendingCompletionOp,
  { planId, userId }: { planId: string; userId: string },
): WorkoutCompletion[] {
  const existing = completions.find((record) => record.week === op.week && record.day === op.day);
  const base: WorkoutCompletion = existing ?? {
    id: `local-${planId}-${op.week}-${op.day}`,
    userId,
    planId,
    week: op.week,
    day: op.day,
    exercises: [],
    completedAt: null,
    totalDuration: null,
    notes: null,
  };
  const next: WorkoutCompletion =
    op.kind === 'toggle'
      ? {
          ...base,
          exercises: [
            ...base.exercises.filter((exercise) => exercise.exerciseId !== op.exerciseId),
            {
              exerciseId: op.exerciseId,
              completed: op.completed,
              completedAt: op.completed ? op.completedAt : null,
            },
          ],
        }
      : {
          ...base,
          exercises: op.exerciseIds.map((exerciseId) => ({
            exerciseId,
            completed: true,
            completedAt:
              base.exercises.find((exercise) => exercise.exerciseId === exerciseId)?.completedAt ??
              op.completedAt,
          })),
          completedAt: op.completedAt,
          totalDuration: op.totalDuration,
        };
  return existing
    ? completions.map((record) => (record === existing ? next : record))
    : [...completions, next];
}

/** The queue with one more change; a later tick of the same exercise replaces an earlier one. */
export function enqueueCompletionOp(
  pending: readonly PendingCompletionOp[],
  op: PendingCompletionOp,
): PendingCompletionOp[] {
  if (op.kind === 'complete') return [...pending, op];
  return [
    ...pending.filter(
      (queued) =>
        !(
          queued.kind === 'toggle' &&
          queued.week === op.week &&
          queued.day === op.day &&
          queued.exerciseId === op.exerciseId
        ),
    ),
    op,
  ];
}
