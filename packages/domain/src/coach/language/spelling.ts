import { editDistance, isSwap, stemWord } from './tokenize';

/** Corrects the misspelt words of a message; known words, numbers and short words stay. */
export type SpellingCorrector = (message: string) => string;

/** The words of texts with how often each occurs. */
function countWords(texts: Iterable<string>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const text of texts) {
    for (const word of text.toLowerCase().match(/[a-z]+/g) ?? []) {
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return counts;
}

/**
 * A corrector for chat messages. A word it knows (any word of `known`, or one whose stem is) stays
 * as typed; an unknown one becomes the word of `targets` (the words the coach's rules and index
 * turn on) one typo away: a swapped pair of neighbouring letters on words of 3+ letters ("teh" →
 * "the"), or one letter added, dropped or changed on words of 5+ letters ("excercise" →
 * "exercise", "protien" → "protein"), with the same first letter (people rarely miss it), the
 * commoner target on a tie. One typo only: at two, real words the coach does not know turn into
 * ones it does ("pointless" → "painless").
 */
export function createSpellingCorrector(texts: {
  known: Iterable<string>;
  targets: Iterable<string>;
  /** Lower-case words of the language: none of them is corrected ('woman' is not 'women'). */
  dictionary?: ReadonlySet<string>;
}): SpellingCorrector {
  const counts = countWords(texts.targets);
  const dictionary = texts.dictionary ?? new Set<string>();
  const known = new Set([...countWords(texts.known).keys(), ...counts.keys()]);
  const knownStems = new Set([...known].map(stemWord));
  const byFirstLetter = new Map<string, string[]>();
  for (const word of counts.keys()) {
    const first = word[0] ?? '';
    byFirstLetter.set(first, [...(byFirstLetter.get(first) ?? []), word]);
  }
  const corrected = new Map<string, string>();

  const correctWord = (word: string): string => {
    if (
      word.length < 3 ||
      known.has(word) ||
      dictionary.has(word) ||
      knownStems.has(stemWord(word))
    )
      return word;
    const cached = corrected.get(word);
    if (cached !== undefined) return cached;
    let best = word;
    let bestCount = 0;
    for (const target of byFirstLetter.get(word[0] ?? '') ?? []) {
      const isTypo =
        isSwap(word, target) ||
        (word.length >= 5 && target.length >= 4 && editDistance(word, target, 1) <= 1);
      const count = counts.get(target) ?? 0;
      if (isTypo && count > bestCount) {
        best = target;
        bestCount = count;
      }
    }
    corrected.set(word, best);
    return best;
  };

  // Words joined by an apostrophe ("don't", "glute's") or to digits ("5x5") are left as typed.
  return (message) =>
    message.replace(/[A-Za-z0-9']+/g, (token) =>
      /^[A-Za-z]+$/.test(token) ? matchCase(token, correctWord(token.toLowerCase())) : token,
    );
}

/** `word` in the case `typed` had: all capitals, a capital first letter, or lower case. */
function matchCase(typed: string, word: string): string {
  if (word === typed.toLowerCase()) return typed;
  if (typed.length > 1 && typed === typed.toUpperCase()) return word.toUpperCase();
  return typed[0] === typed[0]?.toUpperCase() ? word[0]?.toUpperCase() + word.slice(1) : word;
}
