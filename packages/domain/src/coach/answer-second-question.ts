import type { CoachIntent } from './coach-types';
import type { CoachAnswer, ComposeCoachReplyInput } from './compose-coach-reply';
import { answerTopic } from './tools/answer-topic';
import { describeExerciseHowTo } from './tools/exercise-how-to';
import { contentTerms } from './language/tokenize';
import { exerciseMatcherFor } from './understand/exercise-matcher';
import { understandMessage } from './understand/conversation';
import type { CoachFrame } from './understand/understand-message';

// "How much protein should I eat, and when should I eat it?": a second question joined on.
const secondQuestionPattern =
  /(?:,\s*|\s)(?:and|&|also|plus)\s+((?:when|how|does|do|should|which|what|is|are|can|could|would|will|why|if)\b.{6,})$/;
// Words a question is asked with, which name no subject.
// Words that judge what was named ("is it safe?", "is that normal?") rather than name a subject.
const judgementWords = new Set(
  contentTerms(
    'safe ok okay bad good healthy worth necessary needed enough normal right wrong fine harmful dangerous effective better worse legit',
  ),
);
const questionWords = new Set(
  contentTerms(
    'what when how which should can could would will does much many long often need best good each one actually really even honestly tbh lol',
  ),
);
const unansweredIntents: readonly CoachIntent[] = [
  'workout-request',
  'greeting',
  'out-of-scope',
  'injury',
];

/**
 * The answer to a second question joined onto the first ("...and does it matter if I train
 * fasted?"), read as a follow-up of the first (so "and when should I eat it?" is about the same
 * thing): the first line of its topic's answer, when that says something the reply does not yet.
 */
export function answerSecondQuestion(
  input: ComposeCoachReplyInput,
  first: CoachAnswer,
): string | null {
  const frame = first.frame;
  if (frame.followUp !== null || unansweredIntents.includes(frame.intent)) return null;
  // Two questions, each with its question mark ("...? ...?"); a statement after the first one
  // ("...? I feel them in my back") is its story, not a second question.
  const questions = frame.text.match(/[^?]+\?+/g) ?? [];
  const clause =
    questions.length === 2
      ? questions[1]?.replace(/\?+$/, '').trim()
      : secondQuestionPattern.exec(frame.text.replace(/\?+$/, ''))?.[1];
  if (!clause) return null;
  // "...which burns more and which is ok for my knee": still the comparison it answered.
  if (first.coversWholeMessage && /\b(which|better|worse|safer|kinder|or)\b/.test(clause))
    return null;
  const matcher = exerciseMatcherFor(input.catalogue);
  // A clause with a subject of its own is its own question; one without ("when should I eat
  // it?") leans on the first.
  const alone = understandMessage(clause, matcher, null);
  // "How do I do a dead bug? How do I stop my lower back coming off the floor?": a clause that
  // names no exercise after one that did is about that exercise; its technique answers it.
  // So is "how heavy should the dumbbell be?" after the goblet squat: the topic asked of it.
  let onIt: CoachFrame | null = null;
  if (frame.exercise && !alone.exercise) {
    onIt = understandMessage(clause, matcher, frame);
    if (onIt.exercise?.id !== frame.exercise.id) onIt = null;
    else if (!onIt.topic) {
      if (onIt.followUp !== 'cue') return null;
      const cue = describeExerciseHowTo({
        exercise: frame.exercise,
        text: clause,
        context: input.context,
        followUp: 'cue',
      }).lines[0];
      return cue && !first.lines.some((said) => said.includes(cue)) ? cue : null;
    }
  }
  // "Should I eat before a morning workout, and what should I eat?": a clause with no words of
  // its own beyond the first's and question words leans on the first, whatever it lands on alone.
  const firstSaid = new Set(contentTerms(frame.text.slice(0, frame.text.lastIndexOf(clause))));
  const ownWords = contentTerms(clause).filter(
    (term) => !firstSaid.has(term) && !questionWords.has(term),
  );
  const second =
    onIt ??
    (alone.topic &&
    alone.topic.id !== frame.topic?.id &&
    ownWords.length > 0 &&
    !/\b\w+ (it|that|this|them|one|ones|those|these)\s*$/.test(clause)
      ? alone
      : understandMessage(clause, matcher, frame));
  if (!second.topic || unansweredIntents.includes(second.intent)) return null;
  if (second.topic.id === frame.topic?.id && second.followUp !== 'detail') return null;
  // "What is creatine and is it safe?", "what's a deload and do I actually need one?": a short
  // clause that points back at the first subject is answered by the first answer, not by
  // whatever topic its few words land on alone.
  const pointsBack =
    /\b(it|its|it'?s|they|them|that|this|those|these|one|ones)\b/.test(clause) &&
    ownWords.every((term) => judgementWords.has(term));
  if (pointsBack && second.topic.id !== frame.topic?.id && !onIt) return null;
  const line = answerTopic({
    frame: second,
    topic: second.topic,
    context: input.context,
    motivation: input.motivation,
    now: input.now,
  }).lines[0];
  if (!line || first.lines.some((said) => said.includes(line) || line.includes(said))) return null;
  return line;
}
