import { describe, expect, it } from 'vitest';
import { reply } from '../coach-fixtures.test-helpers';
import { extractEntities } from './extract-entities';

describe('scope: a cuisine is food, a language is not', () => {
  it.each([
    'ordering a chinese tonight, what should i get',
    'chinese or pizza tonight?',
    'is italian food ok on a diet',
  ])('answers "%s" as nutrition', (message) => {
    expect(reply(message).intent).toBe('nutrition');
  });

  it.each([
    'help me learn spanish',
    'best way to learn japanese',
    'speaking french tips',
    'whats the best baby monitor with a camera for under 100 quid',
    'can you help me track my bank spending',
    'whats the cheapest way to fly to lisbon in december',
    'can u help me budget my rent and bills this month, im so bad with money',
    'how do i bake a chocolate birthday cake for my daughter',
    'what wine goes with roast lamb, got people over tonight',
  ])('declines "%s"', (message) => {
    expect(reply(message).intent).toBe('out-of-scope');
  });
});

describe('scope: everyday jobs with a condition are health', () => {
  it('answers carrying shopping and digging with high blood pressure, never declines it', () => {
    const answer = reply(
      'i have high blood pressure, is it ok for me to carry heavy shopping bags and do the digging in the garden or will that make it spike',
    );
    expect(answer.intent).toBe('health');
    expect(answer.message).toMatch(/never hold your breath/);
  });

  it('still declines gardening that is not about the body', () => {
    expect(reply('when should i plant tulip bulbs in my garden').intent).toBe('out-of-scope');
  });
});

