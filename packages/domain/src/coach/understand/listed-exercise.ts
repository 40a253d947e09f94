import type { CoachIntent, CoachUserContext } from '../coach-types';
import { exerciseMatcherFor, type CoachExercise } from './exercise-matcher';

// "The 2nd one? how do I do it right", "swap the last one, my knee hates it": an exercise named by
// its place in the list the coach has just given (today's workout, or a session it put together).

const places: Readonly<Record<string, number>> = {
  first: 1,
  '1st': 1,
  second: 2,
  '2nd': 2,
  third: 3,
  '3rd': 3,
  fourth: 4,
  '4th': 4,
  fifth: 5,
  '5th': 5,
  sixth: 6,
  '6th': 6,
  last: -1,
  final: -1,
};
const placeWord = Object.keys(places).join('|');
// "The second one", "the 3rd exercise", "the last move", "2nd one?", "exercise 2", "number 3".
const placePattern = new RegExp(
  String.raw`\b(?:the )?(${placeWord}) (?:one|exercise|move|thing|1)\b|\b(?:exercise|number|no\.?|#) ?([1-6])\b(?! ?(?:reps?|sets?|kg|kgs|lbs?|mins?|minutes?|seconds?|secs?|x|times)\b)`,
  'i',
);

/** The place in a list a message names ("the 2nd one" is 2, "the last one" -1), with its words. */
export function listPlaceAsked(text: string): { words: string; place: number } | null {
  const found = placePattern.exec(text);
  if (!found) return null;
  const place = found[1] ? places[found[1].toLowerCase()] : Number(found[2]);
  return place === undefined ? null : { words: found[0], place };
}

/**
 * The message with the listed exercise named in place of its position ("the 2nd one? how do i do
 * it" becomes "the glute bridge? how do i do it"), or null when it names no place or the list has
 * none there.
 */
export function withListedExerciseNamed(message: string, listed: readonly string[]): string | null {
  const asked = listPlaceAsked(message);
  if (!asked) return null;
  const name = asked.place === -1 ? listed.at(-1) : listed[asked.place - 1];
  if (!name) return null;
  return message.replace(asked.words, `the ${name.toLowerCase()}`);
}

/** What a message needs for its list to be found: the turns before it and the user's plan. */
interface ListedInput {
  message: string;
  history: readonly string[];
  context: CoachUserContext;
  catalogue: readonly CoachExercise[];
}

/**
 * "The 2nd one? how do i do it right" after today's workout or a session the coach put together:
 * the same message with that exercise named, so every reading of an exercise applies to it; null
 * when it names no place or the turn before listed nothing. `answer` answers the turn before
 * again (a composed session is the same for the same message and day).
 */
export function withListedExercise<Input extends ListedInput>(
  input: Input,
  answer: (earlier: Input) => {
    intent: CoachIntent;
    workout: { exercises: readonly { name: string }[] } | null;
  },
): Input | null {
  const before = input.history.at(-1);
  if (before === undefined || !listPlaceAsked(input.message)) return null;
  const earlier = answer({ ...input, message: before, history: input.history.slice(0, -1) });
  const listed =
    earlier.intent === 'workout-request'
      ? (earlier.workout?.exercises ?? []).map((item) => item.name)
      : earlier.intent === 'workout-plan'
        ? (input.context.todayWorkout?.exercises ?? []).map((item) => item.name)
        : [];
  // The plan's names as the catalogue spells them ("Push-ups" is the Push-Up).
  const matcher = exerciseMatcherFor(input.catalogue);
  const message = withListedExerciseNamed(
    input.message,
    listed.map((name) => matcher.find(name)?.name ?? name),
  );
  return message ? { ...input, message } : null;
}
