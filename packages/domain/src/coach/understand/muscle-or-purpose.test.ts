import { describe, expect, it } from 'vitest';
import { reply } from '../coach-fixtures.test-helpers';

describe('exercises for a muscle or for what it is trained for', () => {
  it.each([
    ['I want make my arms more strong for climbing, what exercise I should do?', /pull-ups/],
    ['best leg exercises for skiing', /squats and lunges/],
    ['arm exercises for tennis', /rotator cuff/],
  ])('answers "%s" from the sport\'s topic', (message, expected) => {
    const answer = reply(message);
    expect(answer.intent).toBe('training');
    expect(answer.message).toMatch(expected);
  });

  it.each(['best exercises for my back', 'exercises for bigger arms for summer'])(
    'lists the muscle\'s exercises for "%s"',
    (message) => {
      expect(reply(message).message).toMatch(/^Good exercises for your/);
    },
  );

  it('reads "build back up to" as a return, not the back muscles', () => {
    expect(
      reply('how many weeks to build back up to my old training after 2 months off').message,
    ).not.toMatch(/^Good exercises for your back/);
    expect(reply('how do i build my back up').message).toMatch(/^Good exercises for your back/);
  });

  it.each([
    ['good chest workout?', 'chest'],
    ['what is a good leg day workout', 'legs'],
    ['what should i do on back day', 'back'],
  ])('answers "%s" with the muscle\'s exercises, not a warning sign', (message, muscle) => {
    const answer = reply(message);
    expect(answer.intent).toBe('training');
    expect(answer.message).toMatch(new RegExp(`^Good exercises for your ${muscle}`));
  });
});
