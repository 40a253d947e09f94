import { describe, expect, it } from 'vitest';
import { findExercise } from './find-exercise';

describe('findExercise', () => {
  it.each([
    ['How deep should I squat?', 'squat'],
    ['My ROMANIAN deadlift feels off', 'romanian-deadlift'],
    ['deadlifts today', 'deadlift'],
    ['press-ups or push ups?', 'push-up'],
    ['rdl depth', 'romanian-deadlift'],
    ['I want to grow', null],
    ['throw the ball', null],
  ])('finds "%s" → %s', (message, id) => {
    expect(findExercise(message)?.id ?? null).toBe(id);
  });
});
