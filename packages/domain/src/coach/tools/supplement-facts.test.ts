import { describe, expect, it } from 'vitest';
import { answerSupplementQuestion, findAskedSupplement } from './supplement-facts';

describe('findAskedSupplement', () => {
  it.each([
    ['does magnesium help you sleep', 'magnesium'],
    ['fish oil worth taking?', 'omega-3'],
    ['im on melatonin most nights is that ok', 'melatonin'],
    ['pea protein as good as whey?', null],
    ['vit d, magnesium, zinc, fish oil... anything worth taking', null],
    ['how much protein do i need a day, i take magnesium at night', null],
    ['how do i do a push up', null],
  ])('"%s" asks about %s', (text, id) => {
    expect(findAskedSupplement(text)?.item.id ?? null).toBe(id);
  });
});

describe('answerSupplementQuestion', () => {
  function answer(text: string): string[] {
    const mention = findAskedSupplement(text);
    if (!mention) throw new Error(`no supplement in ${text}`);
    return answerSupplementQuestion({ mention }).lines;
  }

  it('says what it does and how strong the evidence is, the dose, the caution and the food', () => {
    const lines = answer('does magnesium help you sleep');
    expect(lines[0]).toMatch(
      /only helps sleep.*if you are low in it.*The evidence for it is weak\.$/,
    );
    expect(lines[1]).toMatch(/^If you take it: 200-350 mg/);
    expect(lines[2]).toMatch(/^Food first: Nuts, seeds/);
    expect(lines.at(-1)).toMatch(/third-party tested/);
  });

  it('gives no dose for what does not work', () => {
    expect(answer('glutamine for recovery?')[1]).toMatch(/^There is no dose worth taking\./);
  });
});
