import { customAnswerPrefix, type OnboardingAnswer } from '@repwise/contracts';
import { labelOption } from './option-labels';
import type { Question } from './question-types';

function labelChoice(value: string): string {
  return value.startsWith(customAnswerPrefix)
    ? value.slice(customAnswerPrefix.length)
    : labelOption(value);
}

/** An answer as the summary shows it: option labels, Yes/No, numbers with their unit; null when unanswered. */
export function formatAnswer(
  question: Question,
  answer: OnboardingAnswer | undefined,
): string | null {
  if (answer === undefined || answer === null || answer === '') return null;
  if (typeof answer === 'boolean') return answer ? 'Yes' : 'No';
  if (Array.isArray(answer)) return answer.length > 0 ? answer.map(labelChoice).join(', ') : null;
  if (typeof answer === 'number') {
    if (question.kind !== 'number' || !question.unit) return String(answer);
    // "1 year", not "1 years": a plural unit (the only one is "years") is singular for 1.
    const unit = answer === 1 ? question.unit.replace(/s$/, '') : question.unit;
    return `${answer} ${unit}`;
  }
  return question.kind === 'text' ? answer : labelChoice(answer);
}
