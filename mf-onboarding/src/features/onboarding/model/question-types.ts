import type {
  OnboardingAnswer,
  OnboardingChoiceQuestionId,
  OnboardingStepId,
} from '@repwise/contracts';

/** Every saved answer, keyed by question id (the progress object's `responses`). */
export type AnswerMap = Record<string, OnboardingAnswer>;

interface QuestionBase {
  id: string;
  label: string;
  /** Required questions carry a star mark and must hold a valid answer to submit the step. */
  isRequired: boolean;
  hint?: string;
  /** Conditional questions: shown (and validated and sent) only while this returns true. */
  isShown?: (responses: AnswerMap) => boolean;
}

/** One option picked from a list (radio group). */
export interface SingleChoiceQuestion extends QuestionBase {
  kind: 'single-choice';
  id: OnboardingChoiceQuestionId;
}

/** Any number of options (checkbox group), plus an "Other (please specify)" entry stored as `custom:<text>`. */
export interface MultipleChoiceQuestion extends QuestionBase {
  kind: 'multiple-choice';
  id: OnboardingChoiceQuestionId;
}

/** A number within inclusive bounds. */
export interface NumberQuestion extends QuestionBase {
  kind: 'number';
  bounds: { min: number; max: number };
  rangeMessage: string;
  isWholeNumber: boolean;
  unit?: string;
}

/** Free text. */
export interface TextQuestion extends QuestionBase {
  kind: 'text';
}

/** Yes or no. */
export interface BooleanQuestion extends QuestionBase {
  kind: 'boolean';
}

/** A question of the onboarding assessment. */
export type Question =
  SingleChoiceQuestion | MultipleChoiceQuestion | NumberQuestion | TextQuestion | BooleanQuestion;

/** A step of the assessment: its questions in order; optional steps offer "Skip Step". */
export interface OnboardingStep {
  id: OnboardingStepId;
  title: string;
  description: string;
  isOptional: boolean;
  questions: readonly Question[];
}

/** The questions of a step that the current answers make visible. */
export function listVisibleQuestions(step: OnboardingStep, responses: AnswerMap): Question[] {
  return step.questions.filter((question) => question.isShown?.(responses) ?? true);
}
