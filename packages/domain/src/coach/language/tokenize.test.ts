import { describe, expect, it } from 'vitest';
import { searchKnowledge } from '../knowledge/knowledge-index';
import {
  contentTerms,
  editDistance,
  isSameWord,
  normalizeMessage,
  splitWords,
  stemWord,
} from './tokenize';

describe('editDistance', () => {
  it.each([
    ['squat', 'squat', 0],
    ['sqaut', 'squat', 1],
    ['deadlfit', 'deadlift', 1],
    ['squats', 'squat', 1],
    ['lunge', 'lounge', 1],
    ['pressure', 'pressups', 2],
  ])('%s → %s is %i', (a, b, distance) => {
    expect(editDistance(a, b, 3)).toBe(distance);
  });

  it('gives up past the limit', () => {
    expect(editDistance('kettlebell', 'treadmill', 2)).toBe(3);
  });
});

describe('isSameWord', () => {
  it('forgives a swapped pair of letters in a longer word, not a different short word', () => {
    expect(isSameWord('sqaut', 'squat')).toBe(true);
    expect(isSameWord('row', 'rod')).toBe(false);
  });
});

describe('normalizeMessage', () => {
  it.each([
    ['wat muscles does the plank work', 'what muscles does the plank work'],
    ['hw much protein shud i eat', 'how much protein should i eat'],
    ['r u sure its ok b4 bed', 'are you sure its ok before bed'],
    ['squats w/o a rack, w/ dumbbells', 'squats without a rack, with dumbbells'],
    ['is ur form ok tmrw', 'is your form ok tomorrow'],
    ['bf% or the scale', 'body fat % or the scale'],
    ['my bf says i train too much', 'my bf says i train too much'],
    ['ppl 6x a week or upper/lower', 'push pull legs 6x a week or upper/lower'],
    ['how do ppl stay consistent', 'how do people stay consistent'],
    ['i play 5 a side on thursdays', 'i play five-a-side football on thursdays'],
    ['n deadlift?', 'and deadlift?'],
    [
      'can u gimme a workout w my dumbbells tdy',
      'can you give me a workout with my dumbbells today',
    ],
    ['idk if i shud stop bc of my bak', "i don't know if i should stop because of my back"],
    ['ngl legs sore frm squats', 'legs sore from squats'],
    ['when do i go up in weight', 'when do i increase the weight'],
    ['abs after a c section or csection', 'abs after a c-section or c-section'],
    ['cheap veggie protein, im veggie', 'cheap vegetarian protein, im vegetarian'],
    ['were running out of ideas', 'were have no more ideas'],
    ['shins n knees', 'shins and knees'],
    [
      'how many time I must do squat in week for lose weight',
      'how many times i must do squat a week to lose weight',
    ],
    ['in week 3 my plan gets harder', 'in week 3 my plan gets harder'],
    ['am i shooting myself in the foot', 'am i working against myself'],
    ['my thighs are killing me', 'my thighs are sore'],
    ['leg day wrecked me cant even walk', 'leg day made me so sore cant even walk'],
    ['this diet is killing me', 'this diet is killing me'],
    ['my knees buckle in when i squat heavy', 'my knees cave in when i squat heavy'],
    ['1200 cals a day', '1200 calories a day'],
    ['something gentle 15 minits', 'something gentle 15 minutes'],
    ['20 mnts with my bands, are mints ok', '20 minutes with my bands, are mints ok'],
    ['its meant to be 33 degrees tomorrow', 'its meant to be 33 degrees (hot weather) tomorrow'],
    ['its -3 degrees out, ok to run?', 'its -3 degrees (cold weather) out, ok to run?'],
    ['45 degree incline bench, is it too steep', '45 degree incline bench, is it too steep'],
  ])('spells out chat shorthand: %s', (message, expected) => {
    expect(normalizeMessage(message)).toBe(expected);
  });

  it('leaves words that only contain shorthand alone', () => {
    expect(normalizeMessage('Rows or curls? Watts on the bike; a hwy run')).toBe(
      'rows or curls? watts on the bike; a hwy run',
    );
  });
});

describe('contentTerms', () => {
  it('reads "work out" in every form as one word and drops "during"', () => {
    expect(contentTerms('working out during my period')).toEqual(['workout', 'period']);
    expect(contentTerms('i worked out twice')).toEqual(['workout', 'twice']);
  });
});

describe('splitWords', () => {
  it.each([
    ['whats my tdee and how do i work it out', 'whats my tdee and how do i calculate it'],
    ['i work out twice a week', 'i workout twice a week'],
    ['feeling rather low lately', 'low mood lately'],
  ])('reads phrases as what they mean: %s', (message, expected) => {
    expect(splitWords(message).join(' ')).toBe(expected);
  });
});

describe('stemWord', () => {
  it.each([
    ['squats', 'squat'],
    ['presses', 'press'],
    ['running', 'run'],
    ['heavier', 'heavy'],
    ['split', 'split'],
    // "The splits", the flexibility feat, stays apart from a training split.
    ['splits', 'splits'],
    // "-ful" adjectives stem as their noun; a short word keeps its ending.
    ['stressful', 'stress'],
    ['painful', 'pain'],
    ['useful', 'useful'],
  ])('%s → %s', (word, stem) => {
    expect(stemWord(word)).toBe(stem);
  });

  it.each([
    ['evenings', 'evening'],
    ['mornings', 'morning'],
    ['binging', 'binge'],
    ['exercising', 'exercise'],
    ['hinging', 'hinge'],
    ['dancing', 'dance'],
    ['bridges', 'bridge'],
    ['raising', 'raise'],
  ])('stems "%s" as "%s" is stemmed', (word, other) => {
    expect(stemWord(word)).toBe(stemWord(other));
  });

  it('keeps lunges apart from the lungs', () => {
    expect(stemWord('lunges')).not.toBe(stemWord('lungs'));
  });
});

describe('normalizeMessage: fed up', () => {
  it.each([
    ['im so tired of dieting', 'im fed up with dieting'],
    ['sick and tired of not seeing results', 'fed up with not seeing results'],
    ['sick of chicken and rice', 'fed up with chicken and rice'],
    ['im tired after work', 'im tired after work'],
  ])('reads "%s" as "%s"', (message, read) => {
    expect(normalizeMessage(message)).toBe(read);
  });
});

describe('normalizeMessage: a meal as the time of day', () => {
  it.each([
    ['is it ok to train at lunch', 'is it ok to train at midday'],
    ['can i lift on my lunch break', 'can i lift at midday'],
  ])('reads "%s" as the time', (message, normalized) => {
    expect(normalizeMessage(message)).toBe(normalized);
  });

  it('keeps the meal when the message is about eating', () => {
    expect(normalizeMessage('what should i eat at lunch on gym days')).toContain('lunch');
  });
});

describe('the time of day in a search', () => {
  it('answers training at lunch with when to train, not meal ideas', () => {
    expect(searchKnowledge('is it ok to train at lunch', 1)[0]?.topic?.id).toBe(
      'best-time-to-train',
    );
  });
});
