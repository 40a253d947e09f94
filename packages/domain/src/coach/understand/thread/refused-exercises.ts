import { stemWord } from '../../language/tokenize';

const refusalPattern =
  /\b(?:no|not|without|skip|minus|except|swap(?: out)?|replace|ditch|drop|remove|lose|take out|leave out|get rid of|nothing with|anything with|no more|hate|can'?t do)\s+(?:any\s+|the\s+|those\s+|these\s+|my\s+|more\s+|anything with\s+)?([a-z-]+)/g;
const notExercise = new Set([
  'equipment',
  'weights',
  'gear',
  'kit',
  'time',
  'longer',
  'more',
  'thanks',
  'worries',
  'way',
  'idea',
  'problem',
]);

// A piece of kit, and the lift named right after it ("barbell rows", "dumbbell press").
const kitWord = /^(barbells?|dumbbells?|kettlebells?|bands?|cables?)$/;
const liftAfterKit =
  /^\s+(rows?|press(?:es)?|curls?|squats?|deadlifts?|lunges?|fl(?:y|ies|yes)|raises?|extensions?|kickbacks?|pullovers?|thrusts?|swings?|snatch(?:es)?|cleans?|shrugs?)\b/;

/** The kinds of exercise a message refuses ("no running please", "without burpees"), or null. */
export function refusedExercises(
  text: string,
): { words: string[]; lowImpact: boolean; standingOnly: boolean } | null {
  // "Why no lunges in it?" asks the reason, not to leave them out.
  if (/^(but |so |and |ok )?(why|how come)\b/.test(text)) return null;
  const words = [...text.matchAll(refusalPattern)]
    .map((match) => {
      const word = match[1] ?? '';
      // "Swap the barbell rows": that exercise, not everything done with a barbell.
      const lift = kitWord.test(word)
        ? liftAfterKit.exec(text.slice((match.index ?? 0) + match[0].length))?.[1]
        : undefined;
      return lift ? `${word} ${lift.replace(/s$/, '')}` : word;
    })
    .filter((word) => word.length > 2 && !notExercise.has(word))
    .map((word) =>
      word.includes(' ') ? word : stemWord(word.replace(/^(jump|runn|hopp|skipp)(ing)?$/, '$1')),
    )
    .map((word) => word.replace(/nn$|pp$/, (double) => double.charAt(0)));
  if (words.length === 0) return null;
  return {
    words,
    lowImpact: words.some((word) => /^(run|jump|hop|burpee|sprint|skip|impact|plyo)/.test(word)),
    standingOnly: words.some((word) => /^(floor|lying|mat|push|plank)/.test(word)),
  };
}
