import { describe, expect, it } from 'vitest';
import { formatClock, formatWeekLabel, startOfWeek } from './dates';

describe('startOfWeek', () => {
  it('is the Monday of the week, also from a Sunday', () => {
    expect(startOfWeek(new Date(2026, 10, 22, 18)).getDate()).toBe(16);
    expect(startOfWeek(new Date(2026, 10, 16, 0, 30)).getDate()).toBe(16);
  });
});

describe('formatWeekLabel', () => {
  it('spans Monday to Sunday of the current week', () => {
    expect(formatWeekLabel(new Date(2026, 10, 21))).toBe('Nov 16 – Nov 22, 2026');
  });
});

describe('formatClock', () => {
  it.each([
    [0, '0:00'],
    [9, '0:09'],
    [90, '1:30'],
    [-3, '0:00'],
  ])('shows %i seconds as %s', (seconds, expected) => {
    expect(formatClock(seconds)).toBe(expected);
  });
});
