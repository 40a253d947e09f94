import { describe, expect, it } from 'vitest';
import { conversation, reply } from '../coach-fixtures.test-helpers';
import { extractEntities } from './extract-entities';
import { askedOwnData } from './own-data-question';

// Pain and nerve symptoms said the way people say them, told apart from hard work and from
// questions about their records.
describe('symptoms and slang', () => {
  it.each([
    ['wrists kill me doing push ups', true],
    ['pins and needles down my arm since my last squat session', true],
    ['incline push ups r killing me i can barely do 5', false],
    ['these lunges are killing me', true],
  ])('reads pain in "%s": %s', (message, pain) => {
    expect(extractEntities(message).hasPain).toBe(pain);
  });

  it('reads "since my last session" with a symptom as no question about the records', () => {
    expect(
      askedOwnData('getting pins and needles down my left arm since my last squat session'),
    ).toBeNull();
    expect(askedOwnData('how long was my last session')).toBe('progress');
  });

  it('answers a point of technique asked after a topic about the exercise', () => {
    const answer = conversation(
      'squats are bad for ur knees right?',
      'my trainer at the work gym said never let ur knees go past ur toes tho',
    );
    expect(answer.intent).toBe('exercise-technique');
    expect(answer.message).toMatch(/^Knees past (your )?toes/i);
  });

  it.each([
    'how do i fix stick drift on my ps5 controller',
    'my car door hinge creaks like my knees lol what do i spray on it to stop the squeak',
  ])('declines "%s"', (message) => {
    expect(reply(message).intent).toBe('out-of-scope');
  });

  it('reads "mess up my progress" as missing sessions, not pull-ups', () => {
    const answer = reply(
      'gonna be away all weekend for a wedding, will missing my workouts mess up my progress',
    );
    expect(answer.message).not.toMatch(/pull-up/i);
  });
});
