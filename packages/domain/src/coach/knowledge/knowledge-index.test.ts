import { describe, expect, it } from 'vitest';
import { searchKnowledge } from './knowledge-index';

const topTopic = (message: string) => searchKnowledge(message, 1)[0]?.topic?.id;

describe('searchKnowledge', () => {
  it('reads a swapped pair of letters as the word it spells', () => {
    expect(topTopic('is protien powder bad for your kidneys')).toBe('protein-and-kidneys');
    expect(topTopic('is protein powder bad for your kidneys')).toBe('protein-and-kidneys');
  });

  it('weighs the question of a long message over its story', () => {
    expect(
      topTopic(
        "so my sister got me into walking in the mornings which is great but i'm wondering if i should be doing something more intense to actually lose the weight faster?",
      ),
    ).not.toBe('walking-steps');
  });

  it('counts words that judge less than the subject', () => {
    expect(topTopic('is it actually worth doing stretching or is it a waste of time?')).toMatch(
      /stretch/,
    );
  });

  it('never counts a question word (how often, how long) as a subject the topic is keyed on', () => {
    for (const message of ['how often should i do pushups', 'how long should i rest']) {
      for (const match of searchKnowledge(message, 5)) {
        expect(match.keyTerms).not.toContain('howoften');
        expect(match.keyTerms).not.toContain('howlong');
      }
    }
    expect(topTopic('how often should i train')).toBe('training-frequency');
  });

  it('reads "how long before" as until, not as what comes before training', () => {
    expect(topTopic('how long before lifting actually shows? like visible gains')).toBe(
      'when-see-results',
    );
  });

  it('reads "pushing me" as drive, not pushing exercises', () => {
    const top = searchKnowledge(
      'I felt so slow that I did not go back. How do I keep going without anyone pushing me?',
      3,
    ).map((match) => match.topic?.id);
    expect(top).not.toContain('push-pull-legs');
  });

  it('never reads an everyday word as a typo of a knowledge word ("tried" is not "tired")', () => {
    const terms = searchKnowledge('i tried intermittent fasting', 3).flatMap(
      (match) => match.matchedTerms,
    );
    expect(terms).not.toContain('tired');
    expect(topTopic('i tried intermittent fasting')).toBe('intermittent-fasting');
  });

  it('weighs a condition after the question ("... if I only lift twice a week") as context', () => {
    expect(topTopic('is it worth doing creatine if im only lifting twice a week')).toBe('creatine');
  });
});

describe('searchKnowledge: a return to training with its cause named', () => {
  it.each([
    ['back after like 6 weeks off with the flu where do i even start', 'return-after-illness'],
    [
      'had a baby 4 months ago havent trained since. can i start lifting again',
      'postpartum-return',
    ],
  ])('"%s" → %s', (message, topic) => {
    expect(topTopic(message)).toBe(topic);
  });

  it('answers a break with several causes as a break', () => {
    expect(
      topTopic(
        'fell off the wagon for like 3 weeks, vacation then got sick. how do i get back into it',
      ),
    ).not.toBe('return-after-illness');
  });
});

describe('searchKnowledge: how to read a plan', () => {
  it.each([
    // How to read "3x12": sets of each or rounds of a circuit, not a back that rounds.
    [
      'the band exercises you gave me yesterday, how many rounds should I do of them?',
      'sets-or-rounds',
    ],
    ['is it 3 rounds of the whole thing or 3 sets each', 'sets-or-rounds'],
  ])('"%s" → %s', (message, topic) => {
    expect(topTopic(message)).toBe(topic);
  });
});

describe('searchKnowledge: stress that should pass', () => {
  it('reads "stressful ... til it calms down" as stress, not a busy week', () => {
    expect(
      topTopic(
        'work is so stressful rn i literally cant think straight. is it ok if i just skip my workouts for a couple weeks til it calms down',
      ),
    ).toBe('stress-cortisol');
  });
});
