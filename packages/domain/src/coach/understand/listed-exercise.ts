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
