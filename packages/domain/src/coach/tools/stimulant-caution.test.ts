import { describe, expect, it } from 'vitest';
import { buildCoachContext, reply } from '../coach-fixtures.test-helpers';

describe('stimulants with a condition', () => {
  it('leads with the caution for high blood pressure said in the message, without a plain yes', () => {
    const text = reply('is caffeine good before training? i have high blood pressure').message;
    expect(text).toMatch(/^With high blood pressure, go easy on stimulants/);
    expect(text).not.toMatch(/Yes, caffeine/);
  });

  it('leads with it for high blood pressure stored in the profile', () => {
    const profile = buildCoachContext().profile;
    const context = buildCoachContext({
      profile: profile && { ...profile, conditions: ['hypertension'] },
    });
    expect(reply('are energy drinks ok before the gym', { context }).message).toMatch(
      /^With high blood pressure/,
    );
  });

  it('answers everyone else as before', () => {
    expect(reply('is caffeine good before training').message).toMatch(/^Yes, caffeine/);
  });
});
