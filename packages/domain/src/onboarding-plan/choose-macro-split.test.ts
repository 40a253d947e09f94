import { describe, expect, it } from 'vitest';
import { chooseMacroSplit } from './choose-macro-split';

describe('chooseMacroSplit', () => {
  it.each([
    ['weight-loss', { protein: 35, carbs: 35, fats: 30 }],
    ['muscle-gain', { protein: 30, carbs: 45, fats: 25 }],
    ['strength', { protein: 30, carbs: 45, fats: 25 }],
    ['endurance', { protein: 20, carbs: 55, fats: 25 }],
    ['flexibility', { protein: 25, carbs: 45, fats: 30 }],
    ['general-fitness', { protein: 25, carbs: 45, fats: 30 }],
    ['rehabilitation', { protein: 30, carbs: 40, fats: 30 }],
    ['sport-specific', { protein: 25, carbs: 50, fats: 25 }],
    ['custom:Run a marathon', { protein: 25, carbs: 45, fats: 30 }],
  ])('splits calories for %s as %o, summing to 100', (goal, expected) => {
    const split = chooseMacroSplit(goal);
    expect(split).toEqual(expected);
    expect(split.protein + split.carbs + split.fats).toBe(100);
  });

  it('answers a copy, so changing it never changes the next plan', () => {
    chooseMacroSplit('strength').protein = 99;
    expect(chooseMacroSplit('strength').protein).toBe(30);
  });
});
