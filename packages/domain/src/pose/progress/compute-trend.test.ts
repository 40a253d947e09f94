import { describe, expect, it } from 'vitest';
import { assessPlateauRisk, classifyTrend, computeSlope } from './compute-trend';

describe('computeSlope', () => {
  it.each<[number[], number]>([
    [[], 0],
    [[5], 0],
    [[1, 2, 3], 1],
    [[3, 2, 1], -1],
    [[5, 5, 5, 5], 0],
  ])('the slope of %j is %f', (values, expected) => {
    expect(computeSlope(values)).toBeCloseTo(expected, 9);
  });
});

describe('classifyTrend (progress threshold 0.1)', () => {
  it.each<[number[], string]>([
    [[1, 9], 'insufficient_data'],
    [[7, 7.1, 7.2], 'stable'],
    [[7, 7.11, 7.22], 'improving'],
    [[7, 6.9, 6.8], 'stable'],
    [[7, 6.89, 6.78], 'declining'],
  ])('%j is %s', (values, expected) => {
    expect(classifyTrend(values, 0.1)).toBe(expected);
  });
});

describe('assessPlateauRisk', () => {
  it.each<[number[], string]>([
    [[7, 7, 7, 7], 'low'],
    [[7, 7, 7, 7, 7], 'high'],
    [[7, 7.1, 7.2, 7.3, 7.4], 'high'],
    [[7, 7.15, 7.3, 7.45, 7.6], 'medium'],
    [[7, 7.3, 7.6, 7.9, 8.2], 'low'],
    [[1, 9, 7, 7.1, 7.2, 7.3, 7.4], 'high'],
  ])('%j has %s plateau risk', (values, expected) => {
    expect(assessPlateauRisk(values, 0.1)).toBe(expected);
  });
});
