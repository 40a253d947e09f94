import { describe, expect, it } from 'vitest';
import { reply } from '../coach-fixtures.test-helpers';

describe('answerTopic: the user line', () => {
  it.each([
    'im not seeing any results, whats the point',
    'been training for ages and zero progress',
    "i don't see any difference yet",
  ])('answers "%s" with the measured trend', (message) => {
    expect(reply(message).message).toMatch(
      /Your weight is decreasing \(-1\.5 kg over the period\)/,
    );
  });

  it.each(['should i bulk or cut first', 'is cardio or weights better for fat loss'])(
    'answers "%s", a choice, without a yes or no',
    (message) => {
      expect(reply(message).message).not.toMatch(/^(Yes|No)\b/);
    },
  );

  it('keeps the verdict when "or" only adds to a yes-or-no question', () => {
    expect(reply('is a 5x5 good for beginners or is that outdated').message).toMatch(/^Yes/);
  });

  it('keeps the goal line when nothing is said to be missing', () => {
    expect(reply('how long until i see results').message).not.toMatch(/over the period/);
  });
});
