import { describe, expect, it } from 'vitest';
import { reply } from '../coach-fixtures.test-helpers';

describe('a weak point named in a lift gets its sticking-point topic', () => {
  it.each([
    'my squat gets stuck right out of the hole',
    'squats stall out of the hole, what helps',
  ])('answers "%s" with training the bottom, not the general plateau', (message) => {
    const text = reply(message).message;
    expect(text).toMatch(/pause squats|paused and pin squats/i);
    expect(text).not.toMatch(/^A stall of 2-3 weeks/);
  });

  it('keeps a stall with no place in the rep on the plateau topic', () => {
    expect(reply('my squat has been stuck at 100kg for two months').message).toMatch(/^A stall/);
  });
});

describe('a set-up detail of an exercise the plan holds', () => {
  it('answers where to put the hands for incline push-ups in the plan, not the plan', () => {
    const answer = reply(
      'my plan has the incline push-up, what do i put my hands on at home and how high?',
    );
    expect(answer.intent).toBe('exercise-technique');
  });
});

describe('a choice between two', () => {
  it.each([
    ['incline or flat bench for upper chest? which actually hits it more', /incline/i],
    ['plank or dead bugs, which is better for my core? i do both in my plan lol', /both/i],
  ])('answers "%s" with the comparison\'s verdict', (message, verdict) => {
    const answer = reply(message);
    expect(answer.intent).toBe('training');
    expect(answer.message).toMatch(verdict);
  });

  it('keeps "is it a squat or a hinge" about the one exercise', () => {
    expect(reply('glute bridge - is it a squat or a hinge?').message).not.toMatch(
      /^A squat is knee-dominant/,
    );
  });
});

describe('a new session asked beside the plan', () => {
  it('composes "need a 20 min workout today instead of my plan, knee is a bit cranky"', () => {
    const answer = reply(
      'need a 20 min workout today instead of my plan, knee is a bit cranky so no jumping pls',
    );
    expect(answer.intent).toBe('workout-request');
  });
});
