import { describe, expect, it } from 'vitest';
import { addSetToExerciseResult, createExerciseResult } from './add-set-to-exercise-result';
import type { SetResult } from './progress-types';

function set(setNumber: number, formScores: number[]): SetResult {
  const average = formScores.length ? formScores.reduce((a, b) => a + b, 0) / formScores.length : 0;
  return {
    setNumber,
    reps: formScores.length,
    formScores,
    averageFormScore: average,
    analyses: [],
    duration: 30,
  };
}

describe('addSetToExerciseResult', () => {
  it('keeps running totals across sets', () => {
    let result = addSetToExerciseResult(createExerciseResult('Squats'), set(1, [9, 8, 7]), {
      safetyIssues: ['Knees caving'],
      concerns: ['Depth'],
    });
    result = addSetToExerciseResult(result, set(2, [6, 9]), {
      safetyIssues: ['Knees caving'],
      concerns: ['Depth'],
    });
    expect(result).toMatchObject({
      totalReps: 5,
      averageFormScore: 7.8,
      bestFormScore: 9,
      worstFormScore: 6,
      formConsistency: 0.7,
      safetyIssues: ['Knees caving', 'Knees caving'],
      concerns: ['Depth'],
    });
    expect(result.sets).toHaveLength(2);
  });

  it.each<[number[], number]>([
    [[8, 8, 8], 1],
    [[10, 1], 0.1],
    [[7.5, 9.2], 0.83],
  ])('form consistency of %j is %f (1 − spread / 10)', (scores, expected) => {
    expect(
      addSetToExerciseResult(createExerciseResult('Squats'), set(1, scores)).formConsistency,
    ).toBe(expected);
  });

  it('adds only the reps of a set without scores', () => {
    const result = addSetToExerciseResult(createExerciseResult('Squats'), {
      ...set(1, []),
      reps: 12,
    });
    expect(result).toMatchObject({ totalReps: 12, averageFormScore: 0, formConsistency: 1 });
  });
});
