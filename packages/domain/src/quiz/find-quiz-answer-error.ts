import type { QuizQuestion, QuizValidationRule } from './quiz-types';

/** Message for a required question left empty (spec 02 §5). */
export const quizRequiredMessage = 'This question is required';

/** Longest free-text answer, in characters. */
export const maxQuizTextLength = 2000;

/** Lowest and highest scale answer (spec 02 §5: 1 to 10, default 5). */
export const quizScaleBounds = { min: 1, max: 10, defaultValue: 5 } as const;

/** Whether an answer counts as not given: missing, null, '', blank text or an empty list. */
export function isQuizAnswerEmpty(answer: unknown): boolean {
  if (answer === undefined || answer === null) return true;
  if (typeof answer === 'string') return answer.trim() === '';
  return Array.isArray(answer) && answer.length === 0;
}

/** Parses a range rule's 'low-high' value; null when it is malformed. */
export function parseRangeValue(value: string): { low: number; high: number } | null {
  const match = /^(-?\d+(?:\.\d+)?)-(-?\d+(?:\.\d+)?)$/.exec(value.trim());
  if (!match) return null;
  return { low: Number(match[1]), high: Number(match[2]) };
}

function breaksRule(rule: QuizValidationRule, value: number): boolean {
  switch (rule.type) {
    case 'min':
      return value < rule.value;
    case 'max':
      return value > rule.value;
    case 'range': {
      const range = parseRangeValue(rule.value);
      return range !== null && (value < range.low || value > range.high);
    }
  }
}

function isOptionValue(question: QuizQuestion, value: unknown): boolean {
  return typeof value === 'string' && (question.options ?? []).some((o) => o.value === value);
}

/**
 * The problem with one answer to a question, or null when it may be recorded: empty is fine only
 * for optional questions; choices must be listed values (a list without repeats); booleans are
 * true/false; scales whole numbers 1-10; numbers finite and within every min/max/range rule (the
 * rule's own message); text at most 2000 characters.
 */
export function findQuizAnswerError(question: QuizQuestion, answer: unknown): string | null {
  if (isQuizAnswerEmpty(answer)) return question.required ? quizRequiredMessage : null;
  switch (question.type) {
    case 'single-choice':
      return isOptionValue(question, answer) ? null : 'Please choose one of the listed options';
    case 'multiple-choice': {
      const isList =
        Array.isArray(answer) &&
        answer.every((value) => isOptionValue(question, value)) &&
        new Set(answer).size === answer.length;
      return isList ? null : 'Please choose from the listed options';
    }
    case 'boolean':
      return typeof answer === 'boolean' ? null : 'Please answer yes or no';
    case 'scale': {
      const { min, max } = quizScaleBounds;
      const isScale = Number.isInteger(answer) && Number(answer) >= min && Number(answer) <= max;
      return isScale ? null : `Choose a whole number from ${min} to ${max}`;
    }
    case 'number': {
      if (typeof answer !== 'number' || !Number.isFinite(answer)) return 'Please enter a number';
      const broken = (question.validationRules ?? []).find((rule) => breaksRule(rule, answer));
      return broken ? broken.message : null;
    }
    case 'text':
      if (typeof answer !== 'string') return 'Please enter text';
      return answer.length > maxQuizTextLength
        ? `Keep your answer under ${maxQuizTextLength} characters`
        : null;
  }
}
