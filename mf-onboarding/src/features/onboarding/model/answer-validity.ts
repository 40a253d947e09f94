import type { OnboardingAnswer } from '@repwise/contracts';
import {
  listVisibleQuestions,
  type AnswerMap,
  type OnboardingStep,
  type Question,
} from './question-types';

/**
 * Whether an answer counts for auto-complete (spec 02 §4): single choice a non-empty string,
 * multiple choice a non-empty list, number a number >= 0, text a non-blank string, boolean a boolean.
 */
export function isAnswerValid(
  kind: Question['kind'],
  answer: OnboardingAnswer | undefined,
): boolean {
  switch (kind) {
    case 'single-choice':
      return typeof answer === 'string' && answer !== '';
    case 'multiple-choice':
      return Array.isArray(answer) && answer.length > 0;
    case 'number':
      return typeof answer === 'number' && Number.isFinite(answer) && answer >= 0;
    case 'text':
      return typeof answer === 'string' && answer.trim() !== '';
    case 'boolean':
      return typeof answer === 'boolean';
  }
}

/**
 * Whether a step's saved answers complete it without a submit: every visible required question
 * holds a valid answer; a step without required questions needs any valid answer at all.
 */
export function isStepAutoCompletable(step: OnboardingStep, responses: AnswerMap): boolean {
  const questions = listVisibleQuestions(step, responses);
  const isAnswered = (question: Question) => isAnswerValid(question.kind, responses[question.id]);
  const required = questions.filter((question) => question.isRequired);
  if (required.length === 0) return questions.some(isAnswered);
  return required.every(isAnswered);
}
