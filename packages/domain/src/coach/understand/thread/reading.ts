import { searchKnowledge } from '../../knowledge/knowledge-index';
import { contentTerms, normalizeMessage } from '../../language/tokenize';
import type { ExerciseMatcher } from '../exercise-matcher';
import { withoutThanksBefore } from '../thread-turns';
import { readLongMessage } from '../told-and-asked';
import type { CoachFrame, FollowUp } from '../understand-message';
import { readFollowUp } from './follow-up';
import { genericAskTerms } from './words';

// A message read for its thread: its words and its frame alone, whether it leaves the thread,
// and, for the rules late in the thread, what it asks as a follow-up.

/** A message read in the light of the turn before: what the thread rules read. */
export interface ThreadReading {
  /** The message, normalized (the question after thanks, unless it is more small talk). */
  readonly text: string;
  /** The message understood alone. */
  readonly alone: CoachFrame;
  /** The frame of the turn before. */
  readonly previous: CoachFrame;
  /** Names the exercises of the catalogue in a message. */
  readonly matcher: ExerciseMatcher;
}

/** A message read as a follow-up: what it asks of the turn before, in how many words. */
export interface FollowUpReading extends ThreadReading {
  readonly followUp: FollowUp;
  /** The content words of the message. */
  readonly terms: readonly string[];
  /** A short question after a topic with no subject of its own, or only a pronoun for one. */
  readonly asksWithoutSubject: boolean;
  /** Three words or fewer: out of scope alone, a follow-up, or a question without a subject. */
  readonly saysLittle: boolean;
}

// Says the message is on another subject than the one before.
const newSubjectSaid =
  /\b(random (q|qu|question)|unrelated( question| q)?|off[- ]topic|different (question|topic|subject)|change of (topic|subject)|totally different|side note|on another note)\b/;

/**
 * "Why does every workout u give me start with the heavy barbell stuff?": a question about how
 * sessions are built, which a training topic answers, not a request for another session.
 */
function askedWhy(text: string, alone: CoachFrame): CoachFrame {
  if (
    alone.intent !== 'workout-request' ||
    alone.entities.minutes !== null ||
    !/^(?:(?:but|so|ok|okay|hey|hmm|quick q(?:uestion)?)[,.]? )*(?:why|how come)\b/.test(text)
  )
    return alone;
  const topic = searchKnowledge(text, 1, 'training')[0]?.topic;
  return topic ? { ...alone, intent: topic.intent, topic, session: null } : alone;
}

/** The message read alone: its words (the question after thanks) and its frame. */
export function readAlone(
  message: string,
  matcher: ExerciseMatcher,
): { text: string; alone: CoachFrame } {
  const said = normalizeMessage(message);
  // The question after thanks, unless it is more small talk ("thank you! do you mind if I come
  // back later?").
  const asked = withoutThanksBefore(said);
  const askedAlone = readLongMessage(asked, matcher);
  const thanksOnly = asked !== said && askedAlone.intent === 'greeting';
  const text = thanksOnly ? said : asked;
  const alone = askedWhy(text, thanksOnly ? readLongMessage(said, matcher) : askedAlone);
  return { text, alone };
}

/**
 * Whether a message is read alone, whatever the turn before said: after small talk or a
 * question declined, small talk itself, a question far from fitness or a subject said to be new.
 */
export function leavesThread(text: string, alone: CoachFrame, previous: CoachFrame): boolean {
  return (
    previous.intent === 'out-of-scope' ||
    previous.intent === 'greeting' ||
    alone.intent === 'greeting' ||
    // "Ok and what's the capital of Peru?" after protein: a question far from fitness is
    // declined, not read as more of the subject before.
    alone.farFromFitness === true ||
    // "Cool. also can u help me fix my wifi router it keeps dropping": a question far from
    // fitness with a subject of its own, whatever its "it" points at.
    (alone.intent === 'out-of-scope' &&
      /\b(can|could|would) (u|you) (help|fix|tell|recommend|find|write|explain|sort)\b|\bhelp me (fix|with|find|write|choose|sort)\b/.test(
        text,
      ) &&
      contentTerms(text).length >= 5) ||
    // "Random q but whats a good name for a grey cat": a new subject, said to be one.
    newSubjectSaid.test(text)
  );
}

/** What a message asks as a follow-up of the turn before, and in how many words. */
export function readFollowUpWords(reading: ThreadReading): FollowUpReading {
  const { text, alone, previous } = reading;
  const followUp = readFollowUp(text, alone.entities);
  const terms = contentTerms(text);
  // "What exercises are safe?" after arthritis, "is that too low?" after a calorie target: a
  // question with no subject of its own asks about the one just discussed.
  // So does one whose subject is a pronoun ("will it make me fat?" after eating before bed).
  const asksWithoutSubject =
    previous.topic !== null &&
    terms.length <= 3 &&
    (terms.every((term) => genericAskTerms.has(term)) ||
      /^(and |but |so )?(will|would|does|do|is|are|can|could|should|won'?t|doesn'?t|isn'?t) (it|that|this|they|those|these)\b/.test(
        text,
      )) &&
    !alone.exercise &&
    !alone.entities.hasPain;
  const saysLittle =
    terms.length <= 3 &&
    (alone.intent === 'out-of-scope' || followUp !== null || asksWithoutSubject);
  return { ...reading, followUp, terms, asksWithoutSubject, saysLittle };
}
