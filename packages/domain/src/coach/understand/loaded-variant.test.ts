import { describe, expect, it } from 'vitest';
import { fixtureCatalogue } from '../coach-fixtures.test-helpers';
import { exerciseMatcherFor, type CoachExercise } from './exercise-matcher';
import { understandAlone } from './understand-message';

const backSquat: CoachExercise = {
  ...(fixtureCatalogue.find((exercise) => exercise.name === 'Bodyweight Squat') as CoachExercise),
  id: 'barbell-back-squat',
  name: 'Barbell Back Squat',
  equipment: ['Barbell'],
  aliases: ['back squat'],
};
const matcher = exerciseMatcherFor([...fixtureCatalogue, backSquat]);

describe('a lift named by its movement alone, under a load', () => {
  it.each([
    'knees cave on heavy squats, what do i do',
    'how deep should i squat at 100kg',
    'my squats at 80% feel slow',
  ])('reads "%s" as the barbell lift', (message) => {
    expect(understandAlone(message, matcher).exercise?.name).toBe('Barbell Back Squat');
  });

  it.each(['how do i do squats', 'bodyweight squats for max reps, how many'])(
    'keeps "%s" on the bodyweight squat',
    (message) => {
      expect(understandAlone(message, matcher).exercise?.name).toBe('Bodyweight Squat');
    },
  );
});
