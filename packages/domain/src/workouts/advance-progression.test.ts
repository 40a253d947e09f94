import { describe, expect, it } from 'vitest';
import { advanceProgression, baselineProgression } from './advance-progression';
import { recommendProgression } from './recommend-progression';

const great = recommendProgression({ completionRate: 1, difficulty: 5, energy: 8 });
const poor = recommendProgression({ completionRate: 0.5, difficulty: 9, energy: 3 });

describe('advanceProgression', () => {
  it('steps volume and intensity up after a great week and takes its recovery verdict', () => {
    expect(advanceProgression(baselineProgression, great, 'moderate')).toEqual({
      volumeLevel: 1,
      intensityLevel: 1,
      recovery: 'less',
    });
  });

  it('steps both down after a poor week with more recovery', () => {
    expect(advanceProgression(baselineProgression, poor, 'moderate')).toEqual({
      volumeLevel: -1,
      intensityLevel: -1,
      recovery: 'more',
    });
  });

  it.each([
    ['conservative', 1],
    ['moderate', 2],
    ['aggressive', 3],
  ] as const)('caps a %s programme at %i steps up', (preference, max) => {
    const top = { volumeLevel: max, intensityLevel: max, recovery: 'same' as const };
    expect(advanceProgression(top, great, preference).volumeLevel).toBe(max);
  });

  it('never goes below two steps down', () => {
    const bottom = { volumeLevel: -2, intensityLevel: -2, recovery: 'more' as const };
    expect(advanceProgression(bottom, poor, 'aggressive')).toMatchObject({
      volumeLevel: -2,
      intensityLevel: -2,
    });
  });

  it('carries the levels over with normal recovery when there was no check-in', () => {
    const previous = { volumeLevel: 1, intensityLevel: -1, recovery: 'more' as const };
    expect(advanceProgression(previous, null, 'moderate')).toEqual({
      volumeLevel: 1,
      intensityLevel: -1,
      recovery: 'same',
    });
  });
});
