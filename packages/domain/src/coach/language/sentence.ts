/** A phrase as a sentence: trimmed, ending with a full stop (or its own ! or ?). */
export function asSentence(phrase: string): string {
  const trimmed = phrase.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}
