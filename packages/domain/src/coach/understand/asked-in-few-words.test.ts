import { describe, expect, it } from 'vitest';
import { contextWithConditions, conversation, reply } from '../coach-fixtures.test-helpers';

// Questions asked in a few words, whose subject is in what they leave out.
describe('a subject asked in a few words', () => {
  it('answers a subject named alone with what it is', () => {
    expect(reply('hiit').message).toMatch(/^HIIT is high-intensity interval training/);
    expect(reply('how often should i do hiit').message).toMatch(/2-3 HIIT sessions a week/);
  });

  it('reads "how hard should i push myself" as the effort of a set, with the limit blood pressure sets', () => {
    expect(reply('how hard should i push myself').message).toMatch(/reps in reserve/);
    const context = contextWithConditions('hypertension');
    expect(
      reply('how hard should i push myself then', {
        context,
        history: ['is it safe for me to do strength training at 63 with high bp'],
      }).message,
    ).toMatch(/With your high blood pressure, end sets 2-3 reps short of failure/);
  });

  it('sums the records up for "how am i doing", without a yes', () => {
    const answer = reply('how am i doing');
    expect(answer.intent).toBe('progress');
    expect(answer.message).not.toMatch(/^Yes/);
    expect(conversation('am i making progress').message).not.toMatch(/^Good progress so far/);
  });

  it('answers dizziness with not eating told as its cause by the dizziness topic, not an emergency', () => {
    const answer = reply(
      'got really lightheaded n dizzy halfway thru my workout earlier, hadnt eaten since lunch. is that bad',
    );
    expect(answer.intent).toBe('health');
    expect(answer.message).toMatch(/Eat 1-3 hours before training/);
    expect(reply('dizzy and my heart is pounding mid workout, hadnt eaten').message).toMatch(
      /^Stop now/,
    );
  });
});

describe('the gym, the app and things that only look like fitness', () => {
  it('answers what the coach can do however it is typed', () => {
    expect(reply('what can u actually do').intent).toBe('greeting');
    expect(reply('what does this app do').intent).toBe('greeting');
  });

  it('reads "good morning" opening a message as a greeting, and the exercise asked about as the exercise', () => {
    expect(reply('Good morning! Slept a full 8 hours for once').message).toMatch(/Good morning/);
    expect(reply('good morning form tips?').intent).not.toBe('greeting');
  });

  it('declines the post office', () => {
    expect(
      reply('Do you know what time the post office shuts on a Saturday? I need to send a parcel.')
        .intent,
    ).toBe('out-of-scope');
  });

  it('answers gym etiquette, clothes and household weights', () => {
    expect(reply('machine taken what do i do').message).toMatch(/how many sets they have left/);
    expect(reply('is it ok to ask the staff to show me how things work').message).toMatch(
      /induction/,
    );
    expect(reply('what do i wear to the gym lol i only have jeans').message).toMatch(
      /jeans restrict squats/,
    );
    expect(reply('can I use tins of beans as weights? lol').message).toMatch(/backpack of books/);
  });

  it('reads "pushing too hard" as effort, not pushing exercises', () => {
    expect(reply('how do i know if im pushing too hard when i exercise').message).toMatch(
      /talk test|reps in reserve/,
    );
    expect(reply('how do i know if im pushing too hard when i exercise').message).not.toMatch(
      /push day/i,
    );
  });
});

describe('follow-ups that lean on the turns before', () => {
  it('answers "protein?" with how much a day, not protein bars', () => {
    expect(reply('protein?').message).toMatch(/^Aim for about 1.6-2.2 g of protein per kg/);
  });

  it('declines a far question asked after thanks or "cool"', () => {
    expect(
      conversation(
        'how do i stretch my hamstrings safely',
        'thank you. who won the football last night',
      ).intent,
    ).toBe('out-of-scope');
    expect(
      conversation(
        'whats a good post workout meal',
        'cool. also can u help me fix my wifi router it keeps dropping',
      ).intent,
    ).toBe('out-of-scope');
    expect(
      conversation(
        'what balance exercises can i do at home',
        'tried them and im too wobbly, nearly went over. easier?',
      ).intent,
    ).not.toBe('out-of-scope');
  });

  it('answers "what about holding my breath when i lift" from the breathing sentence', () => {
    expect(
      conversation(
        'is it safe to lift weights with high blood pressure',
        'what about holding my breath when i lift',
      ).message,
    ).toMatch(/^Breathe out as you lift/);
  });

  it('answers "and when, before or after training?" of the supplement just discussed', () => {
    expect(
      conversation(
        'should i take creatine',
        'how much a day',
        'and when, before or after training?',
      ).message,
    ).toMatch(/creatine/i);
  });

  it('rebuilds the plan’s workout for the minutes and kit said after it', () => {
    expect(reply('can u do my workout for today').intent).toBe('workout-plan');
    const answer = conversation(
      'can u do my workout for today',
      'i only have 40 mins tho',
      'and no barbell, gyms packed, just dumbbells',
    );
    expect(answer.intent).toBe('workout-request');
    expect(answer.workout?.minutes).toBeLessThanOrEqual(40);
  });
});
