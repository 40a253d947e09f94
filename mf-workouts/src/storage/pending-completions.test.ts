import { describe, expect, it } from 'vitest';
import {
  applyCompletionOp,
  enqueueCompletionOp,
  type PendingCompletionOp,
} from './pending-completions';

const owner = { planId: 'plan-1', userId: 'user-1' };
const tick = (exerciseId: string, completed = true): PendingCompletionOp => ({
  kind: 'toggle',
  week: 1,
  day: 2,
  exerciseId,
  completed,
  completedAt: '2026-11-17T08:00:00.000Z',
});

describe('applyCompletionOp', () => {
  it('creates the day record with a temporary id on the first tick', () => {
    const [record] = applyCompletionOp([], tick('squat'), owner);
    expect(record).toMatchObject({ id: 'local-plan-1-1-2', week: 1, day: 2, completedAt: null });
    expect(record?.exercises).toEqual([
      { exerciseId: 'squat', completed: true, completedAt: '2026-11-17T08:00:00.000Z' },
    ]);
  });

  it('updates the same record when an exercise is unticked', () => {
    const ticked = applyCompletionOp([], tick('squat'), owner);
    const unticked = applyCompletionOp(ticked, tick('squat', false), owner);
    expect(unticked).toHaveLength(1);
    expect(unticked[0]?.exercises).toEqual([
      { exerciseId: 'squat', completed: false, completedAt: null },
    ]);
  });

  it('marks every exercise done and sets completedAt and totalDuration on Complete Workout', () => {
    const ticked = applyCompletionOp([], tick('squat'), owner);
    const [record] = applyCompletionOp(
      ticked,
      {
        kind: 'complete',
        week: 1,
        day: 2,
        exerciseIds: ['squat', 'plank'],
        totalDuration: 40,
        completedAt: '2026-11-17T09:00:00.000Z',
      },
      owner,
    );
    expect(record?.completedAt).toBe('2026-11-17T09:00:00.000Z');
    expect(record?.totalDuration).toBe(40);
    expect(record?.exercises.map((exercise) => exercise.completed)).toEqual([true, true]);
    expect(record?.exercises[0]?.completedAt).toBe('2026-11-17T08:00:00.000Z');
  });
});

describe('enqueueCompletionOp', () => {
  it('keeps only the latest tick of an exercise, so a replay sends each change once', () => {
    const queue = enqueueCompletionOp(enqueueCompletionOp([], tick('squat')), tick('squat', false));
    expect(queue).toEqual([tick('squat', false)]);
  });
});
