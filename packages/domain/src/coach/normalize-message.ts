/** Lower-cases a chat message, unifies apostrophes and dashes and collapses whitespace. */
export function normalizeMessage(message: string): string {
  return message
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether `phrase` occurs in normalised `text` as whole words ("row" is not in "grow"). */
export function containsPhrase(text: string, phrase: string): boolean {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^a-z0-9])${escaped}($|[^a-z0-9])`).test(text);
}
