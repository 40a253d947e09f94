import { describe, expect, it } from 'vitest';
import { calculateCalorieTarget, type CalorieTargetInput } from './calculate-calorie-target';

// 80 kg, 180 cm, 30 years: 10w + 6.25h − 5a = 1775 kcal before the sex constant.
const adult: CalorieTargetInput = {
  weightKg: 80,
  heightCm: 180,
  ageYears: 30,
  biologicalSex: 'male',
  activityLevel: 'sedentary',
  primaryGoal: 'general-fitness',
  isPregnant: false,
};

describe('calculateCalorieTarget', () => {
  it.each([
    ['male', 2140], // (1775 + 5) × 1.2 = 2136
    ['female', 1940], // (1775 − 161) × 1.2 = 1936.8
    ['other', 2040], // (1775 − 78) × 1.2 = 2036.4, the average of both formulas
    ['prefer-not-to-say', 2040],
    ['custom:Intersex', 2040],
  ])('uses the %s formula: %i kcal at maintenance', (biologicalSex, expected) => {
    expect(calculateCalorieTarget({ ...adult, biologicalSex })).toBe(expected);
  });

  it.each([
    ['sedentary', 2140], // 1780 × 1.2 = 2136
    ['lightly-active', 2450], // × 1.375 = 2447.5
    ['moderately-active', 2760], // × 1.55 = 2759
    ['very-active', 3070], // × 1.725 = 3070.5
    ['extremely-active', 3380], // × 1.9 = 3382
    ['custom:Shift work', 2140], // unlisted counts as sedentary
  ])('multiplies by the %s activity factor: %i kcal', (activityLevel, expected) => {
    expect(calculateCalorieTarget({ ...adult, activityLevel })).toBe(expected);
  });

  it.each([
    ['weight-loss', 2260], // 2759 − 500
    ['muscle-gain', 3060], // 2759 + 300
    ['strength', 2760],
    ['endurance', 2760],
    ['custom:Climb a mountain', 2760],
  ])('adjusts for a %s goal: %i kcal', (primaryGoal, expected) => {
    expect(
      calculateCalorieTarget({ ...adult, activityLevel: 'moderately-active', primaryGoal }),
    ).toBe(expected);
  });

  it.each([
    // 60 kg, 160 cm, 40 y, sedentary: women 1239 × 1.2 = 1486.8; − 500 = 986.8 → floored.
    ['female', 1200],
    ['other', 1350], // 1322 × 1.2 − 500 = 1086.4 → the average floor
  ])('floors a %s weight-loss target at %i kcal', (biologicalSex, expected) => {
    const input = { weightKg: 60, heightCm: 160, ageYears: 40, biologicalSex };
    expect(calculateCalorieTarget({ ...adult, ...input, primaryGoal: 'weight-loss' })).toBe(
      expected,
    );
  });

  it('floors a male weight-loss target at 1500 kcal', () => {
    // 60 kg, 165 cm, 50 y: 1386.25 × 1.2 = 1663.5; − 500 = 1163.5.
    const input = { weightKg: 60, heightCm: 165, ageYears: 50, primaryGoal: 'weight-loss' };
    expect(calculateCalorieTarget({ ...adult, ...input })).toBe(1500);
  });

  it('keeps maintenance when maintenance is already below the floor', () => {
    // 45 kg, 150 cm, 60 y woman: 926.5 × 1.2 = 1111.8, under 1200; raising it would be a surplus.
    const input = { weightKg: 45, heightCm: 150, ageYears: 60, biologicalSex: 'female' };
    expect(calculateCalorieTarget({ ...adult, ...input, primaryGoal: 'weight-loss' })).toBe(1110);
  });

  it.each([
    ['pregnant adult', { isPregnant: true }, 1940],
    ['17-year-old', { ageYears: 17 }, 2010], // (1840 − 161) × 1.2 = 2014.8, no deficit
    ['18-year-old', { ageYears: 18 }, 1510], // (1835 − 161) × 1.2 − 500 = 1508.8
  ])(
    'applies a weight-loss deficit to a %s only from adulthood and not in pregnancy',
    (_who, overrides, expected) => {
      const input = { ...adult, biologicalSex: 'female', primaryGoal: 'weight-loss', ...overrides };
      expect(calculateCalorieTarget(input)).toBe(expected);
    },
  );

  it('keeps the muscle-gain surplus during pregnancy', () => {
    const input = {
      ...adult,
      biologicalSex: 'female',
      primaryGoal: 'muscle-gain',
      isPregnant: true,
    };
    expect(calculateCalorieTarget(input)).toBe(2240); // 1936.8 + 300
  });
});
