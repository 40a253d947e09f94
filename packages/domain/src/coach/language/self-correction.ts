import { escapeRegExp } from './alias-finder';

// A message that corrects itself part-way ("how many sets for chest? wait no not chest, back",
// "give me a 30 min workout. no wait make it 15") means what it says after the correction: the
// corrected word or number takes the place of the one it replaces, and the correction itself goes.

// "wait", "no wait", "wait no", "actually", "sorry", "oops", "scratch that", "correction".
const marker = String.raw`(?:(?:no,? )?wait(?:,? no)?|actually|sorry|oops|scratch that|correction|my bad)[,.!:;-]*\s*(?:no[,.!]*\s*)?`;
const phrase = String.raw`(?:the |my )?([a-z][a-z' -]{1,30}?)`;
const end = String.raw`(?=\s*(?:[.?!,;]|$|\b(?:instead|please|pls|then|is|are|my|thats|that's|it)\b))`;

// "...wait no not chest, back": the word left out, then the one meant.
const notThisButThat = new RegExp(
  String.raw`\b${marker}not ${phrase}\s*[,;:-]+\s*(?:i meant |i mean |but |it'?s )?${phrase}${end}`,
);
// "...actually i meant back not chest", "sorry, back not chest".
const thatNotThis = new RegExp(
  String.raw`\b${marker}(?:i meant |i mean |meant )?${phrase} not ${phrase}${end}`,
);
// "...no wait make it 15", "actually make that 20 mins", "sorry i meant 45".
const newNumber = new RegExp(
  String.raw`\b${marker}(?:make (?:it|that)|change (?:it|that) to|i meant|i mean|meant|more like|(?:i )?(?:can )?only (?:do |train |manage |make |have )?)\s*(\d+(?:\.\d+)?)\s*(min(?:ute)?s?|hours?|hrs?|kg|kgs|lbs?|reps|sets|days)?\b`,
);

/** The text before a correction and the text after it, joined without the punctuation between. */
function join(before: string, after: string): string {
  return `${before.replace(/[\s,;:-]+$/, '')} ${after.replace(/^[\s.,;:!-]+/, '')}`.trim();
}

/** `text` with `from` (a whole word or phrase) replaced by `to` wherever it stands. */
function replaceWord(text: string, from: string, to: string): string | null {
  const pattern = new RegExp(String.raw`\b${escapeRegExp(from.trim())}\b`, 'g');
  return pattern.test(text) ? text.replace(pattern, to.trim()) : null;
}

/**
 * The message as meant once it corrects itself; the text unchanged when it does not. Only a
 * correction that names what it replaces (a word said before it, or a number before it) counts:
 * "is it actually worth it" and "sorry for the long message" are no corrections.
 */
export function applySelfCorrection(text: string): string {
  const words = notThisButThat.exec(text);
  if (words) {
    const [clause, left, meant] = words as unknown as [string, string, string];
    const before = text.slice(0, words.index);
    const corrected = replaceWord(before, left, meant);
    if (corrected !== null) return join(corrected, text.slice(words.index + clause.length));
  }
  const swapped = thatNotThis.exec(text);
  if (swapped) {
    const [clause, meant, left] = swapped as unknown as [string, string, string];
    const before = text.slice(0, swapped.index);
    const corrected = replaceWord(before, left, meant);
    if (corrected !== null) return join(corrected, text.slice(swapped.index + clause.length));
  }
  const number = newNumber.exec(text);
  if (number) {
    const [clause, value, unit] = number as unknown as [string, string, string | undefined];
    const before = text.slice(0, number.index);
    // The last number said before the correction, with the unit it had.
    const numbers = [
      ...before.matchAll(
        /\b\d+(?:\.\d+)?(?= ?(min(?:ute)?s?|hours?|hrs?|kg|kgs|lbs?|reps|sets|days)?\b)/g,
      ),
    ];
    const last = numbers.at(-1);
    if (last?.index !== undefined) {
      const lastUnit = last[1];
      // "30 min ... make it 15 reps" corrects nothing: the units differ.
      if (!unit || !lastUnit || unit.slice(0, 2) === lastUnit.slice(0, 2)) {
        const corrected = `${before.slice(0, last.index)}${value}${before.slice(last.index + last[0].length)}`;
        return join(corrected, text.slice(number.index + clause.length));
      }
    }
  }
  return text;
}

/**
 * The message before, as corrected by a message that only corrects it ("how many sets of squats |
 * sorry i meant deadlifts not squats"); null when the message corrects nothing said before.
 */
export function correctionOfEarlier(earlier: string, text: string): string | null {
  const said = `${earlier.replace(/[.?!\s]+$/, '')}. ${text}`;
  const corrected = applySelfCorrection(said);
  return corrected !== said && corrected.length <= said.length ? corrected : null;
}
