import type { EngineExercise } from '../../workouts/workout-engine-types';
import { knowledgeVocabulary } from '../knowledge/knowledge-index';
import { editDistance, isSameWord, splitWords, stemWord } from '../language/tokenize';

/** A catalogue exercise with the coaching fields the coach quotes (aliases and mistakes optional). */
export type CoachExercise = EngineExercise & {
  instructions?: readonly string[];
  aliases?: readonly string[];
  commonMistakes?: readonly string[];
};

interface ExercisePhrase {
  exercise: CoachExercise;
  /** Stemmed words of a name or alias; joined forms ("pushup") are phrases of one word. */
  words: string[];
  /** Longer names win; aliases count as much as names. */
  weight: number;
  /** A joined form ("pressups"): one typo at most, so "pressure" is not a press-up. */
  isJoined?: boolean;
}

/** Finds the catalogue exercises a message names, by name, alias or a typo of either. */
export interface ExerciseMatcher {
  /** The exercise a message names, preferring the longest name ("romanian deadlift" over "deadlift"). */
  find(message: string): CoachExercise | null;
  /** The exercise with this id. */
  byId(id: string): CoachExercise | null;
  exercises: readonly CoachExercise[];
}

// Words that name equipment or a variant but never an exercise on their own.
const modifierWords = new Set([
  'dumbbell',
  'barbell',
  'kettlebell',
  'band',
  'banded',
  'cable',
  'machine',
  'single',
  'leg',
  'arm',
  'one',
  'standing',
  'seated',
  'incline',
  'hold',
  'body',
]);

// Names people use for a catalogue exercise that its aliases do not hold, with the catalogue name
// they stand for: a sit-up is answered with the crunch (its notes say how a full sit-up goes on).
const otherNames: readonly [RegExp, string][] = [
  [/\b((a|the|proper|full|some|of|do|doing|my|for) sit[- ]?up|sit[- ]?ups|situps?)\b/g, 'crunch'],
  [/\bmonster walks?\b/g, 'banded lateral walk'],
  [/\by[- ]raises?\b/g, 'prone y-t-w raise'],
  [/\bincline (bench|db|dumbbell)( press)?\b/g, 'incline dumbbell press'],
  [/\blandmines?\b(?! press)/g, 'landmine press'],
  [/\bbulgarians\b/g, 'bulgarian split squats'],
];

// Body parts that, said before a movement word alone ("leg press"), name another exercise than
// the one the word alone stands for (the cable chest press's "press").
const otherBodyParts = new Set(['leg', 'chest', 'shoulder', 'calf', 'hip', 'neck', 'ab', 'back']);

// Words that name only the equipment of an exercise.
const equipmentWords = new Set(['dumbbell', 'barbell', 'kettlebell', 'band', 'banded', 'cable']);

function phraseWords(name: string): string[] {
  return splitWords(name.replace(/-/g, ' ')).map(stemWord);
}

function buildPhrases(exercise: CoachExercise): ExercisePhrase[] {
  const names = [exercise.name, ...(exercise.aliases ?? [])];
  const phrases: ExercisePhrase[] = [];
  for (const name of names) {
    const words = phraseWords(name);
    if (words.length === 0) continue;
    phrases.push({ exercise, words, weight: words.length });
    if (words.length > 1)
      phrases.push({ exercise, words: [words.join('')], weight: words.length, isJoined: true });
    // "One-Arm Dumbbell Row" typed "one arm row": the name without its equipment words.
    const unequipped = words.filter((word) => !equipmentWords.has(word));
    if (unequipped.length > 1 && unequipped.length < words.length) {
      phrases.push({ exercise, words: unequipped, weight: unequipped.length - 0.25 });
    }
    // "Bodyweight Squat", "Plank Hold": the last word alone names the basic exercise.
    const core = words.filter((word) => !modifierWords.has(word) && word !== 'bodyweight');
    if (core.length > 0 && core.length < words.length) {
      phrases.push({ exercise, words: core, weight: core.length - 0.5 });
    }
  }
  return phrases;
}

