import { describe, expect, it } from 'vitest';
import { buildCompleteResponses } from '../testing/onboarding-fixtures';
import { resolveResumeStep } from './resolve-resume-step';
import { onboardingSteps } from './step-definitions';

const personal = {
  age: 30,
  'biological-sex': 'male',
  'height-feet': 5,
  'height-inches': 10,
  weight: 180,
  'activity-level': 'sedentary',
};

describe('resolveResumeStep', () => {
  it.each([
    ['nothing saved', [], {}, null, 0, []],
    ['no complete step but a saved current step', [], {}, 3, 3, []],
    ['a saved current step past the end', [], {}, 12, 7, []],
    ['the first step marked complete', ['personal-info'], {}, 0, 1, []],
    ['the first step answered but not marked', [], personal, 0, 1, ['personal-info']],
    ['a marked step after a gap (stops at the gap)', ['fitness-goals'], {}, 4, 4, []],
    [
      'every step answered (capped at the final step)',
      [],
      buildCompleteResponses(),
      0,
      7,
      onboardingSteps.map((step) => step.id),
    ],
  ] as const)(
    'resumes with %s',
    (_case, completed, responses, currentStep, stepIndex, autoCompleted) => {
      const point = resolveResumeStep(onboardingSteps, {
        completedStepIds: completed,
        responses,
        currentStep,
      });
      expect(point.stepIndex).toBe(stepIndex);
      expect(point.autoCompletedStepIds).toEqual(autoCompleted);
    },
  );

  it('lists marked and auto-completed steps together, in step order', () => {
    const point = resolveResumeStep(onboardingSteps, {
      completedStepIds: ['fitness-goals'],
      responses: personal,
      currentStep: 2,
    });
    expect(point.completedStepIds).toEqual(['personal-info', 'fitness-goals']);
    expect(point.stepIndex).toBe(2);
  });
});
