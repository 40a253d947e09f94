import { describe, expect, it } from 'vitest';
import { reply } from '../coach-fixtures.test-helpers';

describe('answerTopic: the user line', () => {
  it.each([
    'im not seeing any results, whats the point',
    'been training for ages and zero progress',
    "i don't see any difference yet",
  ])('answers "%s" with the measured trend', (message) => {
    expect(reply(message).message).toMatch(/Your weight is decreasing \(-1\.5 over the period\)/);
  });

  it('keeps the goal line when nothing is said to be missing', () => {
    expect(reply('how long until i see results').message).not.toMatch(/over the period/);
  });
});