function matchesAt(
  words: readonly string[],
  start: number,
  phrase: ExercisePhrase,
  realWords: ReadonlySet<string>,
): boolean {
  return phrase.words.every((word, offset) => {
    const typed = words[start + offset];
    if (typed === undefined) return false;
    // A real word is not a typo: "match" is not "march", "slimming" not "swimming".
    if (typed !== word && realWords.has(typed)) return false;
    if (phrase.isJoined)
      return typed === word || (isSameWord(typed, word) && editDistance(typed, word, 1) <= 1);
    return isSameWord(typed, word);
  });
}

/**
 * A matcher over the catalogue: every name and alias (with its joined form, "push up" →
 * "pushup", and its name without equipment words) matched on stemmed whole words allowing typos.
 * Among matches the most specific wins; at equal length, the exercise with the shorter name (the
 * basic one: "squat" names Bodyweight Squat, not Box Squat).
 */
export function createExerciseMatcher(
  catalogue: readonly CoachExercise[],
  knownWords: ReadonlySet<string> = knowledgeVocabulary(),
): ExerciseMatcher {
  const phrases = catalogue.flatMap(buildPhrases);
  // Words of the knowledge base that no exercise name uses: typed as such, they are meant.
  const exerciseWords = new Set(phrases.flatMap((phrase) => phrase.words));
  const realWords = new Set([...knownWords].filter((word) => !exerciseWords.has(word)));
  const ids = new Map(catalogue.map((exercise) => [exercise.id, exercise]));
  return {
    exercises: catalogue,
    byId: (id) => ids.get(id) ?? null,
    find(message) {
      // Idioms that hold an exercise's name: "two days in a row" is not a row, nor "should I
      // push through?" a push-up; kit lacked or leant on ("if I don't have a bench", "a hand on
      // a bench") is not the exercise named after it.
      const plain = message
        .toLowerCase()
        .replace(
          /\b(in a row|a row of|rows of|row of|push(ing)? (thr(ough|u)|on|myself|yourself|harder|it|past))\b/g,
          ' ',
        )
        .replace(
          /\b(no|without|(don'?t|dont|do not) (have|own|got)|(haven'?t|havent) got|have no|got no|(on|off|onto|from|against) (a|the|my))( a| an| any| my)? (bench|box|step|bar|band)\b(?! (press|step|squat|dip|jump|row|pull|curl))/g,
          ' ',
        );
      const named = otherNames.reduce(
        (current, [pattern, name]) => current.replace(pattern, ` ${name} `),
        plain,
      );
      const words = splitWords(named.replace(/-/g, ' ')).map(stemWord);
      let best: { phrase: ExercisePhrase; exact: boolean } | null = null;
      for (const phrase of phrases) {
        for (let start = 0; start + phrase.words.length <= words.length; start += 1) {
          if (!matchesAt(words, start, phrase, realWords)) continue;
          // "Leg press" is not the cable chest press that "press" alone stands for.
          const before = words[start - 1];
          if (
            phrase.weight <= 0.5 &&
            before !== undefined &&
            otherBodyParts.has(before) &&
            !phraseWords(phrase.exercise.name).includes(before)
          )
            continue;
          const exact = phrase.words.every((word, offset) => words[start + offset] === word);
          if (
            !best ||
            phrase.weight > best.phrase.weight ||
            (phrase.weight === best.phrase.weight && exact && !best.exact) ||
            (phrase.weight === best.phrase.weight &&
              exact === best.exact &&
              phrase.exercise.name.length < best.phrase.exercise.name.length)
          ) {
            best = { phrase, exact };
          }
          break;
        }
      }
      return best?.phrase.exercise ?? null;
    },
  };
}

const matchers = new WeakMap<readonly CoachExercise[], ExerciseMatcher>();

/** The matcher of a catalogue, built once per catalogue array. */
export function exerciseMatcherFor(catalogue: readonly CoachExercise[]): ExerciseMatcher {
  let matcher = matchers.get(catalogue);
  if (!matcher) {
    matcher = createExerciseMatcher(catalogue);
    matchers.set(catalogue, matcher);
  }
  return matcher;
}
