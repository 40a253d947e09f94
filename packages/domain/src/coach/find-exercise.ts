import { exerciseTechniques, type ExerciseTechnique } from './knowledge/exercise-technique';
import { containsPhrase, normalizeMessage } from './normalize-message';

/**
 * The catalogue exercise a message names, preferring the longest alias ("romanian deadlift" over
 * "deadlift"); null when none is named.
 */
export function findExercise(message: string): ExerciseTechnique | null {
  const text = normalizeMessage(message);
  let best: { exercise: ExerciseTechnique; length: number } | null = null;
  for (const exercise of exerciseTechniques) {
    for (const alias of exercise.aliases) {
      if (containsPhrase(text, alias) && (!best || alias.length > best.length)) {
        best = { exercise, length: alias.length };
      }
    }
  }
  return best?.exercise ?? null;
}
