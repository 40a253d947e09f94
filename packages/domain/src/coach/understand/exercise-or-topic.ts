import type { KnowledgeMatch } from '../knowledge/knowledge-index';
import { containsPhrase, contentTerms } from '../language/tokenize';
import { findTechniqueNotes } from '../tools/exercise-how-to';
import type { CoachExercise } from './exercise-matcher';

// Whether a message that names an exercise asks about the exercise or about a knowledge topic:
// the words beside the exercise's names, what a topic matched on, and the technique cues asked.

export function isConfident(match: KnowledgeMatch | undefined, termCount: number): boolean {
  if (!match || match.matchedTerms.length === 0) return false;
  return (
    match.matchedTerms.length >= 2 || match.matchedTerms.length / Math.max(1, termCount) >= 0.3
  );
}

// Words of technique questions: with an exercise named, they ask how to do it.
export const techniqueWords = new Set(
  contentTerms(
    'form technique proper properly correct correctly cue cues tip tips right setup set up muscle muscles work works good benefit benefits mistake mistakes wrong variation variations alternative grip stance deep depth breathe breathing do doing teach explain step steps why feel only even actual actually diff difference vs lol',
  ),
);

// Words people add that say nothing about the subject ("for like 2 months lol").
export const fillerWords = new Set(
  contentTerms(
    'like lol tho though kinda sorta really ages rn just month months week weeks day days ever long right good bad best much many often time way thing lot start keep get make need want use go take howlong howmuch howmany howoften howfast',
  ),
);

/** The terms that are not the exercise's names. */
export function termsBesideNames(terms: readonly string[], exercise: CoachExercise): string[] {
  const nameWords = new Set(contentTerms([exercise.name, ...(exercise.aliases ?? [])].join(' ')));
  // "Pull ups": short plurals keep their s in stemming ("ups"), the name has "up".
  return terms.filter((term) => !nameWords.has(term) && !nameWords.has(term.replace(/s$/, '')));
}

/** The terms that are not the exercise's names nor words of technique or filler. */
export function termsBeyondExercise(terms: readonly string[], exercise: CoachExercise): string[] {
  return termsBesideNames(terms, exercise).filter(
    (term) => !techniqueWords.has(term) && !fillerWords.has(term) && !/\d/.test(term),
  );
}

/**
 * Whether a message that names an exercise asks about a knowledge topic beyond how to do it
 * ("how do i break a squat plateau"): the topic is about (title or keywords) at least half of the
 * message's words other than the exercise's name and technique words.
 */
export function asksAboutMore(
  text: string,
  exercise: CoachExercise,
  match: KnowledgeMatch | undefined,
  termCount: number,
): boolean {
  if (!match?.topic || match.topic.intent === 'injury' || !isConfident(match, termCount))
    return false;
  const beyond = termsBeyondExercise(contentTerms(text), exercise);
  const covered = topicTermsBeyondExercise(text, exercise, match);
  return covered > 0 && covered * 2 >= beyond.length;
}

// Cue words of everyday speech ("straight into incline push-ups", "feel free"): alone they do not
// make a message a technique question.
export const everydayCueWords = new Set([
  'straight',
  'feel',
  'look',
  'back',
  'top',
  'arms',
  'hands',
  'where',
  'face',
  'around',
  'weight',
  'reps',
  'how much',
  'chest',
  'first',
  'pull',
]);

// Words of everyday speech a topic may be keyed on but a question about an exercise uses in
// passing ("I feel it in my back", "my daughter told me to do it").
export const everydayTopicWords = new Set(
  contentTerms('feel back make good best time day week right wrong only way thing tell told do'),
);

/** How many of the message's words beside the exercise's name are what a topic is about. */
export function topicTermsBeyondExercise(
  text: string,
  exercise: CoachExercise,
  match: KnowledgeMatch | undefined,
): number {
  if (!match?.topic) return 0;
  return termsBeyondExercise(contentTerms(text), exercise).filter(
    (term) => match.keyTerms.includes(term) && !everydayTopicWords.has(term),
  ).length;
}

// Words that name where or what, not what is wrong: a pain topic matched on these alone reads pain
// into a message that says none ("how do i breathe during push ups", "knees caving in a squat").
export const bodyPartTerms = new Set(
  contentTerms(
    'knee knees back lower shoulder shoulders wrist wrists elbow elbows ankle ankles hip hips neck foot feet shin shins hand hands finger toe toes chest hamstring joint joints leg legs arm arms',
  ),
);

/**
 * Whether a match is a pain topic matched only on body parts and the exercise named, which reads
 * pain into a message that says none; a topic about a condition ("shin splints", "ice or heat",
 * "calluses") matches on its own words.
 */
export function readsPainIn(match: KnowledgeMatch, exercise: CoachExercise | null): boolean {
  return match.intent === 'injury' && matchesOnlyNames(match, exercise);
}

/**
 * Whether a match's key terms (or, with `terms: 'matched'`, all its matched terms) are only body
 * parts and the exercise's names: the message's subject is not the topic's.
 */
export function matchesOnlyNames(
  match: KnowledgeMatch,
  exercise: CoachExercise | null,
  terms: 'key' | 'matched' = 'key',
): boolean {
  const exerciseTerms = new Set(
    (exercise ? [exercise.name, ...(exercise.aliases ?? [])] : []).flatMap((name) =>
      contentTerms(name.replace(/-/g, ' ')),
    ),
  );
  return (terms === 'key' ? match.keyTerms : match.matchedTerms).every(
    (term) => bodyPartTerms.has(term) || exerciseTerms.has(term),
  );
}

/**
 * Whether an exercise's technique notes hold a cue the message's words ask for; with
 * `ignoreEveryday`, not by a word of everyday speech alone ("straight into incline push-ups").
 */
export function asksTechniqueCue(
  text: string,
  exercise: CoachExercise,
  { ignoreEveryday = false } = {},
): boolean {
  return (
    findTechniqueNotes(exercise)?.cues.some((cue) =>
      cue.keywords.some(
        (word) => !(ignoreEveryday && everydayCueWords.has(word)) && containsPhrase(text, word),
      ),
    ) ?? false
  );
}
