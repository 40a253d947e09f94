import { describe, expect, it } from 'vitest';
import { findLongestStreak } from './find-longest-streak';

describe('findLongestStreak', () => {
  it.each([
    { days: [], expected: 0 },
    { days: ['2026-03-01'], expected: 1 },
    { days: ['2026-03-01', '2026-03-01'], expected: 1 },
    { days: ['2026-03-02', '2026-03-01'], expected: 2 },
    { days: ['2026-03-01', '2026-03-03'], expected: 1 },
    { days: ['2026-02-27', '2026-02-28', '2026-03-01'], expected: 3 },
    { days: ['2026-03-01', 'not-a-day'], expected: 1 },
    {
      days: ['2026-03-01', '2026-03-02', '2026-03-05', '2026-03-06', '2026-03-07'],
      expected: 3,
    },
  ])('is $expected for $days', ({ days, expected }) => {
    expect(findLongestStreak(days)).toBe(expected);
  });
});
