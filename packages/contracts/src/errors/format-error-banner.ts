import type { UserFacingError } from './describe-api-failure';

const endsWithSentencePunctuation = /[.!?]$/;

/** Banner text "message. suggestion": no added period after a message ending in . ! or ?; only the message when the suggestion is empty. */
export function formatErrorBanner(error: Pick<UserFacingError, 'message' | 'suggestion'>): string {
  const message = error.message.trim();
  const suggestion = error.suggestion.trim();
  if (suggestion === '') {
    return message;
  }
  if (message === '') {
    return suggestion;
  }
  const separator = endsWithSentencePunctuation.test(message) ? ' ' : '. ';
  return `${message}${separator}${suggestion}`;
}
