import { describe, expect, it } from 'vitest';
import { resolveWeekStatus } from './week-status';

describe('resolveWeekStatus', () => {
  it.each([
    [1, 0, [], 'current'],
    [2, 0, [], 'locked'],
    [1, 1, [1], 'generated'],
    [2, 1, [1], 'current'],
    [3, 1, [1], 'locked'],
    [4, 3, [1, 2, 3], 'current'],
    [4, 4, [1, 2, 3, 4], 'generated'],
    [3, 0, [1, 2], 'current'],
  ] as const)(
    'week %i with current week %i and generated %j is %s',
    (week, currentWeek, generatedWeeks, expected) => {
      expect(resolveWeekStatus(week, { currentWeek, generatedWeeks })).toBe(expected);
    },
  );
});
