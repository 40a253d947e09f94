import { describe, expect, it } from 'vitest';
import { reply } from '../coach-fixtures.test-helpers';

describe('a food question about a condition', () => {
  it('gets the condition’s nutrition topic, not its exercise advice', () => {
    const answer = reply('what should someone with high blood pressure be eating');
    expect(answer.intent).toBe('nutrition');
    expect(answer.message).toMatch(/DASH/);
  });

  it('leaves an exercise question about the condition to its health topic', () => {
    expect(reply('can i exercise with high blood pressure').intent).toBe('health');
  });
});
