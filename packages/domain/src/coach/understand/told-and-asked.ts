// How a message reads by what it tells and what it asks: a long story by the sentence that asks
// its question, and a short statement that only tells a detail of the user's own.
import { searchKnowledge } from '../knowledge/knowledge-index';
import { contentTerms } from '../language/tokenize';
import type { ExerciseMatcher } from './exercise-matcher';
import { lifeStageSaid, requestVerb } from './message-patterns';
import { sessionOf } from './session-of';
import { understandAlone, type CoachFrame } from './understand-message';

// A sentence that asks, by its first words.
const asksByItsStart =
  /^(so |and |but |ok |okay |anyway |honestly |basically )*(what|whats|what's|how|should|shud|is|are|am i|can|could|would|will|does|do|why|which|when|any|anything|is there|wat)\b/;

/**
 * The sentence of a long message that asks its question ("...my friend says a hot bath fixes
 * everything. should i do legs again while theyre this sore or wait"): the last one with a
 * question mark, else the last one that opens as a question; null for a short message or one of
 * a single sentence. A question too short to stand alone that names an exercise ("...my lower
 * back gets tired way before my lats feel anything. am i doing the rows wrong") is read with the
 * sentence before it.
 */
function askedSentence(text: string, matcher: ExerciseMatcher): string | null {
  if (contentTerms(text).length < 16) return null;
  const sentences = text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => contentTerms(sentence).length > 0);
  if (sentences.length < 2) return null;
  const marked = sentences.findLastIndex((sentence) => sentence.includes('?'));
  const at =
    marked >= 0 ? marked : sentences.findLastIndex((sentence) => asksByItsStart.test(sentence));
  const asked = sentences[at];
  if (!asked) return null;
  if (contentTerms(asked).length >= 3) return asked;
  return at > 0 && matcher.find(asked) ? `${sentences[at - 1]} ${asked}` : null;
}

/**
 * A message read alone; a long story with a question in it ("...the kids were sick, my husband
 * said... does sleep actually matter for gains?") by the question it asks, when that reading
 * stands on its own, with the limits the whole story says for a session (no jumping, the knee).
 */
export function readLongMessage(text: string, matcher: ExerciseMatcher): CoachFrame {
  const whole = understandAlone(text, matcher);
  const asked = askedSentence(text, matcher);
  // A story that says who is asking (an age, a condition, a pregnancy) is read whole.
  if (
    !asked ||
    whole.intent === 'injury' ||
    whole.entities.age !== null ||
    whole.entities.isMedical ||
    whole.entities.pregnant ||
    lifeStageSaid.test(text)
  )
    return whole;
  // "...got 20 min lunch break... want some muscle work in w/o sweating, any ideas?": the session
  // the story sets up, asked for by a question that names nothing else to do.
  if (
    whole.intent === 'workout-request' &&
    /\b(any|some) (ideas|suggestions)\b|\bwhat (can|could|should|shall) i do\b/.test(asked)
  )
    return whole;
  const question = understandAlone(asked, matcher);
  if (question.intent === 'workout-request') {
    if (whole.intent === 'workout-request') return whole;
    const entities = {
      ...whole.entities,
      minutes: question.entities.minutes ?? whole.entities.minutes,
    };
    return { ...question, text, entities, session: sessionOf(entities) };
  }
  if (question.intent === 'out-of-scope') return question.farFromFitness ? question : whole;
  if (question.intent === 'greeting' || (!question.topic && !question.exercise)) return whole;
  // A question that says enough of its own subject to be read alone.
  const ownTerms = contentTerms(asked).length;
  if (ownTerms < 5) return whole;
  // A topic the question's own words are about (two of them in its title or keywords), not one
  // it only brushes ("is it fine as long as i keep showing up" and a long run's fuelling).
  const best = searchKnowledge(asked, 1)[0];
  if (question.topic && !question.exercise && (best?.keyTerms.length ?? 0) < 2) return whole;
  return { ...question, text };
}

/**
 * Whether a message only tells a detail of the user's own ("im about 80kg", "i was thinking like
 * 45 min runs", "i can do like 4 days"): a short statement with a number, asking nothing and
 * asking for nothing.
 */
export function statesOwnDetail(text: string): boolean {
  return (
    !text.includes('?') &&
    /^((ok|okay|well|so|oh|yeah|yes|um+|and)[,.!]? )*(i'?m|im|i am|i was|i get|i have|i'?ve|ive|i had|i ate|i only|i can|i could|i do|i usually|i normally|i weigh|i train|i run|i walk|about|like|around|roughly|maybe|probably|just)\b/.test(
      text,
    ) &&
    // A number of something: kilos, minutes, days... (an age, "im 65", changes the question).
    /\d ?(kg|kgs|kilos?|lbs?|pounds|stone|st|g|grams|kcal|cals?|calories|min|mins|minutes?|hrs?|hours?|h|days?|times|sessions?|reps?|sets?|km|k|miles?|steps|weeks?|months?)\b|\b\d+ ?x ?\d+\b|\b(two|three|four|five|six|seven) (times|days|sessions)\b|\d (slices?|pints?|drinks?|glasses|bottles?|cans?|pieces?|bars?|cups?|eggs?|meals?|portions?|biscuits?|cookies?)\b/.test(
      text,
    ) &&
    contentTerms(text).length <= 8 &&
    !requestVerb.test(text) &&
    !/\b(but|how|what|why|should|can you|could you|would|which)\b/.test(text)
  );
}
