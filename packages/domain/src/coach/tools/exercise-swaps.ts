import { fitsPositionLimits, sessionPositionLimits } from '../../workouts/position-limits';
import {
  isExerciseSuitable,
  resolveTrainingRestrictions,
} from '../../workouts/resolve-training-restrictions';
import type { CoachUserContext } from '../coach-types';
import type { CoachExercise } from '../understand/exercise-matcher';
import { painFreeAlternatives } from './exercise-pain';
import { wordsName } from './exercise-points';
import type { ToolAnswer } from './exercise-how-to';
import { positionLimitsOf, requirementsOf } from './user-requirements';

// Words that ask for something in an exercise's place, said before it ("instead of burpees",
// "alternative to bench press", "i hate lunges") or after it ("bench press alternatives").
const swapBefore =
  /\b(instead of|in place of|rather than|other than|alternatives? (to|for)|substitutes? (for)?|substitution for|replacements? (for)?|replace|swap( out)?|sub (for|out)|hate|don'?t like|do not like|can'?t stand)\s+([^.?!,;]{0,30})/g;
const swapAfter = /([^.?!,;]{0,30})\s(alternatives?|substitutes?|swaps?|subs|replacements?)\b/g;

/**
 * Whether a message asks for something else in place of this exercise, without pain ("what can
 * i do instead of burpees", "alternative to bench press", "i hate lunges, what else", "pull up
 * subs?"): the exercise named right beside the swap words, not "a walk instead of being with
 * the kids".
 */
export function asksSwapOf(text: string, exercise: CoachExercise): boolean {
  // "Skullcrushers wreck my elbows, what can i swap them for": a pronoun for the one named before
  // it ("my thighs are getting bigger and i hate it... should i stop squatting" hates no squat).
  const names = (words: string, at: number) =>
    wordsName(words, exercise) ||
    (/^(them|it|those|these|that|this)\b/.test(words) && wordsName(text.slice(0, at), exercise));
  return (
    [...text.matchAll(swapBefore)].some((match) => names(match.at(-1) ?? '', match.index)) ||
    [...text.matchAll(swapAfter)].some((match) => names(match[1] ?? '', match.index))
  );
}

/**
 * Exercises to do in place of one the user wants to swap (not for pain: the pain tool does that),
 * from the catalogue: the same movement first, then what shares its main muscles, easiest first,
 * only what suits the user (injuries, conditions, equipment, level, body-position limits).
 */
export function describeSwaps(input: {
  exercise: CoachExercise;
  context: CoachUserContext;
  catalogue: readonly CoachExercise[];
}): ToolAnswer {
  const { exercise, context } = input;
  const restrictions = resolveTrainingRestrictions(requirementsOf(context));
  const limits = sessionPositionLimits(positionLimitsOf(context), restrictions);
  const suitable = input.catalogue.filter(
    (other) => isExerciseSuitable(other, restrictions) && fitsPositionLimits(other, limits),
  );
  const swaps = painFreeAlternatives(exercise, [], suitable, 4);
  const lower = exercise.name.toLowerCase();
  if (swaps.length === 0) {
    return {
      lines: [
        `Nothing else in my exercise library trains what the ${lower} trains with your equipment and limits; an easier or harder version of it may suit you better: ${[...exercise.modifications.slice(0, 1), ...exercise.progressions.slice(0, 1)].join(' or ') || 'ask me for one'}.`,
      ],
      suggestions: [`How do I do the ${lower}?`, 'Give me a 20 minute workout'],
    };
  }
  const muscles = exercise.muscleGroups.slice(0, 2).join(' and ');
  return {
    lines: [
      `Instead of the ${lower}, try ${swaps.map((other) => other.name.toLowerCase()).join(', ')}: they work the ${muscles} like it does${swaps[0]?.pattern === exercise.pattern ? ', with the same kind of movement' : ''}, and each suits your equipment and limits.`,
      ...swaps
        .slice(0, 3)
        .map((other) => `${other.name}: ${other.description.replace(/\.?$/, '.')}`),
      'Keep the sets and reps your plan gives the exercise you swap out, and pick the one you will enjoy doing: that is the one you will keep doing.',
    ],
    suggestions: swaps.slice(0, 2).map((other) => `How do I do the ${other.name.toLowerCase()}?`),
  };
}
