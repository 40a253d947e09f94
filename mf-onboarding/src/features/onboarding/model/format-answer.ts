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
    return question.kind === 'number' && question.unit
      ? `${answer} ${question.unit}`
      : String(answer);
  }
  return question.kind === 'text' ? answer : labelChoice(answer);
}
