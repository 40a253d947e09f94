/**
 * The answers of a pure function for the latest arguments, at most `size` of them, the oldest
 * dropped first: the coach reads the same text many times in one reply (each rule, each combined
 * reading, each re-read turn of the conversation).
 */
export function keepLatestAnswers<Answer>(
  size: number,
  answer: (key: string) => Answer,
): { (key: string): Answer; forget(): void } {
  const kept = new Map<string, Answer>();
  const read = (key: string): Answer => {
    if (kept.has(key)) return kept.get(key) as Answer;
    const found = answer(key);
    if (kept.size >= size) {
      const oldest = kept.keys().next().value;
      if (oldest !== undefined) kept.delete(oldest);
    }
    kept.set(key, found);
    return found;
  };
  return Object.assign(read, { forget: () => kept.clear() });
}
