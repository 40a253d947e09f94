import { describe, expect, it } from 'vitest';
import { parseWeekday, stepWeekday, weekdayOf } from './weekdays';

describe('stepWeekday', () => {
  it.each([
    ['Monday', 1, 'Tuesday'],
    ['Saturday', 1, 'Sunday'],
    ['Sunday', 1, 'Monday'],
    ['Monday', -1, 'Sunday'],
    ['Tuesday', -1, 'Monday'],
    ['Wednesday', 7, 'Wednesday'],
    ['Monday', -8, 'Sunday'],
  ] as const)('moves from %s by %i to %s, wrapping around the week', (day, steps, expected) => {
    expect(stepWeekday(day, steps)).toBe(expected);
  });
});

describe('weekdayOf', () => {
  it('counts the week from Monday', () => {
    expect(weekdayOf(new Date(2026, 10, 16))).toBe('Monday');
    expect(weekdayOf(new Date(2026, 10, 22))).toBe('Sunday');
  });
});

describe('parseWeekday', () => {
  it.each([
    ['monday', 'Monday'],
    ['SUNDAY', 'Sunday'],
    ['Wed', 'Wednesday'],
    ['3', 'Wednesday'],
    [7, 'Sunday'],
    ['Day 9', null],
    [0, null],
    [undefined, null],
  ] as const)('reads %s as %s', (value, expected) => {
    expect(parseWeekday(value)).toBe(expected);
  });
});
