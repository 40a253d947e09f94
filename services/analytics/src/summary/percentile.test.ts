import { describe, expect, it } from 'vitest';
import { percentile, summarizeByPage } from './percentile';

describe('percentile (nearest rank)', () => {
  const values = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100];
  it.each([
    [0.5, 50],
    [0.75, 80],
    [0.95, 100],
    [0.1, 10],
    [0.11, 20],
    [1, 100],
  ])('p%s of 10..100 is %i', (fraction, expected) => {
    expect(percentile(values, fraction)).toBe(expected);
  });

  it('is 0 without values and the value itself for one', () => {
    expect(percentile([], 0.5)).toBe(0);
    expect(percentile([7], 0.95)).toBe(7);
  });
});

describe('summarizeByPage', () => {
  it('groups by page, busiest first, rounding to 3 decimals', () => {
    expect(
      summarizeByPage([
        { page: '/a', value: 0.12345 },
        { page: '/b', value: 1 },
        { page: '/b', value: 3 },
        { page: '/b', value: 2 },
      ]),
    ).toEqual([
      { page: '/b', count: 3, p50: 2, p75: 3, p95: 3 },
      { page: '/a', count: 1, p50: 0.123, p75: 0.123, p95: 0.123 },
    ]);
  });
});
