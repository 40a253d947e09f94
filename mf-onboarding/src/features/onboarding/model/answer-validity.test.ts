import type { OnboardingAnswer } from '@repwise/contracts';
import { describe, expect, it } from 'vitest';
import type { Question } from './question-types';
import { isAnswerValid, isStepAutoCompletable } from './answer-validity';
import { onboardingSteps } from './step-definitions';

const stepById = (id: string) => onboardingSteps.find((step) => step.id === id)!;

describe('isAnswerValid', () => {
  it.each<[Question['kind'], OnboardingAnswer | undefined, boolean]>([
    ['single-choice', 'male', true],
    ['single-choice', '', false],
    ['single-choice', undefined, false],
    ['multiple-choice', ['yoga'], true],
    ['multiple-choice', [], false],
    ['number', 0, true],
    ['number', -1, false],
    ['number', null, false],
    ['text', 'hi', true],
    ['text', '   ', false],
    ['boolean', false, true],
    ['boolean', 'false', false],
  ])('treats a %s answer %j as valid: %s', (kind, answer, expected) => {
    expect(isAnswerValid(kind, answer)).toBe(expected);
  });
});

describe('isStepAutoCompletable', () => {
  it('needs every required question of the step answered', () => {
    const step = stepById('workout-preferences');
    const answers = {
      'workout-duration': '30-min',
      'workout-frequency': 'daily',
      'preferred-time': 'morning',
    };
    expect(isStepAutoCompletable(step, answers)).toBe(false);
    expect(isStepAutoCompletable(step, { ...answers, 'intensity-preference': 'low' })).toBe(true);
  });

  it('counts a step without required questions as answerable once any question is answered', () => {
    const step = stepById('accessibility');
    expect(isStepAutoCompletable(step, {})).toBe(false);
    expect(isStepAutoCompletable(step, { 'needs-modifications': false })).toBe(true);
  });

  it('ignores an optional hidden question', () => {
    const step = stepById('fitness-goals');
    expect(isStepAutoCompletable(step, { 'primary-goal': 'strength', timeframe: '1-year' })).toBe(
      true,
    );
  });
});
