import { describe, expect, it } from 'vitest';
import { reply } from '../coach-fixtures.test-helpers';

describe('a fitness question with a symptom of effort', () => {
  it('answers how to run longer when out of breath jogging with the running topic', () => {
    const answer = reply('i get out of breath after 5 mins of jogging, how do i run for longer');
    expect(answer.intent).toBe('training');
    expect(answer.message).toMatch(/run-walk intervals/);
  });

  it.each([
    'i get out of breath climbing the stairs',
    'out of breath and dizzy when jogging, how do i run longer',
  ])('keeps the health answer for "%s"', (message) => {
    expect(reply(message).intent).toBe('health');
  });
});

describe('the topic that answers what is asked', () => {
  it.each([
    [
      'swimmer, 3 pool sessions a week, how do i add the gym without hurting my shoulders',
      /rotator cuff/,
    ],
    ['why does swimming make me so hungry', /cold water/],
    ['how long to recover after a max test day', /3-7 days/],
    ['off hiking in the alps for 10 days, do i keep up my workouts?', /week off/],
    ['came off my bike and lost my nerve, how do i get my confidence back', /gradual/],
    ['tried fasting but i binge in the evening, what else can i do', /3 regular meals/],
    ['hot bath or ice bath after leg day?', /blunt/],
    ['what does rest 60s @ rpe 7 mean on my plan', /2 reps left in reserve|reps left/],
    ['should i go light and high reps to tone while cutting?', /Keep lifting heavy/],
    ['how bad are a few pints at the weekend when im trying to lose fat', /kcal/],
    ['im 45, do i need more rest days than in my 20s', /just a bit slower/],
    ['cardio first or weights first for fat loss', /calorie deficit matters more/],
    ['cross-training ideas for marathon training', /pool running/],
    ['are gels needed for a parkrun', /do not need gels/],
  ])('"%s"', (message, expected) => {
    expect(reply(message).message).toMatch(expected);
  });
});

describe('a lift that barely moved', () => {
  it.each([
    'been lifting for 5 years, my squat went from 140 to 142.5 in the last 6 months, eating enough, not sure what else to change',
    'my squat has barely moved in 4 months, what do i do',
    'deadlift only gone up 5kg in the last 6 months',
  ])('"%s" is a plateau', (message) => {
    expect(reply(message).message).toMatch(/^A stall of/);
  });

  it('reads real progress in the numbers as no plateau', () => {
    expect(
      reply('bench went from 40 to 60kg in 3 months, what else should i add').message,
    ).not.toMatch(/^A stall of/);
  });

  it('answers how often to train abs with the core topic', () => {
    const answer = reply('is it bad to train abs every day');
    expect(answer.intent).toBe('training');
    expect(answer.message).toMatch(/2-3 times a week/);
  });
});

describe('questions that only look like requests or medical ones', () => {
  it('reads "better to work out before X or after Y?" as a question, not a session request', () => {
    expect(
      reply('better to work out before a night shift or when i get home in the morning?').intent,
    ).not.toBe('workout-request');
  });

  it('reads "what does 4x8 rpe 7 rest 2 min mean" as a question, not a 2-minute session', () => {
    const answer = reply('what does 4x8 rpe 7 rest 2 min mean');
    expect(answer.intent).toBe('training');
    expect(answer.message).toMatch(/A set is/);
  });

  it('answers eating after a passing illness from the nutrition topic', () => {
    const answer = reply('just got over flu, no appetite, what should i eat to keep my muscle');
    expect(answer.intent).toBe('nutrition');
    expect(answer.message).toMatch(/small meals/);
  });

  it('keeps the doctor for appetite lost to medication', () => {
    expect(
      reply('my meds kill my appetite all day and then i eat everything at night').message,
    ).toMatch(/doctor|GP/);
  });
});

describe('whether an activity is enough exercise on its own', () => {
  it.each([
    'is running enough exercise',
    'is dancing enough exercise',
    'does playing football count as exercise',
  ])('answers "%s" with the weekly targets and strength work', (message) => {
    const answer = reply(message);
    expect(answer.message).toMatch(/150-300 minutes/);
    expect(answer.message).toMatch(/muscle-strengthening/);
  });

  it('leaves cycling to its own topic', () => {
    expect(reply('is cycling good exercise').message).toMatch(/^Yes, cycling is great cardio/);
  });
});
