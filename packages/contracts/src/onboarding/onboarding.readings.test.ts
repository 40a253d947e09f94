import { describe, expect, it } from 'vitest';
import { onboardingAnswerReadings as readings } from './onboarding.readings';

describe('onboardingAnswerReadings', () => {
  it.each([
    [{ success: true, status: { isCompleted: true } }, true],
    [{ status: { isCompleted: 'yes' } }, false],
    [null, false],
  ])('reads status %j as completed: %s', (answer, isCompleted) => {
    expect(readings.completed.parse(answer).status.isCompleted).toBe(isCompleted);
  });

  it('reads unreadable progress as none, and a missing completion as null', () => {
    expect(readings.progress.parse({ progress: { currentStep: 'x' } })).toEqual({ progress: null });
    expect(readings.completion.parse({ success: true })).toEqual({ completion: null });
    expect(readings.completion.parse({ completion: { a: 1 } })).toEqual({ completion: { a: 1 } });
  });

  it('reads recommendations as pending, or as a plan that may lack its guidance', () => {
    expect(readings.recommendations.parse({ success: true, status: 'pending' })).toEqual({
      status: 'pending',
    });
    expect(readings.recommendations.parse({ recommendations: {} })).toEqual({
      recommendations: {},
    });
    expect(readings.recommendations.safeParse({ status: 'failed' }).success).toBe(false);
  });
});
