import { describe, expect, it } from 'vitest';
import { progressionMotivation, recommendProgression } from './recommend-progression';

const steady = { completionRate: 0.8, difficulty: 7, energy: 6 };

describe('recommendProgression', () => {
  it.each([
    [{ completionRate: 0.9, difficulty: 6, energy: 7 }, 'increase'],
    [{ completionRate: 0.89, difficulty: 6, energy: 7 }, 'maintain'],
    [{ completionRate: 0.9, difficulty: 7, energy: 7 }, 'maintain'],
    [{ completionRate: 0.9, difficulty: 6, energy: 6 }, 'maintain'],
    [{ completionRate: 0.7, difficulty: 7, energy: 5 }, 'maintain'],
    [{ completionRate: 0.69, difficulty: 5, energy: 8 }, 'decrease'],
    [{ completionRate: 1, difficulty: 8, energy: 9 }, 'decrease'],
    [{ completionRate: 1, difficulty: 7, energy: 5 }, 'maintain'],
    [{ completionRate: 1, difficulty: 5, energy: 4 }, 'decrease'],
  ])('volume for %o is %s', (checkIn, expected) => {
    expect(recommendProgression(checkIn).volumeAdjustment).toBe(expected);
  });

  it.each([
    [{ completionRate: 0.85, difficulty: 7, energy: 6 }, 'increase'],
    [{ completionRate: 0.84, difficulty: 7, energy: 6 }, 'maintain'],
    [{ completionRate: 0.85, difficulty: 8, energy: 6 }, 'maintain'],
    [{ completionRate: 0.85, difficulty: 7, energy: 5 }, 'maintain'],
    [{ completionRate: 1, difficulty: 9, energy: 8 }, 'decrease'],
    [{ completionRate: 1, difficulty: 8, energy: 4 }, 'maintain'],
    [{ completionRate: 1, difficulty: 5, energy: 3 }, 'decrease'],
  ])('intensity for %o is %s', (checkIn, expected) => {
    expect(recommendProgression(checkIn).intensityAdjustment).toBe(expected);
  });

  it.each([
    [{ ...steady, energy: 4 }, 'more'],
    [{ ...steady, energy: 5, difficulty: 7 }, 'same'],
    [{ ...steady, energy: 6, difficulty: 8 }, 'more'],
    [{ ...steady, energy: 8, difficulty: 6 }, 'less'],
    [{ ...steady, energy: 7, difficulty: 6 }, 'same'],
    [{ ...steady, energy: 8, difficulty: 7 }, 'same'],
  ])('recovery for %o is %s', (checkIn, expected) => {
    expect(recommendProgression(checkIn).recoveryAdjustment).toBe(expected);
  });

  it.each([
    [0.9, progressionMotivation.excellent],
    [0.89, progressionMotivation.steady],
    [0.7, progressionMotivation.steady],
    [0.69, progressionMotivation.restart],
  ])('motivation at completion %s is its tier', (completionRate, expected) => {
    expect(recommendProgression({ ...steady, completionRate }).motivation).toBe(expected);
  });
});
