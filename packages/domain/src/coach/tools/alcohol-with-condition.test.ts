import { describe, expect, it } from 'vitest';
import { buildCoachContext, reply } from '../coach-fixtures.test-helpers';

function withConditions(conditions: string[]) {
  const profile = buildCoachContext().profile;
  return buildCoachContext({ profile: profile && { ...profile, conditions } });
}

describe('a drink asked about with a condition in the profile', () => {
  it.each([
    ['hypertension', /With high blood pressure, keep it moderate/],
    ['diabetes', /With diabetes, have it with food/],
    ['pregnancy', /safest choice is none/],
  ])('adds what %s means for it', (condition, expected) => {
    const context = withConditions([condition]);
    expect(
      reply('is it ok to still have a glass of wine with dinner', { context }).message,
    ).toMatch(expected);
  });

  it('says nothing of conditions to a user without one, nor for a food that is not alcohol', () => {
    expect(reply('is it ok to still have a glass of wine with dinner').message).not.toMatch(
      /With high blood pressure/,
    );
    const context = withConditions(['hypertension']);
    expect(reply('are bananas ok for me', { context }).message).not.toMatch(/keep it moderate/);
  });
});
