import { contentTerms } from '../language/tokenize';
import type { CoachExercise, ExerciseMatcher } from './exercise-matcher';
import { asksTechniqueCue } from './exercise-or-topic';

// Flying as travel or a fall ("flying off the back of the treadmill", "flew home", "fly out
// tomorrow"), never the fly exercise.
const flyingNotFlies =
  /\b(flying|flew|fly (off|out of|out tomorrow|away|home|abroad|back home))\b/g;

/**
 * The exercise a message asks about: in a long story told before its question ("bench and rows
 * feel easy now and I can't afford heavier dumbbells. How do I keep progressing?"), only one the
 * question itself names or points back to ("...how do I fix it?").
 */
export function exerciseAsked(text: string, matcher: ExerciseMatcher): CoachExercise | null {
  const named = matcher.find(text.replace(flyingNotFlies, ' '));
  if (named && isEverydayWalk(named, text)) return null;
  if (!named || contentTerms(text).length < 7) return named;
  const isLong = contentTerms(text).length >= 12;
  // Sentences, and the clauses of a run-on ("...i had a pizza and now i feel bad is that gonna
  // undo everything").
  const sentences = text
    .split(
      /(?<=[.!?])\s+|\n+|\b(?:and then|and now|but|so now)\b|(?=\b(?:is that|does that|will that|would that|should i|can i|what do you think)\b)/,
    )
    .filter((sentence): sentence is string => sentence !== undefined)
    .map((sentence) => sentence.trim())
    .filter((sentence) => contentTerms(sentence).length > 0);
  // A story: several sentences of a long message, or a run-on of three clauses or more.
  if (sentences.length < (isLong ? 2 : 3)) return named;
  const question =
    sentences.findLast((sentence) => sentence.includes('?')) ??
    sentences.findLast((sentence) =>
      /^(how|what|which|should|can|is|are|do|does|any)\b/.test(sentence),
    ) ??
    sentences.at(-1) ??
    text;
  const pointsBack = /\b(it|them|that one|this one|those|these|they)\b/.test(question);
  // "...what should I do?" has no subject of its own: the story's exercise is what it asks about.
  const hasOwnSubject = contentTerms(question).length >= 2;
  // "...how deep am I supposed to go?": a technique question about the exercise the story names.
  // "...How do I stop my lower back coming off the floor?": a fix to how it is done.
  const asksTechnique =
    /\bhow (deep|low|far|wide|narrow|high|heavy)\b|\b(what|which) (height|depth|width|angle|stance|grip)\b|\b(form|technique|properly|correctly|supposed to|meant to)\b|\bhow (do|can|should) i (stop|keep|avoid|fix|get) (my|the|it|them)\b[^.?!]{0,30}\b(back|knees?|hips?|heels?|elbows?|shoulders?|feet|chest|arms?|neck|wrists?|bar|weights?)\b/.test(
      question,
    );
  // "What's the one where you lie on your back...? How do I...": an earlier question names it.
  const askedBefore = sentences.some(
    (sentence) => sentence !== question && sentence.includes('?') && matcher.find(sentence),
  );
  // "...rope to forehead or chin? elbows high or low?": a point of its technique notes, in any of
  // the questions asked.
  const asksCue = sentences.some(
    (sentence) =>
      (sentence === question || sentence.includes('?')) &&
      asksTechniqueCue(sentence, named, { ignoreEveryday: true }),
  );
  return pointsBack ||
    asksTechnique ||
    asksCue ||
    askedBefore ||
    !hasOwnSubject ||
    matcher.find(question)
    ? named
    : null;
}

// "Rolled my ankle on my walk", "can't even walk down stairs", "ok to start my walks again?":
// walking is what people do every day, named as the exercise only as a brisk or power walk, or
// when the message asks how to do it.
const walkingAsExercise =
  /\b(brisk|power|fast|speed|race|nordic|incline|treadmill)[- ]?walk|\bhow (do|to|should|can) (i|you|u) walk\b|\bwalk\w* (form|technique|properly|correctly|posture)\b|\b(form|technique|posture) (for|when|while) walk/;

function isEverydayWalk(named: CoachExercise, text: string): boolean {
  return named.name === 'Brisk Walking' && !walkingAsExercise.test(text);
}
