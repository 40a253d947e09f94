import { describe, expect, it } from 'vitest';
import { calculateMeasurementFrequency } from './calculate-measurement-frequency';

const now = new Date('2026-06-30T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

describe('calculateMeasurementFrequency', () => {
  it.each([
    { label: 'no measurements', dates: [], expected: 0 },
    { label: 'one today', dates: [daysAgo(0)], expected: 0.2 },
    { label: 'one exactly 30 days ago (outside)', dates: [daysAgo(30)], expected: 0 },
    { label: 'one just inside 30 days', dates: [daysAgo(29.99)], expected: 0.2 },
    { label: 'one in the future', dates: [daysAgo(-1)], expected: 0 },
    {
      label: 'thirty in the window',
      dates: Array.from({ length: 30 }, (_, day) => daysAgo(day)),
      expected: 7,
    },
  ])('is $expected a week for $label', ({ dates, expected }) => {
    expect(calculateMeasurementFrequency(dates, now)).toBe(expected);
  });
});
