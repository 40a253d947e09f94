import { describe, expect, it } from 'vitest';
import { reply } from '../coach-fixtures.test-helpers';

describe('a food question about a condition', () => {
  it('gets the condition’s nutrition topic, not its exercise advice', () => {
    const answer = reply('what should someone with high blood pressure be eating');
    expect(answer.intent).toBe('nutrition');
    expect(answer.message).toMatch(/DASH/);
  });

  it('leaves an exercise question about the condition to its health topic', () => {
    expect(reply('can i exercise with high blood pressure').intent).toBe('health');
  });

  it.each([
    [
      'why am i so much hungrier the week before my period',
      /before a period, hormones raise appetite/,
    ],
    ['menopause belly, what should i change with my food', /Falling oestrogen/],
  ])('answers "%s" with its nutrition topic', (message, expected) => {
    const answer = reply(message);
    expect(answer.intent).toBe('nutrition');
    expect(answer.message).toMatch(expected);
  });
});
