import { describe, expect, it } from 'vitest';
import { baselineProgression } from './advance-progression';
import { buildTestCatalogue } from './engine-test-fixtures';
import { prescribeExerciseDose, type DoseContext } from './prescribe-exercise-dose';

const strength: DoseContext = {
  goal: 'STRENGTH',
  level: 'ADVANCED',
  intensity: 'MODERATE',
  levels: baselineProgression,
  isDeloadWeek: false,
  maxRpe: 8,
};

describe('prescribeExerciseDose', () => {
  const strengthMove = buildTestCatalogue().find(
    (exercise) =>
      !exercise.isTimed &&
      !['cardio', 'conditioning', 'stretch', 'mobility', 'balance'].includes(exercise.pattern),
  )!;

  it('gives loaded strength work the goal’s low reps', () => {
    const loaded = { ...strengthMove, equipment: ['Barbell'] };
    expect(prescribeExerciseDose(loaded, strength).reps).toBe(5);
  });

  it('never gives a bodyweight move fewer than 8 reps, whatever the goal', () => {
    const bodyweight = { ...strengthMove, equipment: ['Bodyweight Only'] };
    expect(prescribeExerciseDose(bodyweight, strength).reps).toBe(8);
    expect(prescribeExerciseDose(bodyweight, { ...strength, goal: 'WEIGHT_LOSS' }).reps).toBe(12);
  });
});
