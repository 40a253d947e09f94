import { describe, expect, it } from 'vitest';
import { buildProgressMetrics } from './build-progress-metrics';

const consistency = 'Workout consistency (sessions completed each week)';

describe('buildProgressMetrics', () => {
  it.each([
    ['weight-loss', ['Body weight', 'Waist circumference', consistency]],
    ['flexibility', ['Range of motion', consistency]],
    ['rehabilitation', ['Pain level (0-10)', 'Range of motion', consistency]],
    ['custom:Hike the Alps', [consistency, 'Energy level']],
  ])('tracks %s with %o', (goal, expected) => {
    expect(buildProgressMetrics(goal, [])).toEqual(expected);
  });

  it('adds secondary-goal metrics after the primary ones, without repeats', () => {
    expect(
      buildProgressMetrics('general-fitness', ['better-sleep', 'energy-boost', 'confidence']),
    ).toEqual(['Body weight', 'Energy level', consistency, 'Sleep quality']);
  });

  it('repeats nothing when two secondary goals share a metric', () => {
    expect(buildProgressMetrics('rehabilitation', ['pain-relief'])).toEqual([
      'Pain level (0-10)',
      'Range of motion',
      consistency,
    ]);
  });
});
