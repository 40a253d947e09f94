import { describe, expect, it } from 'vitest';

import { toErrorDetails } from '../validation/zod-issues-to-details';
import { onboardingProgressSchema } from './onboarding-progress.schema';

const validProgress = { currentStep: 3, totalSteps: 8, completedSteps: [], responses: {} };

function detailsOf(overrides: Record<string, unknown>) {
  const result = onboardingProgressSchema.safeParse({ ...validProgress, ...overrides });
  return result.success ? [] : toErrorDetails(result.error).map((detail) => detail.field);
}

describe('onboardingProgressSchema', () => {
  it.each([
    ['text', 'female'],
    ['a number', 0],
    ['true/false', false],
    ['a list of texts', ['yoga', 'custom:Rowing']],
    ['null', null],
  ])('accepts %s as an answer', (_kind, answer) => {
    expect(detailsOf({ responses: { q: answer } })).toEqual([]);
  });

  it.each([
    ['currentStep', { currentStep: 8, totalSteps: 7 }],
    ['responses.q', { responses: { q: { nested: true } } }],
    ['responses.q', { responses: { q: [1] } }],
    ['completedSteps', { completedSteps: Array.from({ length: 21 }, (_, i) => `s${i}`) }],
  ])('reports %s for %j', (field, overrides) => {
    expect(detailsOf(overrides)).toEqual([field]);
  });

  it('drops a __proto__ question id instead of storing it', () => {
    const responses: unknown = JSON.parse('{"__proto__": "x", "age": 30}');
    const result = onboardingProgressSchema.parse({ ...validProgress, responses });
    expect(Object.keys(result.responses)).toEqual(['age']);
  });

  it('accepts the current step equal to the total and drops repeated completed steps', () => {
    const result = onboardingProgressSchema.parse({
      ...validProgress,
      currentStep: 8,
      completedSteps: ['personal-info', 'personal-info'],
    });
    expect(result.completedSteps).toEqual(['personal-info']);
  });
});
