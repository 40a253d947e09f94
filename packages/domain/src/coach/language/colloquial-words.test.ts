import { describe, expect, it } from 'vitest';
import { searchKnowledge } from '../knowledge/knowledge-index';
import { plainWordsFor } from './colloquial-words';
import { stemWord } from './tokenize';

describe('plainWordsFor', () => {
  it('gives the plain words of slang, stemmed', () => {
    expect(plainWordsFor(stemWord('booze'))).toEqual(['alcohol']);
    expect(plainWordsFor(stemWord('maccies'))).toEqual(['fast', 'food', 'takeaway']);
  });

  it('gives nothing for a plain word', () => {
    expect(plainWordsFor(stemWord('alcohol'))).toEqual([]);
  });
});

// Slang finds the topic of the plain words it stands for.
describe('slang in a search', () => {
  const topTopic = (message: string) => searchKnowledge(message, 1)[0]?.topic?.id ?? '';

  it.each([
    ['does booze actually kill gains or is that broscience', /^alcohol-/],
    ['maccies after gym for the bulk yes or no', /eating-out|takeaway|fast-food/],
    ['every night around 9pm i NEED chocolate. its ruining everything help', /sugar|craving|snack/],
    [
      'I do love my crisps and salted nuts of an evening. Is that bad for my blood pressure?',
      /salt/,
    ],
  ])('"%s"', (message, topic) => {
    expect(topTopic(message)).toMatch(topic);
  });
});
