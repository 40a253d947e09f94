import { describe, expect, it } from 'vitest';
import { calculateGoalProgress, roundTo } from './calculate-goal-progress';

describe('calculateGoalProgress', () => {
  it.each([
    { currentValue: 0, targetValue: 10, expected: 0 },
    { currentValue: 2.5, targetValue: 10, expected: 25 },
    { currentValue: 1, targetValue: 3, expected: 33.3 },
    { currentValue: 2, targetValue: 3, expected: 66.7 },
    { currentValue: 9.99, targetValue: 10, expected: 99.9 },
    { currentValue: 10, targetValue: 10, expected: 100 },
    { currentValue: 10.01, targetValue: 10, expected: 100 },
    { currentValue: 80, targetValue: 75, expected: 100 },
    { currentValue: 5, targetValue: 0, expected: 0 },
    { currentValue: 5, targetValue: -1, expected: 0 },
    { currentValue: -3, targetValue: 10, expected: 0 },
  ])(
    'is $expected % for $currentValue of $targetValue',
    ({ currentValue, targetValue, expected }) => {
      expect(calculateGoalProgress({ currentValue, targetValue })).toBe(expected);
    },
  );
});

describe('roundTo', () => {
  it.each([
    [1.25, 1, 1.3],
    [-1.25, 1, -1.3],
    [-0.04, 1, 0],
    [2, 1, 2],
  ])('rounds %d to %d places as %d', (value, decimals, expected) => {
    expect(Object.is(roundTo(value, decimals), expected)).toBe(true);
  });
});
