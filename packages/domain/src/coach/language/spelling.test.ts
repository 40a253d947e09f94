import { describe, expect, it } from 'vitest';
import { createSpellingCorrector } from './spelling';

const correct = createSpellingCorrector({
  known: ['Pointless reps waste time; knees track over the toes.'],
  targets: [
    'what is the best exercise for glutes',
    'how much protein do i need',
    'painless exercise for sore knees',
    'exercise exercise',
  ],
});

describe('createSpellingCorrector', () => {
  it.each([
    ['whats teh best excercise for glutes', 'whats the best exercise for glutes'],
    ['how much protien', 'how much protein'],
    ['Excercise', 'Exercise'],
  ])('corrects one typo: %s', (typed, meant) => {
    expect(correct(typed)).toBe(meant);
  });

  it.each([
    ['a known word, even one typo from a target', 'pointless'],
    ['a plural of a known word', 'glute'],
    ['words of one or two letters', 'teh ab'.slice(4)],
    ['a swap of the first letter', 'hte'],
    ['words with digits or apostrophes', "5x5 don't"],
    ['a word two typos from any target', 'exorcism'],
  ])('leaves %s as typed', (_, typed) => {
    expect(correct(typed)).toBe(typed);
  });

  it('keeps the first letter: a typo never changes it', () => {
    expect(correct('protin')).toBe('protein');
    expect(correct('rotein')).toBe('rotein');
  });

  it('leaves a word of the dictionary as typed, though one typo from a target', () => {
    const withDictionary = createSpellingCorrector({
      known: [],
      targets: ['women lifting weights'],
      dictionary: new Set(['woman']),
    });
    expect(withDictionary('a woman lifting')).toBe('a woman lifting');
  });
});
