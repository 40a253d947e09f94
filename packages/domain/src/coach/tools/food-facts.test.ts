import { describe, expect, it } from 'vitest';
import { buildCoachContext } from '../coach-fixtures.test-helpers';
import { answerFoodQuestion, asksAboutFood, findFood, findFoods } from './food-facts';

describe('findFood', () => {
  it.each([
    ['is peanut butter bad for weight loss', 'peanut-butter'],
    ['are sweet potatoes better than rice', 'potatoes'],
    ['rice or sweet potato', 'rice'],
    ['2 eggs a day ok?', 'eggs'],
    ['green tea for fat burning', 'green-tea'],
    ['sparkling water as good as normal water', 'water'],
    ['beers on the weekend', 'beer'],
    ['how do i do a push up', null],
  ])('finds the food of "%s": %s', (text, id) => {
    expect(findFood(text)?.food.id ?? null).toBe(id);
  });

  it('names each food once, a longer name hiding the words it holds', () => {
    expect(findFoods('rice or sweet potato').map((mention) => mention.food.id)).toEqual([
      'rice',
      'potatoes',
    ]);
    expect(findFoods('peanut butter and toast').map((mention) => mention.food.id)).toEqual([
      'peanut-butter',
      'bread',
    ]);
  });
});

describe('asksAboutFood', () => {
  it.each([
    ['is peanut butter bad for weight loss', true],
    ['banana before a run?', true],
    ['how many calories in a bagel', true],
    ['my cake day is today', false],
    ['what about fish', false],
    ['how much protein do i need a day, i eat lots of eggs', false],
    ['what should i eat after a workout, like chicken and rice?', false],
    ['is creatine safe, i take it with my coffee', false],
    ['how bad is a can of coke really', true],
    ['i enjoy a glass of red wine most evenings, is that a problem', true],
    ['should i avoid eggs because of my blood pressure?', true],
  ])('"%s" asks about the food: %s', (text, expected) => {
    expect(asksAboutFood(text, findFood(text))).toBe(expected);
  });
});

function answerText(text: string, primaryGoal = 'weight-loss'): string {
  const mention = findFood(text);
  if (!mention) throw new Error(`no food in ${text}`);
  const context = buildCoachContext({
    profile: { ...buildCoachContext().profile!, primaryGoal },
  });
  return answerFoodQuestion({ mention, text, context }).lines.join('\n');
}

describe('answerFoodQuestion', () => {
  it('gives the portion, says a calorie-dense food needs measuring, and fits it to the goal', () => {
    const text = answerText('is peanut butter bad for weight loss');
    expect(text).toMatch(/2 tablespoons \(about 32 g\), has roughly 190 kcal and 8 g of protein/);
    expect(text).toMatch(/calorie-dense/);
    expect(text).toMatch(/For weight loss no single food makes or breaks it/);
  });

  it("answers the point people ask a food about first (eggs' cholesterol)", () => {
    const lines = answerText('eggs every day bad for cholesterol?').split('\n');
    expect(lines[0]).toMatch(/cholesterol in eggs has only a small effect/);
  });

  it('answers the timing asked about first', () => {
    expect(answerText('banana before a run?').split('\n')[0]).toMatch(/^Before training/);
    expect(answerText('is rice bad at night').split('\n')[0]).toMatch(/Eating late does not/);
  });

  it('takes the goal the message names over the stored one', () => {
    expect(answerText('oats for bulking', 'weight-loss')).toMatch(/For muscle gain/);
  });

  it('compares two foods when asked which is better', () => {
    const text = answerText('rice or sweet potato which is better for gains');
    expect(text).toMatch(/^Both can work/);
    expect(text).toMatch(/potatoes \(a fist-sized potato\) about 155 kcal/);
    expect(text).toMatch(/rice \(a cupped-hands portion, cooked\) about 235 kcal/);
  });

  it.each([
    [
      'calories in two eggs and a glass of milk',
      /^A glass of milk \(about 250 ml\): about \d+ kcal/m,
    ],
    ['how much protein in a banana and some oats', /^Oats: a typical portion/m],
  ])('gives every food asked about its numbers: %s', (text, line) => {
    expect(answerText(text)).toMatch(line);
  });

  it.each([
    [
      'how much protein is in 3 eggs',
      /^3 eggs \(about 150 g\): about 215 kcal and 20 g of protein \(one egg: about 70 kcal and 7 g of protein\)/,
    ],
    [
      'calories in 200g chicken breast',
      /^200g chicken breast: about 330 kcal and 62 g of protein\./,
    ],
    ['how many cals in 2 slices of pizza', /^2 slices of pizza \(about 200 g\): about 540 kcal/],
    [
      'how many calories is 2 tbsp of peanut butter',
      /^2 tbsp of peanut butter \(about 32 g\): about 190 kcal/,
    ],
    ['half an avocado, how many calories', /^Half an avocado \(about 70 g\): about 110 kcal/],
    ['how many calories in a banana', /^A banana \(about 120 g\): about 105 kcal/],
    [
      'how much protein does greek yogurt have',
      /^A typical portion, a small pot \(about 170 g\), has roughly/,
    ],
  ])('answers "%s" with the numbers of the amount named, first', (text, line) => {
    expect(answerText(text)).toMatch(line);
  });

  it('leads with the verdict for the goal asked about when the food has no point of its own', () => {
    const lines = answerText('is peanut butter good for bulking').split('\n');
    expect(lines[0]).toMatch(/^For muscle gain it is an easy way to add calories/);
    expect(lines).toHaveLength(2);
  });

  it('answers the food a follow-up names, not the one asked about before', () => {
    const mention = findFood('how many calories in a glass of wine');
    if (!mention) throw new Error('no wine');
    const lines = answerFoodQuestion({
      mention,
      text: 'and a pint of beer',
      context: buildCoachContext(),
    }).lines;
    expect(lines[0]).toMatch(/^A pint of beer \(about 568 ml\): about 245 kcal/);
    expect(lines.join('\n')).toMatch(/A pint of beer, lager or cider has about 180-250 kcal/);
    expect(lines.join('\n')).not.toMatch(/glass of wine/);
  });
});
