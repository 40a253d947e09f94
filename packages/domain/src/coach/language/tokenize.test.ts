import { describe, expect, it } from 'vitest';
import { editDistance, isSameWord } from './tokenize';

describe('editDistance', () => {
  it.each([
    ['squat', 'squat', 0],
    ['sqaut', 'squat', 1],
    ['deadlfit', 'deadlift', 1],
    ['squats', 'squat', 1],
    ['lunge', 'lounge', 1],
    ['pressure', 'pressups', 2],
  ])('%s → %s is %i', (a, b, distance) => {
    expect(editDistance(a, b, 3)).toBe(distance);
  });

  it('gives up past the limit', () => {
    expect(editDistance('kettlebell', 'treadmill', 2)).toBe(3);
  });
});

describe('isSameWord', () => {
  it('forgives a swapped pair of letters in a longer word, not a different short word', () => {
    expect(isSameWord('sqaut', 'squat')).toBe(true);
    expect(isSameWord('row', 'rod')).toBe(false);
  });
});
