import { describe, expect, it } from 'vitest';
import { normalizePage } from './normalize-page';

describe('normalizePage', () => {
  it.each([
    ['http://localhost:5173/app/dashboard?token=secret#top', '/app/dashboard'],
    ['/app/ai-coach/', '/app/ai-coach'],
    ['https://repwise.app/', '/'],
    ['/blog/42', '/blog/:id'],
    ['/workouts/plans/0123456789abcdef01234567/week/2', '/workouts/plans/:id/week/:id'],
    ['/x/123e4567-e89b-12d3-a456-426614174000', '/x/:id'],
    ['/blog/strength-basics', '/blog/strength-basics'],
  ])('keeps only the grouped path of %s: %s', (url, expected) => {
    expect(normalizePage(url)).toBe(expected);
  });

  it('caps the path at 200 characters', () => {
    expect(normalizePage(`/${'a'.repeat(300)}`)).toHaveLength(200);
  });
});
