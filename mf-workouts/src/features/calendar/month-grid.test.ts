import { describe, expect, it } from 'vitest';
import { buildMonthCells, stepMonth } from './month-grid';

describe('buildMonthCells', () => {
  it('starts November 2026 on its Sunday with no blanks and pads to whole weeks', () => {
    const cells = buildMonthCells('2026-11');
    expect(cells[0]).toBe('2026-11-01');
    expect(cells.filter(Boolean)).toHaveLength(30);
    expect(cells.length % 7).toBe(0);
  });

  it('leaves blanks before a 1st that is not a Sunday', () => {
    const cells = buildMonthCells('2026-12'); // 1 December 2026 is a Tuesday
    expect(cells.slice(0, 3)).toEqual([null, null, '2026-12-01']);
  });
});

describe('stepMonth', () => {
  it.each([
    ['2026-11', 1, '2026-12'],
    ['2026-12', 1, '2027-01'],
    ['2026-01', -1, '2025-12'],
  ] as const)('moves %s by %i to %s', (month, steps, expected) => {
    expect(stepMonth(month, steps)).toBe(expected);
  });
});
