import { describe, expect, it } from 'vitest';
import { countOf, distinctDayTicks } from './format';

describe('the date axis ticks', () => {
  it('keeps one tick per day when the measurements span hours of one day (users saw "Nov 26" four times)', () => {
    const hours = [9, 12, 15, 18].map((hour) => new Date(2026, 10, 26, hour));
    expect(distinctDayTicks(hours)).toEqual([hours[0]]);
  });

  it('keeps every tick of different days', () => {
    const days = [1, 8, 15].map((day) => new Date(2026, 10, day));
    expect(distinctDayTicks(days)).toEqual(days);
  });
});

describe('countOf', () => {
  it('says 1 measurement, 0 and 2 measurements (users saw "1 measurements")', () => {
    expect(countOf(1, 'measurement')).toBe('1 measurement');
    expect(countOf(0, 'measurement')).toBe('0 measurements');
    expect(countOf(2, 'measurement')).toBe('2 measurements');
  });
});