describe('scope: idioms are read for what they mean', () => {
  it('answers "does alcohol kill gains" about alcohol, not cardio', () => {
    expect(
      reply('does alcohol actually kill gains? had a big night out after leg day').message,
    ).toMatch(/drink/i);
  });

  it('answers "how do i break the cycle" of skipped workouts as a habit, not creatine cycling', () => {
    expect(
      reply('stressed 24/7 at work and i keep skipping workouts, how do i break the cycle').message,
    ).not.toMatch(/creatine/i);
  });

  it('declines "which plug adapter do i need for japan": adapter only looks like keto-adapted', () => {
    const dictionary = new Set(['which', 'plug', 'adapter', 'need', 'japan']);
    expect(reply('which plug adapter do i need for japan', { dictionary }).intent).toBe(
      'out-of-scope',
    );
  });

  it.each([
    'Can you recommend a good book for my book club? We like mysteries.',
    'any good novels for my book club next month? we meet on thursday',
  ])('declines "%s" as a book to read, not a booking', (message) => {
    const answer = reply(message);
    expect(answer.intent).toBe('out-of-scope');
    expect(answer.message).not.toMatch(/order, book or contact/);
  });

  it('declines a paint colour, but not painting as exercise', () => {
    expect(
      reply("sage green or warm grey for a small bedroom? we're painting this weekend").intent,
    ).toBe('out-of-scope');
    expect(reply('does painting the house count as exercise').intent).not.toBe('out-of-scope');
  });

  it('answers "what can you do for back pain" about back pain, not with what the coach can do', () => {
    expect(reply('what can you do for back pain').intent).not.toBe('greeting');
    expect(reply('what can you do').intent).toBe('greeting');
  });

  it('reads "no pullup bar" as kit missing, not the pull-up asked about', () => {
    expect(
      reply('whats a good back exercise w dumbbells, no pullup bar at my place').message,
    ).not.toMatch(/^How to do the pull-up/);
  });

  it.each(['ur actually helpful ty', 'that was really useful thanks', 'your tips are the best'])(
    'thanks "%s" in kind, not with how to rate an answer',
    (message) => {
      const answer = reply(message);
      expect(answer.intent).toBe('greeting');
      expect(answer.message).toMatch(/^You're welcome/);
    },
  );

  it('keeps "knackered" in the coach\'s field', () => {
    expect(reply('knackered').intent).not.toBe('out-of-scope');
  });
});

describe('scope: a message made mostly of words the coach knows nothing of', () => {
  it.each([
    'when should i plant tulip bulbs',
    'whats the euro to dollar exchange rate',
    'any good baby girl names starting with L? were running out of ideas',
    'do you happen to know if the trains to windermere run on sundays?',
    'who do u reckon wins the champions league this season',
    'do you know any good crossword apps by the way',
  ])('declines "%s"', (message) => {
    // The service's English word list keeps real words from being "corrected" into coach words.
    const dictionary = new Set(message.toLowerCase().split(/[^a-z']+/));
    expect(reply(message, { dictionary }).intent).toBe('out-of-scope');
  });

  it.each([
    'creatine monohydrate worth it or a scam',
    'haven’t opened the app in a bit, what am i meant to be doing today',
    'im running out of time for my workouts, any quick ones',
  ])('still answers "%s"', (message) => {
    const dictionary = new Set(message.toLowerCase().split(/[^a-z']+/));
    expect(reply(message, { dictionary }).intent).not.toBe('out-of-scope');
  });

  it('declines an unrelated question after a fitness answer, even with "also"', () => {
    const answer = reply('ok cool. also whos gonna win the champions league this year', {
      history: ['does walking even count as exercise'],
    });
    expect(answer.intent).toBe('out-of-scope');
  });
});

describe('scope: chores and errands around the table and the gym', () => {
  it.each([
    'my coffee machine keeps leaking water everywhere, how do i descale it',
    'got red wine on my good tablecloth at dinner, how do i get it out?',
    'can you help me write an email to the leisure centre asking for a refund on my membership',
  ])('declines "%s"', (message) => {
    const dictionary = new Set(message.toLowerCase().split(/[^a-z']+/));
    expect(reply(message, { dictionary }).intent).toBe('out-of-scope');
  });

  it('still writes a workout when asked to write one', () => {
    expect(reply('write me a 20 minute workout').intent).toBe('workout-request');
  });
});

describe('scope: a pet is not the user', () => {
  it('declines "my dog keeps limping on his back leg, what can I give him for the pain?"', () => {
    const answer = reply(
      'my dog keeps limping on his back leg after our walks, what can i give him for the pain?',
    );
    expect(answer.intent).toBe('out-of-scope');
    expect(answer.message).toContain("not your dog's: a vet is the right person to ask");
  });
});

describe('scope: money apps are not the coach', () => {
  it.each([
    'whats a good budget app? wanna track my money like i track my workouts',
    'can you track my bank spending the way you track my workouts',
  ])('declines "%s"', (message) => {
    expect(reply(message).intent).toBe('out-of-scope');
  });
});

describe('scope: a flight and a flat are travel and a home, not the chest fly and the flat bench', () => {
  it('answers "flying to spain next week" with training on a trip', () => {
    // The service's dictionary knows "spain" (without it, spelling would read "sprain").
    const dictionary = new Set(['flying', 'spain', 'next', 'week', 'stay', 'track']);
    expect(
      reply('flying to spain next week how do i stay on track', { dictionary }).message,
    ).toMatch(/trip/i);
  });

  it('answers which dumbbells suit "a small flat" about home kit, not the bench angle', () => {
    const { message } = reply(
      'adjustable dumbbells vs a set of fixed ones, which is better value for a small flat',
    );
    expect(message).toMatch(/adjustable dumbbells/i);
    expect(message).not.toMatch(/incline/i);
  });

  it('keeps the flat bench a bench', () => {
    expect(reply('flat or incline bench for chest').message).toMatch(/incline/i);
  });
});

describe('scope: "broken" of a thing is no injury', () => {
  it('declines "can u write a text to my landlord about the broken heater"', () => {
    expect(reply('can u write a text to my landlord about the broken heater').intent).toBe(
      'out-of-scope',
    );
  });

  it('still answers "write me a note on how to do a squat"', () => {
    expect(reply('write me a note on how to do a squat').intent).not.toBe('out-of-scope');
  });

  it('reads "my treadmill is broken" as kit, not pain', () => {
    expect(extractEntities('my treadmill is broken what cardio can i do').hasPain).toBe(false);
  });

  it('answers "i think my wrist is broken" with getting it checked, not a rib injury', () => {
    const { message } = reply('i think my wrist is broken');
    expect(message).toMatch(/checked by a doctor today/);
    expect(message).not.toMatch(/rib/i);
  });
});
