import type { EngineExercise } from './workout-engine-types';

// Kit refused by a word ("no bench tho", "redo it without the barbell"): the catalogue's item, or
// for a bench, which the catalogue lists under no item, the exercises done on one.
const kitByWord: readonly [RegExp, string | RegExp][] = [
  [/^barbel/, 'Barbell'],
  [/^dumb ?bel/, 'Dumbbells'],
  [/^kettle/, 'Kettlebells'],
  [/^band/, 'Resistance Bands'],
  [/^cable/, 'Cable Machine'],
  [/^mat$/, 'Yoga Mat'],
  [/^bench/, /\b(bench|incline|decline|preacher|chest-supported|pullover|hip thrust)/i],
];

function usesKitNamed(exercise: Pick<EngineExercise, 'name' | 'equipment'>, word: string): boolean {
  const kit = kitByWord.find(([pattern]) => pattern.test(word))?.[1];
  if (kit === undefined) return false;
  return typeof kit === 'string' ? exercise.equipment.includes(kit) : kit.test(exercise.name);
}

/**
 * Whether words refused ("no burpees", "no bench") rule an exercise out: a word its name starts a
 * word with, or kit it uses (a bench: the exercises done on one).
 */
export function isRefusedBy(
  exercise: Pick<EngineExercise, 'name' | 'equipment'>,
  words: readonly string[],
): boolean {
  return namesRefused(exercise, words) || words.some((word) => usesKitNamed(exercise, word));
}

/** Whether a word refused starts a word of the exercise's name ("no burpees"). */
export function namesRefused(exercise: Pick<EngineExercise, 'name'>, words: readonly string[]) {
  return words.some((word) => new RegExp(`\\b${word}`, 'i').test(exercise.name));
}
