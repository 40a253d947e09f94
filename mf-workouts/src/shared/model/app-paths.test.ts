import { coachWorkoutQueryParam, type StartCoachWorkout } from '@repwise/contracts/coach';
import { describe, expect, it } from 'vitest';
import { buildActiveWorkoutPath, readActiveWorkoutSource } from './app-paths';

const coachWorkout: StartCoachWorkout = {
  name: '15-Minute Bodyweight Session',
  exercises: [
    { exerciseId: 'burpee', name: 'Burpee', sets: 3, reps: 10, duration: null, rest: 45 },
    { exerciseId: 'plank', name: 'Plank Hold', sets: 3, reps: null, duration: 30, rest: 30 },
  ],
};

function searchOf(path: string): string {
  return new URL(path, 'http://localhost').search;
}

describe('the active workout path', () => {
  it.each([
    [{ week: 2, day: 3 }, '/app/workout?view=active&week=2&day=3'],
    [{ exerciseId: 'goblet-squat' }, '/app/workout?view=active&exercise=goblet-squat'],
    [{}, '/app/workout?view=active'],
  ])('builds %j as %s and reads it back', (source, path) => {
    expect(buildActiveWorkoutPath(source)).toBe(path);
    expect(readActiveWorkoutSource(searchOf(path))).toEqual(source);
  });

  it('carries a composed workout in ?coachWorkout= and reads it back', () => {
    const path = buildActiveWorkoutPath({ coachWorkout });
    expect(path).toMatch(/^\/app\/workout\?view=active&coachWorkout=/);
    expect(readActiveWorkoutSource(searchOf(path))).toEqual({ coachWorkout });
  });

  it('prefers a plan day, then a composed workout, then a library exercise', () => {
    const query = new URLSearchParams({
      view: 'active',
      exercise: 'goblet-squat',
      [coachWorkoutQueryParam]: JSON.stringify(coachWorkout),
    });
    expect(readActiveWorkoutSource(`?${query}&week=1&day=2`)).toEqual({ week: 1, day: 2 });
    expect(readActiveWorkoutSource(`?${query}`)).toEqual({ coachWorkout });
  });

  it.each([
    ['not JSON', '{"name":'],
    ['no exercises', JSON.stringify({ name: 'Empty', exercises: [] })],
    [
      'a tampered exercise',
      JSON.stringify({ ...coachWorkout, exercises: [{ exerciseId: 'x', name: 'X', sets: -1 }] }),
    ],
  ])('ignores a composed workout that is %s', (_case, value) => {
    const query = new URLSearchParams({ view: 'active', [coachWorkoutQueryParam]: value });
    expect(readActiveWorkoutSource(`?${query}`)).toEqual({});
    query.set('exercise', 'goblet-squat');
    expect(readActiveWorkoutSource(`?${query}`)).toEqual({ exerciseId: 'goblet-squat' });
  });
});
