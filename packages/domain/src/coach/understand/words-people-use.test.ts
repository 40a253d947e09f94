import { describe, expect, it } from 'vitest';
import { understandConversation } from '../compose-coach-reply';
import { conversation, fixtureCatalogue, reply } from '../coach-fixtures.test-helpers';
import { normalizeMessage } from '../language/tokenize';
import { findMuscleAsked } from '../tools/exercises-for-muscle';
import { extractEntities } from './extract-entities';
import { askedOwnData } from './own-data-question';

function topicOf(...messages: string[]) {
  return understandConversation({
    message: messages.at(-1) ?? '',
    history: messages.slice(0, -1),
    catalogue: fixtureCatalogue,
  }).topic?.id;
}

// Things said in people's own words: a body part inside an exercise's name, "back" as a return,
// gym slang for a physique, a risk asked of anyone, a pronoun for what was just discussed.
describe('words people use', () => {
  it('reads a body part in an exercise name as the exercise, and soreness days later as DOMS', () => {
    const sore = extractEntities(
      normalizeMessage('my bum is sooo sore from hip thrusts on monday, still hurts to sit down'),
    );
    expect(sore.bodyParts).toEqual([]);
    expect(sore.hasPain).toBe(false);
    expect(extractEntities('hip thrusts hurt my lower back').bodyParts).toEqual(['lower back']);
    expect(extractEntities('my knee hurts on back squats').bodyParts).toEqual(['knee']);
    expect(['doms-soreness', 'training-while-sore']).toContain(
      topicOf('my glutes are so sore from hip thrusts on monday, bad sign?'),
    );
  });

  it('reads "get back off to sleep" as a return, not the back muscles', () => {
    expect(findMuscleAsked("would exercise help? i can't get back off")).toBeNull();
    expect(findMuscleAsked('best exercises for my back')?.label).toBe('back');
    expect(
      topicOf("I keep waking at 3am and can't get back off. Would exercise help with that at all?"),
    ).toBe('exercise-for-better-sleep');
  });

  it.each([
    ['wats the best way to get them big boulder shoulders', /^Good exercises for your shoulders/],
    ['how do i get a v taper', /^Good exercises for your back/],
    [
      'got some resistance bands, what can i do with them for my arms',
      /^Good exercises for your arms/,
    ],
  ])('answers "%s" with the muscle’s exercises', (message, expected) => {
    expect(reply(message).message).toMatch(expected);
  });

  it('reads the back of the legs as the hamstrings', () => {
    expect(normalizeMessage('a stretch for the back of my legs')).toBe(
      'a stretch for the hamstrings',
    );
    expect(topicOf("whats a good stretch for the back of my legs, they're tight")).toBe(
      'tight-hamstring-stretches',
    );
  });

  it('reads a risk asked of anyone as no pain of the user’s', () => {
    expect(extractEntities('doesnt mixed grip tear ur bicep tho').hasPain).toBe(false);
    expect(topicOf('doesnt mixed grip tear ur bicep tho')).toBe('straps-and-grip-types');
  });

  it('reads tips asked beside pain in the exercise as the pain', () => {
    expect(
      reply('bench tips? my shoulders feel kinda pinchy at the bottom of the rep').intent,
    ).toBe('injury');
  });

  it('asks why the scale moved, not for the records, when a gain overnight is called normal', () => {
    expect(askedOwnData('is it normal that my weight went up 1kg overnight')).toBeNull();
    expect(askedOwnData('has my weight gone up or down lately')).toBe('progress');
  });

  it('declines setting up a printer: "set up" is no set of reps', () => {
    expect(reply('can you help me set up my new printer, it wont connect to the wifi').intent).toBe(
      'out-of-scope',
    );
  });
});

describe('follow-ups in people’s own words', () => {
  it('reads "it" as the supplement just discussed', () => {
    expect(
      topicOf(
        'do i need to do the creatine loading phase or is that a scam',
        'ok and does it make u bloated or lose ur hair?? my mate swears it does',
      ),
    ).toBe('creatine-side-effects');
  });

  it('answers an objection ending in "why" with the reason of the answer before', () => {
    const answer = conversation(
      'is it normal that my weight went up 1kg overnight',
      'but i ate clean all day?? why',
    );
    expect(answer.message).toMatch(/water/i);
    expect(answer.message).not.toMatch(/7,000 kcal/);
  });

  it('asks the same comparison of the muscle now named', () => {
    const answer = conversation(
      'whats better for glutes, glute bridges or romanian deadlifts',
      'and for hammies?',
    );
    expect(answer.message).toMatch(/hamstring/i);
    expect(answer.message).not.toMatch(/^How to do/);
  });
});
