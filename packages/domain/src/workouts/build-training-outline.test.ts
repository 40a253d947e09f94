import { describe, expect, it } from 'vitest';
import { buildTrainingOutline, shiftIntensity } from './build-training-outline';
import { buildRequirements } from './engine-test-fixtures';

describe('buildTrainingOutline', () => {
  it('names the programme after level and goal and spans 4 weeks', () => {
    const outline = buildTrainingOutline(
      buildRequirements({ primaryGoal: 'STRENGTH', fitnessLevel: 'ADVANCED' }),
    );
    expect(outline.programName).toBe('4-Week Advanced Strength Program');
    expect(outline.difficulty).toBe('ADVANCED');
    expect(outline.totalDuration).toBe(4);
    expect(outline.weeklyThemes.map((theme) => theme.week)).toEqual([1, 2, 3, 4]);
    expect(outline.progressMetrics.length).toBeLessThanOrEqual(4);
  });

  it.each([
    ['BEGINNER', 'moderate', ['LOW', 'MODERATE', 'MODERATE', 'LOW']],
    ['INTERMEDIATE', 'moderate', ['MODERATE', 'MODERATE', 'HIGH', 'MODERATE']],
    ['INTERMEDIATE', 'conservative', ['MODERATE', 'LOW', 'MODERATE', 'MODERATE']],
    ['INTERMEDIATE', 'aggressive', ['MODERATE', 'HIGH', 'MAXIMUM', 'MODERATE']],
    ['ATHLETE', 'moderate', ['HIGH', 'HIGH', 'MAXIMUM', 'MODERATE']],
  ] as const)(
    'a %s on a %s progression trains at %j',
    (fitnessLevel, progressionPreference, expected) => {
      const outline = buildTrainingOutline(
        buildRequirements({ fitnessLevel, progressionPreference }),
      );
      expect(outline.weeklyThemes.map((theme) => theme.intensity)).toEqual(expected);
    },
  );

  it.each(['hypertension', 'heart-condition', 'pregnancy'] as const)(
    'keeps every week at MODERATE or below with %s',
    (condition) => {
      const outline = buildTrainingOutline(
        buildRequirements({
          fitnessLevel: 'ATHLETE',
          progressionPreference: 'aggressive',
          conditions: [condition],
        }),
      );
      expect(
        outline.weeklyThemes.every(
          (theme) => theme.intensity === 'LOW' || theme.intensity === 'MODERATE',
        ),
      ).toBe(true);
    },
  );

  it('keeps rehabilitation at LOW', () => {
    const outline = buildTrainingOutline(
      buildRequirements({ primaryGoal: 'REHABILITATION', fitnessLevel: 'ADVANCED' }),
    );
    expect(outline.weeklyThemes.every((theme) => theme.intensity === 'LOW')).toBe(true);
  });

  it('mentions two-weekly check-ins in the strategy', () => {
    const outline = buildTrainingOutline(buildRequirements({ checkInFrequency: 'biweekly' }));
    expect(outline.progressionStrategy.volumeProgression).toMatch(/every two weeks/);
  });
});

describe('shiftIntensity', () => {
  it.each([
    ['LOW', -1, 'MAXIMUM', 'LOW'],
    ['MODERATE', 1, 'MAXIMUM', 'HIGH'],
    ['HIGH', 1, 'MODERATE', 'MODERATE'],
    ['MAXIMUM', 1, 'MAXIMUM', 'MAXIMUM'],
  ] as const)('%s moved %i under cap %s is %s', (intensity, steps, cap, expected) => {
    expect(shiftIntensity(intensity, steps, cap)).toBe(expected);
  });
});
