import { stemWord } from '../language/tokenize';
import type { CoachExercise } from './exercise-matcher';

/** A name's words, stemmed; hyphenated names keep their hyphen (a push-up is not a pull-up). */
const nameTokens = (name: string) => name.toLowerCase().split(/\s+/).map(stemWord);

/**
 * The catalogue's variation of `exercise` with `equipment` (as the catalogue names it: "what about
 * with dumbbells?" after a lunge): the same movement (the last word of the name: lunge, squat,
 * press, row), the most words of the name shared; null when none, or the exercise already uses it.
 */
export function findVariantWith(
  exercise: CoachExercise,
  equipment: string,
  exercises: readonly CoachExercise[],
): CoachExercise | null {
  if (exercise.equipment.includes(equipment)) return null;
  const words = nameTokens(exercise.name);
  const movement = words.at(-1);
  let best: CoachExercise | null = null;
  let bestShared = 0;
  for (const candidate of exercises) {
    if (!candidate.equipment.includes(equipment)) continue;
    const candidateWords = nameTokens(candidate.name);
    if (candidateWords.at(-1) !== movement) continue;
    const shared = candidateWords.filter((word) => words.includes(word)).length;
    if (shared > bestShared) {
      best = candidate;
      bestShared = shared;
    }
  }
  return best;
}
