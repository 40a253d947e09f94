import { describe, expect, it } from 'vitest';
import type { RepFault } from './form-fault-types';
import { scoreRepFaults } from './score-rep-faults';

const fault = (name: RepFault['fault'], severity: RepFault['severity']): RepFault => ({
  fault: name,
  severity,
  atMs: 0,
  measure: 0,
  unit: 'deg',
});

describe('scoreRepFaults', () => {
  it.each<[string, RepFault[], number, number]>([
    ['a clean rep with perfect frames', [], 10, 10],
    ['a clean rep whose frames averaged 6 loses 0.4', [], 6, 9.6],
    ['a clean rep never drops below 9.1', [], 1, 9.1],
    ['a mild fault costs its deduction only', [fault('knee-valgus', 'mild')], 10, 9],
    ['a moderate fault caps the rep at 7', [fault('hips-rise-early', 'moderate')], 10, 7],
    ['a moderate rounded back costs 3', [fault('rounded-back', 'moderate')], 10, 7],
    ['a severe rounded back costs 5', [fault('rounded-back', 'severe')], 10, 5],
    ['a shallow squat costs 4', [fault('shallow-depth', 'moderate')], 8, 5.8],
    [
      'faults add up, never below 1',
      [fault('rounded-back', 'severe'), fault('hips-rise-early', 'severe')],
      1,
      2.1,
    ],
    [
      'the floor is 1',
      [
        fault('shallow-depth', 'severe'),
        fault('forward-lean', 'severe'),
        fault('knee-valgus', 'severe'),
      ],
      1,
      1,
    ],
  ])('%s', (_, faults, meanFrameQuality, expected) => {
    expect(scoreRepFaults(faults, meanFrameQuality)).toBe(expected);
  });

  it('keeps a clean rep at least 2 points above any rep with a moderate fault', () => {
    const worstClean = scoreRepFaults([], 1);
    const bestFaulty = scoreRepFaults([fault('knee-valgus', 'moderate')], 10);
    expect(worstClean - bestFaulty).toBeGreaterThanOrEqual(2);
  });
});
