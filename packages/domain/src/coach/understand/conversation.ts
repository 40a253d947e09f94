import type { KnowledgeTopic } from '../knowledge/topics';
import { correctionOfEarlier } from '../language/self-correction';
import { contentTerms, normalizeMessage } from '../language/tokenize';
import { isWarningSignTopic } from '../tools/exercise-pain';
import type { ExerciseMatcher } from './exercise-matcher';
import { asksHowToMove } from './exercise-or-topic';
import { asksWhetherToTrain } from './message-patterns';
import { changesTodaysWorkout } from './todays-workout-change';
import { lastSaid, withThreadPain } from './thread-turns';
import { readOfAnswerBefore } from './thread/answer-before';
import { readAskedAgain } from './thread/asked-again';
import { readCarriedOver } from './thread/carried-over';
import { readChallenged } from './thread/challenged';
import { readConditionOrDetail } from './thread/condition-or-detail';
import { readExerciseFollowUp } from './thread/exercise-follow-ups';
import { detailFiller, detailQuestion } from './thread/follow-up';
import { readPointingBack } from './thread/points-back';
import { leavesThread, readAlone, readFollowUpWords, type ThreadReading } from './thread/reading';
import { readSameQuestion } from './thread/same-question';
import { readSayingLittle } from './thread/says-little';
import { readSessionEdit } from './thread/session-edits';
import {
  brainWarning,
  cardiacWarningIn,
  pregnancyWarningIn,
  warningSignDuring,
} from './warning-signs';
import type { CoachFrame } from './understand-message';

// A message in its conversation: follow-ups ("why?", "make it easier", "and for deadlifts?",
// "what about at home?", "swap the lunges") resolve against the previous turn's frame.

/**
 * Understands a message in its conversation: a follow-up ("why?", "make it easier", "and for
 * deadlifts?", "what about at home?") or a short message that says little alone resolves against
 * the previous turn's frame; anything else is understood on its own.
 */
export function understandMessage(
  message: string,
  matcher: ExerciseMatcher,
  previous: CoachFrame | null,
): CoachFrame {
  const { text, alone } = readAlone(message, matcher);
  // "Had to stop halfway, my chest went tight and heavy like a band round it", "10 weeks pregnant
  // and had some bleeding": a warning sign is answered first, whatever the turn before asked for.
  if (
    isWarningSignTopic(alone.topic) &&
    (cardiacWarningIn(text) ||
      warningSignDuring(text) ||
      brainWarning.test(text) ||
      pregnancyWarningIn(text))
  )
    return alone;
  // "What about dead hangs? How do I do them?": a how-to asked in so many words of the exercise it
  // names stands alone.
  if (alone.intent === 'exercise-technique' && alone.exercise && asksHowToMove(text)) return alone;
  const today = changesTodaysWorkout(text, alone, previous, matcher);
  if (today) return today;
  if (!previous || leavesThread(text, alone, previous)) return alone;
  // The thread rules in their order: the first that reads the message answers it.
  const reading: ThreadReading = { text, alone, previous, matcher };
  const early =
    readCarriedOver(reading) ??
    readCorrected(reading) ??
    readChallenged(reading) ??
    readAskedAgain(reading) ??
    readOfAnswerBefore(reading) ??
    readExerciseFollowUp(reading) ??
    readSameQuestion(reading);
  if (early) return early;
  const followingUp = readFollowUpWords(reading);
  return (
    readSessionEdit(followingUp) ??
    readConditionOrDetail(followingUp) ??
    readPointingBack(followingUp) ??
    readSayingLittle(followingUp)
  );
}

/** The question before as the message corrects it, read anew; null when it corrects nothing. */
function readCorrected({ text, alone, previous, matcher }: ThreadReading): CoachFrame | null {
  // "How many sets of squats for strength? | sorry i meant deadlifts not squats": the question
  // before, as corrected.
  const corrected = correctionOfEarlier(previous.text, text);
  if (corrected) return understandMessage(corrected, matcher, null);
  // "Hows my squat form looking | no not that one, the deadlift": the question before, of the
  // exercise named now.
  if (
    /^(no+,? |nah,? |oops,? |sorry,? |wait,? )*(not that one|wrong one|the other one|i meant|i mean)\b/.test(
      text,
    ) &&
    alone.exercise &&
    previous.exercise &&
    alone.exercise.id !== previous.exercise.id &&
    previous.intent !== 'workout-request'
  )
    return { ...previous, exercise: alone.exercise, text };
  return null;
}

/**
 * Understands the last message of a conversation whose earlier turns were understood in order
 * (`earlier`, oldest first): as a follow-up of the turn before it; but a detail question whose
 * own words that turn's answer never speaks of, while the answer before it does ("how long
 * should i hold it" after a stretch and then "i have arthritis in both knees tho"), asks about
 * that earlier answer: a statement in between does not take the thread.
 */
export function understandInThread(
  message: string,
  matcher: ExerciseMatcher,
  earlier: readonly CoachFrame[],
): CoachFrame {
  const previous = lastSaid(earlier);
  // "Throat is scratchy, coming down with something | heavy squats on the menu today | train or
  // nah": whether to train at all is asked of the illness or pain told earlier in the thread,
  // not of the session named in between.
  const unwell = earlier
    .slice(-3, -1)
    .findLast((turn) => turn.intent === 'health' || turn.intent === 'injury');
  if (
    unwell &&
    previous &&
    previous.intent !== 'health' &&
    previous.intent !== 'injury' &&
    asksWhetherToTrain.test(normalizeMessage(message))
  )
    return understandMessage(message, matcher, unwell);
  const frame = withThreadPain(understandMessage(message, matcher, previous), previous);
  const before = earlier.at(-2);
  if (frame.followUp !== 'detail' || !frame.topic || !before?.topic) return frame;
  if (before.topic.id === frame.topic.id) return frame;
  const text = normalizeMessage(message);
  const question = detailQuestion.exec(text);
  if (!question) return frame;
  const own = contentTerms(text.slice(question[0].length)).filter(
    (term) => !detailFiller.has(term),
  );
  const speaksOf = (topic: KnowledgeTopic) => {
    const said = new Set(contentTerms(`${topic.keywords.join(' ')} ${topic.answer}`));
    return own.length > 0 && own.every((term) => said.has(term));
  };
  if (speaksOf(frame.topic) || !speaksOf(before.topic)) return frame;
  const again = understandMessage(message, matcher, before);
  return again.followUp === 'detail' && again.topic?.id === before.topic.id ? again : frame;
}
