import { describe, expect, it } from 'vitest';
import { buildCoachContext, conversation, reply } from '../coach-fixtures.test-helpers';

const withConditions = (conditions: string[], age = 66) => {
  const base = buildCoachContext();
  return buildCoachContext({
    profile: base.profile ? { ...base.profile, conditions, age } : null,
  });
};

// News told, a stage of life or a condition beside the question, and the amounts of a food.
describe('news and who is asking', () => {
  it('celebrates a personal record announced in slang', () => {
    expect(reply("pr'd my squat today 110x1 lets gooo").message).toMatch(/^Congratulations/);
    expect(reply('how often should i test my pr').message).not.toMatch(/^Congratulations/);
  });

  it('answers a perimenopause story that asks about training with the menopause topic', () => {
    const answer = reply(
      '38f pretty sure im perimenopausal, joints ache more, sleep is rubbish and weight is creeping on round my middle even tho nothing changed. what should i be doing training wise, cardio or weights or what',
    );
    expect(answer.intent).toBe('health');
    expect(answer.message).toMatch(/strength training is one of the best things/);
  });

  it("puts a condition's safety points before age alone, the age answered first", () => {
    const answer = reply(
      'i have high blood pressure. is lifting weights actually safe for me at my age',
      { context: withConditions(['hypertension']) },
    );
    expect(answer.message).toMatch(/^It is never too late/);
    expect(answer.message).toMatch(/Breathe out as you lift/);
  });

  it('reads "not seeing any difference" after two weeks as too soon to judge', () => {
    const answer = reply('not seeing any difference after 2 weeks of walking should i just stop');
    expect(answer.message).toMatch(/^You will feel results within 2-4 weeks/);
  });

  it('answers "is it my genetics?" with its own topic after a story of no results', () => {
    const answer = conversation(
      'im 4 months in and my arms look exactly the same',
      'is it my genetics?',
    );
    expect(answer.message).toMatch(/^Genetics set how fast/);
  });

  it("reads what to know before today's workout as the plan, with its cautions", () => {
    const answer = reply('morning!! anything i should know before todays workout');
    expect(answer.intent).toBe('workout-plan');
    expect(answer.message).toMatch(/protect your knee/);
  });
});

describe('food asked by people who will not cook, and drink by the glass', () => {
  it('gives food that needs no cooking to reach protein', () => {
    const answer = reply('i literally cant cook lol how do i get enough protein to build muscle');
    expect(answer.message).toMatch(/^Assemble rather than cook/);
    // A judgement of what is eaten is not a request for ideas.
    expect(
      reply(
        'i live on my own and cant be bothered cooking for one so its mostly supermarket ready meals every night. is that really bad',
      ).message,
    ).toMatch(/watch the salt/);
  });

  it('weighs fast food as a meal and a treat, not as pizza slices', () => {
    const answer = reply('is maccies ever ok when ur bulking lol');
    expect(answer.message).toMatch(/a burger with medium fries/);
    expect(answer.message).toMatch(/fine now and then/);
  });

  it('carries the drink into "3 or 4 glasses", and calls that many a heavy session', () => {
    const answer = conversation(
      'is a glass of wine with dinner ok',
      'what about at the weekend like 3 or 4 glasses on a saturday night',
    );
    expect(answer.intent).toBe('nutrition');
    expect(answer.message).toMatch(/^4 glasses of wine/);
    expect(answer.message).toMatch(/14 units a week/);
    expect(answer.message).not.toMatch(/Eating late/);
  });
});

describe('an exercise that got too easy', () => {
  it('gives its harder versions, not the plan', () => {
    const answer = reply('30 sec planks r too easy now whats next');
    expect(answer.intent).toBe('exercise-technique');
    expect(answer.message).toMatch(/harder/i);
  });
});

describe('a near-faint, a vitamin and a diet named beside other words', () => {
  it('answers a head rush after a heavy set as dizziness, not the lift', () => {
    const answer = reply(
      'got a massive head rush and nearly passed out after a heavy set of squats, normal??',
    );
    expect(answer.intent).toBe('health');
    expect(answer.message).toMatch(/^Stop, sit or lie down/);
  });

  it('answers the vitamin named, whatever the season and age told around it', () => {
    const answer = reply(
      'should i be taking vitamin d over winter? im 63 and hardly get outside when its this cold',
      { context: withConditions([], 63) },
    );
    expect(answer.intent).toBe('nutrition');
    expect(answer.message).toMatch(/400-1,000 IU/);
  });

  it('names B12 for someone going vegan who asks about supplements', () => {
    expect(reply('going vegan in jan, what supplements do i actually need').message).toMatch(/B12/);
  });
});
