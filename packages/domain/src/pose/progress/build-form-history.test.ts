import { describe, expect, it } from 'vitest';
import { MS_PER_DAY } from '../pose-constants';
import { buildHistory } from '../test-support/build-results';
import { buildFormHistory } from './build-form-history';
import { initialProgressState, type ProgressState } from './progress-types';

const NOW = 1_800_000_000_000;

function stateWith(averages: number[]): ProgressState {
  return {
    ...initialProgressState,
    exerciseHistory: {
      Squats: buildHistory('Squats', averages, NOW, { bestFormScore: 9.5, formConsistency: 0.8 }),
    },
  };
}

describe('buildFormHistory', () => {
  it('lists each session of the timeframe oldest first with average, best and consistency', () => {
    const history = buildFormHistory(stateWith([6, 7, 8]), 'Squats', 'week', NOW);
    expect(history).toEqual([
      expect.objectContaining({ sessionId: 's1', date: NOW - 2 * MS_PER_DAY, averageFormScore: 6 }),
      expect.objectContaining({ sessionId: 's2', averageFormScore: 7 }),
      {
        sessionId: 's3',
        date: NOW,
        averageFormScore: 8,
        bestFormScore: 9.5,
        formConsistency: 0.8,
        totalReps: 10,
      },
    ]);
  });

  it.each([
    ['week', 7],
    ['twoWeeks', 14],
    ['month', 30],
    ['threeMonths', 40],
  ] as const)(
    'keeps only the sessions of the last %s (%i of 40 daily sessions)',
    (timeframe, count) => {
      const state = stateWith(Array.from({ length: 40 }, () => 7));
      expect(buildFormHistory(state, 'Squats', timeframe, NOW)).toHaveLength(count);
    },
  );

  it('answers nothing for an exercise never trained', () => {
    expect(buildFormHistory(stateWith([7]), 'Deadlifts', 'month', NOW)).toEqual([]);
  });
});
