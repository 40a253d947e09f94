import { describe, expect, it } from 'vitest';
import { convertHeightToCm } from './convert-height-to-cm';
import { convertWeightToKg } from './convert-weight-to-kg';

describe('convertWeightToKg', () => {
  it.each([
    [0, 0],
    [1, 0.45359237],
    [70, 31.7514659],
    [182, 82.55381134],
    [800, 362.873896],
  ])('converts %f lb to %f kg', (weightLb, expected) => {
    expect(convertWeightToKg(weightLb)).toBeCloseTo(expected, 6);
  });
});

describe('convertHeightToCm', () => {
  it.each([
    [3, 0, 91.44],
    [5, 10, 177.8],
    [6, 0, 182.88],
    [8, 11, 271.78],
  ])('converts %i ft %i in to %f cm', (feet, inches, expected) => {
    expect(convertHeightToCm(feet, inches)).toBeCloseTo(expected, 6);
  });
});
