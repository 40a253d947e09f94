import { describe, expect, it } from 'vitest';
import { selectPeriodStart } from './select-period-start';

describe('selectPeriodStart', () => {
  it.each([30, 60, 90, 180] as const)('starts %i days of 24 h before now', (days) => {
    const now = new Date('2026-06-30T12:00:00Z');
    expect(now.getTime() - selectPeriodStart(now, days).getTime()).toBe(days * 86_400_000);
  });
});
