import { describe, expect, it } from 'vitest';
import { conversation, reply } from '../coach-fixtures.test-helpers';
import { extractEntities } from './extract-entities';

// Session requests as people type them (no articles, misspelt kit) are composed; a plan told, a
// belief checked or a question of when is not a request, whatever minutes it names.
describe('a session asked for, or a question about training', () => {
  it.each([
    'give me upper body session for today 45 min, i have barbell and dumbbells and pullup bar',
    'give me upper body sesion for today 45 min, i have barbel and dumbels and pullup bar',
    'please give me training for arm 30 minute with dumbell',
    // A day of a split asked for is a session.
    'can u make me a push day with dumbbells',
    'make me a leg day',
    'build me an upper day, dumbbells only',
    // A session asked politely beside an age told is composed, with the age in mind.
    'can u give me a gentle 20 min routine with my bands. im 63 and brand new to this',
  ])('composes "%s"', (message) => {
    const answer = reply(message);
    expect(answer.intent).toBe('workout-request');
    expect(answer.workout?.exercises.length).toBeGreaterThanOrEqual(3);
  });

  it.each([
    'fasted cardio burns more fat right? thinking of doing 30 min incline walk before breakfast',
    'brother i do fasting in ramadan, when is the best time for make the training?',
    'jet lag is destroying me, flew back from NYC yesterday, 5hr difference. heavy deadlifts today or wait',
    'i skipped my leg day, can i give it a miss this week',
  ])('answers "%s" without composing a session', (message) => {
    const answer = reply(message);
    expect(answer.intent).not.toBe('workout-request');
    expect(answer.workout).toBeNull();
  });

  it('reads misspelt kit as the kit, and a journey or a time zone as no session length', () => {
    expect(extractEntities('i have barbel and dumbels').equipment?.sort()).toEqual([
      'Barbell',
      'Dumbbells',
    ]);
    expect(extractEntities('5hr difference, heavy deadlifts today?').minutes).toBeNull();
    expect(extractEntities('after a 9 hour flight, 20 min workout').minutes).toBe(20);
  });

  it('composes "what should I actually do tonight, 20 mins, no equipment" after a question', () => {
    const tonight = conversation(
      'best exercise to lose my belly',
      "ok fine so what should i actually do tonight then. 20 mins, no equipment, knee's a bit dodgy",
    );
    expect(tonight.intent).toBe('workout-request');
    expect(tonight.workout?.minutes).toBeLessThanOrEqual(22);
  });

  it('answers whether an exercise is good exercise with the verdict first', () => {
    expect(reply('are jumping jacks good exercise at my age? i get a bit puffed').message).toMatch(
      /^Yes, that is good exercise: it works your/,
    );
  });

  it('reads "and the last week?" after how to peak for a test as part of that answer', () => {
    const last = conversation(
      'testing my 1rm on deadlift in 3 weeks, how should i peak for it',
      'and the last week?',
    );
    expect(last.intent).toBe('training');
    expect(last.message).toMatch(/week/);
  });

  it('reads a how-to without its "do" ("how i make the squat more deep") as technique', () => {
    expect(reply('how i make the squat more deep without my heel go up').intent).toBe(
      'exercise-technique',
    );
  });

  it('makes the session just composed easier when asked "more easy please"', () => {
    const easier = conversation(
      'please give me training for arm 30 minute with dumbell',
      'more easy please, i am tired today',
    );
    expect(easier.intent).toBe('workout-request');
    expect(easier.workout).not.toBeNull();
  });

  it('answers "what else" after a topic from that topic', () => {
    const first = reply('what accessories should i add to bring up my deadlift');
    const more = conversation('what accessories should i add to bring up my deadlift', 'what else');
    expect(more.intent).toBe(first.intent);
    expect(more.message).toMatch(/rdl|rack pull|hip thrust/i);
  });
});

describe('scope: practical matters around the gym are not fitness', () => {
  it.each([
    'check engine light came on when i parked at the gym. is it safe to drive home or should i call someone',
    'doing my tax return rn, can i put my gym membership in the medical expenses box?',
    'random q but is it true goldfish only have a 3 second memory',
  ])('declines "%s" without saying it was asked to act', (message) => {
    const answer = reply(message);
    expect(answer.intent).toBe('out-of-scope');
    expect(answer.message).not.toMatch(/can't order, book/);
  });

  it('still says it cannot act when asked to', () => {
    expect(reply('can you order me a pizza').message).toMatch(/can't order, book/);
  });
});

describe('a session asked as a question, and questions after one', () => {
  it.each([
    'whats a good workout for the park',
    'whats a good home leg workout',
    'hotel gym tmrw, theres just a treadmill and some dumbells. 30 mins. what do i do',
    'i have like 15 mins max and my knee is a bit dodgy. what can i actually do in 15 min thats worth doing',
  ])('composes "%s"', (message) => {
    expect(reply(message).intent).toBe('workout-request');
  });

  it.each(['whats a good post workout meal', 'whats a good workout split'])(
    'answers "%s" without composing a session',
    (message) => {
      expect(reply(message).workout).toBeNull();
    },
  );

  it('a question about doing the session is answered, not composed again', () => {
    const answer = reply('is it ok that some of those make me go a bit red in the face?', {
      history: ['could you give me a 15 minute band workout'],
    });
    expect(answer.workout).toBeNull();
  });

  it('"why" about a session says how sessions are built', () => {
    const answer = reply('why do you put the pull ups first', {
      history: ['give me an upper body session with just dumbbells and a pull-up bar'],
    });
    expect(answer.message).toMatch(/come first, while you are fresh/);
    expect(answer.workout).toBeNull();
  });

  it('a program change asked after a stalled lift is the advice of that topic', () => {
    const answer = reply('ok so what would u change in my program then', {
      history: ['bench has been stuck at 70 for like 3 weeks'],
    });
    expect(answer.intent).toBe('training');
  });
});

describe('where and when the user trains, told, is no request for a session', () => {
  it('answers "i live upstairs in a flat and i work out at 6am..., jumping is too loud" with quiet training', () => {
    const answer = reply(
      'i live upstairs in a flat and i work out at 6am before work, anything with jumping is way too loud',
    );
    expect(answer.intent).not.toBe('workout-request');
    expect(answer.message).toMatch(/skip jumps/i);
  });

  it('still composes a session asked for by someone who says when they train', () => {
    expect(reply('i work out at home, give me a 20 min session').intent).toBe('workout-request');
  });

  it('answers "can i split my workout into two 10 min chunks" with short bouts adding up, not a split', () => {
    expect(
      reply('can i split my workout into two 10 min chunks instead of doing 30 in one go').message,
    ).toMatch(/adds? up/i);
  });
});

describe('whether to train at all, and a trip told with "this time" and nights', () => {
  it('answers "should i train or rest today" with the decision, not rest-pause sets', () => {
    const { message } = reply('should i train or rest today');
    expect(message).toMatch(/lighter session/);
    expect(message).not.toMatch(/rest-pause/i);
  });

  it('answers "stuck in a hotel room for 3 nights, no gym at all this time" with training away', () => {
    const { message } = reply('stuck in a hotel room for 3 nights, no gym at all this time');
    expect(message).not.toMatch(/best time/i);
  });
});
