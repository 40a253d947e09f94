/** Prefix of an "Other (please specify)" answer. */
export const customPlanAnswerPrefix = 'custom:';

/** The user's own text of a `custom:` answer (trimmed), or null for a listed value. */
export function readCustomAnswer(answer: string): string | null {
  return answer.startsWith(customPlanAnswerPrefix)
    ? answer.slice(customPlanAnswerPrefix.length).trim()
    : null;
}
