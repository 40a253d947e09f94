import { describe, expect, it } from 'vitest';
import { chooseCheckInSchedule } from './choose-check-in-schedule';

describe('chooseCheckInSchedule', () => {
  it.each([
    [null, 'weekly'],
    [undefined, 'weekly'],
    ['moderate', 'weekly'],
    ['frequent', 'weekly'],
    ['minimal', 'bi-weekly'],
  ])('schedules check-ins for feedback %s as %s', (feedbackFrequency, expected) => {
    expect(chooseCheckInSchedule(feedbackFrequency)).toBe(expected);
  });
});
