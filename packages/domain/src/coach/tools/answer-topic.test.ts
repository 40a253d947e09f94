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

describe('answerTopic: a question of age beside another subject', () => {
  it('answers "too late to start" first, then the condition', () => {
    const message = reply(
      'im 63 and have arthritis in both knees. honestly is it too late for me to start strength training',
    ).message;
    expect(message).toMatch(/^It is never too late/);
    expect(message).toMatch(/arthritis/);
  });

  it('reads "too late to train at 9pm" as the hour, not age', () => {
    const message = reply('is it too late to train at 9pm').message;
    expect(message).not.toMatch(/never too late/);
    expect(message).toMatch(/sleep|bed/);
  });
});

describe('answerTopic: the subject named in the answer', () => {
  it('says creatine when asked if creatine harms the kidneys', () => {
    expect(
      reply('does creatine wreck your kidneys? my mum freaked out when she saw the tub').message,
    ).toMatch(/creatine[^.]*\.[^]*kidneys/i);
  });

  it('answers a belt question about squats with the belt, not tracked form', () => {
    const answer = reply('should i be wearing a belt for squats? doing 5x5 at 100kg rn');
    expect(answer.intent).not.toBe('form-feedback');
    expect(answer.message).toMatch(/belt/);
  });
});

describe('answerTopic: a daily calorie number asked about', () => {
  it('reads the plan target asked about as the target, with what to check when tired', () => {
    const message = reply(
      'is 2000 cals too low? i feel tired all the time and kinda cranky',
    ).message;
    expect(message).toMatch(/^2,000 kcal is your plan's daily target/);
    expect(message).toMatch(/sleep/);
    expect(message).not.toMatch(/800 kcal/);
  });

  it('says a number under 1,200 needs a doctor', () => {
    expect(reply('is 1000 cals too low').message).toMatch(/^1,000 kcal a day is too low/);
  });

  it('weighs a number below the plan against it', () => {
    expect(reply('is 1500 calories enough').message).toMatch(
      /^1,500 kcal is 500 kcal below your plan's target of 2,000/,
    );
  });
});
