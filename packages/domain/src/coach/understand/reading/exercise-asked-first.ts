import { findTopic } from '../../knowledge/knowledge-index';
import { asksPurpose, asksWorthOf } from '../../tools/exercise-points';
import { asksSwapOf } from '../../tools/exercise-swaps';
import { asksHowToMove } from '../exercise-or-topic';
import { asksHowToDo, requestVerb } from '../message-patterns';
import type { CoachFrame } from '../understand-message';
import { frame, type MessageReading } from './message-reading';

// Says the writer gave birth: a c-section, a caesarean, "had a baby 8 weeks ago", postpartum.
const postpartumSaid =
  /\b(c[- ]?section|caesarean|cesarean|gave birth|giving birth|post[- ]?partum|post[- ]?natal|(had|having) (a|my|the|our) (baby|c[- ]?section)|since (the|my) (baby|birth))\b/;

/**
 * What is asked of an exercise named, read first: whether it is all right after giving birth,
 * what to do in its place, and what it is for.
 */
export function readExerciseAskedFirst({
  text,
  entities,
  exercise,
  related,
}: MessageReading): CoachFrame | null {
  // "C-section 8 weeks ago, can I do sit-ups?": whether an exercise is all right after giving
  // birth gets the return-after-birth advice (core work: the pregnancy and postpartum core topic);
  // how to do it ("cleared by my GP, how do I do dead bugs?") and a session asked for are answered
  // as usual.
  if (
    exercise &&
    !entities.hasPain &&
    postpartumSaid.test(text) &&
    !asksHowToDo.test(text) &&
    !asksHowToMove(text) &&
    !requestVerb.test(text) &&
    entities.minutes === null
  ) {
    const afterBirth = findTopic(
      exercise.pattern === 'core' || /\b(abs?|core|crunch\w*|sit[- ]?ups?|planks?)\b/.test(text)
        ? 'core-in-and-after-pregnancy'
        : 'postpartum-return',
    );
    if (afterBirth)
      return frame(text, entities, { intent: 'health', topic: afterBirth, related, exercise });
  }
  // "What can I do instead of burpees?", "alternative to bench press": other exercises that train
  // the same thing (pain on it goes to the pain answers, which offer their own).
  if (exercise && !entities.hasPain && !entities.isMedical && asksSwapOf(text, exercise))
    return frame(text, entities, { intent: 'exercise-technique', exercise, related, swap: true });
  // "What's the point of dead bugs?", "what are bird dogs good for?": what the exercise does (its
  // how-to leads with it), not a topic that shares a word of its name.
  if (
    exercise &&
    !entities.hasPain &&
    !entities.isMedical &&
    (asksPurpose.test(text) || asksWorthOf(text, exercise)) &&
    !/\bwhat (do|does|should|can|could) (i|we|you|u)( \w+)? do\b/.test(text)
  )
    return frame(text, entities, { intent: 'exercise-technique', exercise, related });
  return null;
}
