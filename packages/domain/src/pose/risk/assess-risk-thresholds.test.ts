import { describe, expect, it } from 'vitest';
import type { Severity } from '../pose-types';
import {
  assessFormDropoff,
  assessRecovery,
  assessVolumeIncrease,
  measureFormDropoffPercent,
} from './assess-risk-thresholds';

describe('risk thresholds', () => {
  it.each<[number, Severity | null]>([
    [14.9, null],
    [15, 'low'],
    [24.9, 'low'],
    [25, 'moderate'],
    [39.9, 'moderate'],
    [40, 'high'],
  ])('a form drop-off of %f%% is %s', (percent, expected) => {
    expect(assessFormDropoff(percent)).toBe(expected);
  });

  it.each<[number, Severity | null]>([
    [19.9, null],
    [20, 'low'],
    [29.9, 'low'],
    [30, 'moderate'],
    [49.9, 'moderate'],
    [50, 'high'],
  ])('a volume increase of %f%% is %s', (percent, expected) => {
    expect(assessVolumeIncrease(percent)).toBe(expected);
  });

  it.each<[number, Severity | null]>([
    [0, 'moderate'],
    [11.9, 'moderate'],
    [12, 'low'],
    [23.9, 'low'],
    [24, null],
    [48, null],
  ])('a recovery of %f hours is %s', (hours, expected) => {
    expect(assessRecovery(hours)).toBe(expected);
  });

  it.each<[number[], number | null]>([
    [[8, 8, 8, 8, 8], null],
    [[8, 8, 8, 6, 6, 6], 25],
    [[10, 10, 10, 10, 10, 10, 6, 6, 6], 40],
    [[6, 6, 6, 8, 8, 8], -100 / 3],
  ])('the drop-off of %j is %f%%', (scores, expected) => {
    const percent = measureFormDropoffPercent(scores);
    if (expected === null) expect(percent).toBeNull();
    else expect(percent).toBeCloseTo(expected, 9);
  });
});
