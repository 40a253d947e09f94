import { describe, expect, it } from 'vitest';
import { MS_PER_DAY } from '../pose-constants';
import type { Severity } from '../pose-types';
import {
  computeRiskScore,
  determineOverallRisk,
  isRiskFactorActive,
  weighRiskFactor,
} from './compute-risk-score';
import type { OverallRisk, RiskFactor } from './risk-types';

const NOW = 1_800_000_000_000;

function factor(severity: Severity, ageDays = 0, dismissed = false): RiskFactor {
  return {
    id: `${severity}-${ageDays}`,
    type: 'back_rounding',
    severity,
    exercise: 'deadlift',
    description: '',
    evidence: [],
    recommendations: [],
    timeToAddress: '',
    detectedAt: NOW - ageDays * MS_PER_DAY,
    dismissedAt: dismissed ? NOW : null,
  };
}

describe('weighRiskFactor', () => {
  it.each<[Severity, number, number]>([
    ['critical', 0, 40],
    ['high', 0, 25],
    ['moderate', 0, 15],
    ['low', 0, 5],
    ['critical', 15, 20],
    ['critical', 27, 4],
    ['critical', 28, 4],
    ['high', 29.9, 2.5],
  ])(
    'a %s factor %f days old weighs %f (linear decay, floor 0.1)',
    (severity, ageDays, expected) => {
      expect(weighRiskFactor(factor(severity, ageDays), NOW)).toBeCloseTo(expected, 9);
    },
  );
});

describe('isRiskFactorActive', () => {
  it.each<[number, boolean, boolean]>([
    [29.99, false, true],
    [30, false, false],
    [0, true, false],
  ])('a factor %f days old (dismissed: %s) is active: %s', (ageDays, dismissed, expected) => {
    expect(isRiskFactorActive(factor('low', ageDays, dismissed), NOW)).toBe(expected);
  });
});

describe('computeRiskScore', () => {
  it.each<[string, RiskFactor[], number]>([
    ['no factors', [], 0],
    ['one high and one low', [factor('high'), factor('low')], 30],
    ['decayed and inactive factors', [factor('critical', 15), factor('critical', 31)], 20],
    [
      'three critical, capped at 100',
      [factor('critical'), factor('critical'), factor('critical')],
      100,
    ],
    ['a dismissed factor', [factor('critical', 0, true)], 0],
  ])('%s score %i', (_, factors, expected) => {
    expect(computeRiskScore(factors, NOW)).toBe(expected);
  });
});

describe('determineOverallRisk', () => {
  it.each<[Severity[], OverallRisk]>([
    [[], 'low'],
    [['low', 'low', 'low', 'low'], 'low'],
    [['moderate', 'moderate'], 'low'],
    [['moderate', 'moderate', 'moderate'], 'moderate'],
    [['high'], 'moderate'],
    [['high', 'moderate'], 'moderate'],
    [['high', 'moderate', 'moderate'], 'high'],
    [['high', 'high'], 'high'],
    [['critical'], 'critical'],
    [['critical', 'low'], 'critical'],
  ])('%j is %s', (severities, expected) => {
    expect(
      determineOverallRisk(
        severities.map((s) => factor(s)),
        NOW,
      ),
    ).toBe(expected);
  });

  it('ignores inactive factors', () => {
    expect(determineOverallRisk([factor('critical', 30), factor('critical', 0, true)], NOW)).toBe(
      'low',
    );
  });
});
