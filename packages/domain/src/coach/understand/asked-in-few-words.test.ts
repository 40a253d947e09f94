import { describe, expect, it } from 'vitest';
import { buildCoachContext, conversation, reply } from '../coach-fixtures.test-helpers';

// Questions asked in a few words, whose subject is in what they leave out.
describe('a subject asked in a few words', () => {
  it('answers a subject named alone with what it is', () => {
    expect(reply('hiit').message).toMatch(/^HIIT is high-intensity interval training/);
    expect(reply('how often should i do hiit').message).toMatch(/2-3 HIIT sessions a week/);
  });

  it('reads "how hard should i push myself" as the effort of a set, with the limit blood pressure sets', () => {
    expect(reply('how hard should i push myself').message).toMatch(/reps in reserve/);
    const profile = buildCoachContext().profile;
    const context = buildCoachContext({
      profile: profile && { ...profile, conditions: ['hypertension'] },
    });
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
