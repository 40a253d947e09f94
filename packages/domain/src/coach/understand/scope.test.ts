import { describe, expect, it } from 'vitest';
import { reply } from '../coach-fixtures.test-helpers';

describe('scope: a cuisine is food, a language is not', () => {
  it.each([
    'ordering a chinese tonight, what should i get',
    'chinese or pizza tonight?',
    'is italian food ok on a diet',
  ])('answers "%s" as nutrition', (message) => {
    expect(reply(message).intent).toBe('nutrition');
  });

  it.each([
    'help me learn spanish',
    'best way to learn japanese',
    'speaking french tips',
    'whats the best baby monitor with a camera for under 100 quid',
    'can you help me track my bank spending',
  ])('declines "%s"', (message) => {
    expect(reply(message).intent).toBe('out-of-scope');
  });
});
