import { searchKnowledge } from '../../knowledge/knowledge-index';
import { isRareTerm } from '../../knowledge/term-statistics';
import { topicDetail } from '../../knowledge/topics';
import { contentTerms, stemWord } from '../../language/tokenize';
import { howToPattern } from '../message-patterns';
import {
  asksSessionOrRecords,
  pointsBackToTopic,
  saysItOfBefore,
  tellsMoreOfTopic,
} from '../thread-turns';
import { understandAlone, type CoachFrame } from '../understand-message';
import { detailQuestion } from './follow-up';
import type { FollowUpReading } from './reading';
import { speaksTo, tellsCondition } from './words';

// A question that points back at the message before, or is asked with the condition, pain or story
// told in it.

// Muscles and body parts a question about doing an exercise names ("where do I put my front foot").
const techniqueBodyWords =
  /\b(quads?|glutes?|hamstrings?|calves|abs|core|chest|lats?|triceps|biceps|feet|foot|toes|heels?|hands?|elbows?|wrists?|knees?|hips?|shoulders?|back|head|neck|grip|stance)\b/;

/**
 * "Does HRT help with that?" after menopause and belly fat: a question that names a subject only
 * its own topic asks about (a word at most two topics use), which the topic before does not, is
 * asked of that, not of the subject before.
 */
function namesTopicOfItsOwn(text: string, alone: CoachFrame, previous: CoachFrame): boolean {
  if (!alone.topic || alone.topic.id === previous.topic?.id) return false;
  const match = searchKnowledge(text, 1)[0];
  if (match?.topic?.id !== alone.topic.id) return false;
  const before = new Set(
    previous.topic
      ? contentTerms([previous.topic.title, ...previous.topic.keywords].join(' ')).map(stemWord)
      : [],
  );
  return match.keyTerms.some((term) => isRareTerm(term) && !before.has(term));
}

/**
 * A question read with the message before: one that points back, or one asked under the
 * condition, pain or story told there; null when none applies.
 */
export function readPointingBack(reading: FollowUpReading): CoachFrame | null {
  const { text, alone, previous, matcher, followUp, terms, saysLittle } = reading;
  // "Do warm-up sets count towards that?", "can I do it sitting down?", "more quads or glutes?"
  // after an answer: a question that points back is read with the message it follows, when that
  // reading lands somewhere else than the message alone.
  const pointsBack =
    /^(and|but|so|also|then|what if|what about|how about|does (it|that)|do (they|those))\b/.test(
      text,
    ) ||
    saysItOfBefore(text) ||
    /\b(each one|each)\b/.test(text) ||
    // "More quads or glutes? Where do I put my front foot?" after an exercise: about doing it.
    (previous.intent === 'exercise-technique' &&
      previous.exercise !== null &&
      !alone.exercise &&
      (howToPattern.test(text) || techniqueBodyWords.test(text)));
  if (
    // "And should I train when I land?" opens as a switch does, and points back all the same;
    // not a detail asked ("and how long?") nor a condition of its own ("and for my mum, she has
    // osteoporosis").
    (followUp === null ||
      (followUp === 'switch' &&
        /^(and|but|so|also|then) (should|can|could|would|will|is|are|do|does)\b/.test(text) &&
        alone.intent !== 'health')) &&
    !saysLittle &&
    pointsBack &&
    (previous.topic !== null || previous.exercise !== null) &&
    terms.length <= 10 &&
    !alone.entities.hasPain &&
    !asksSessionOrRecords(alone) &&
    !namesTopicOfItsOwn(text, alone, previous)
  ) {
    const combined = understandAlone(`${previous.text} ${text}`, matcher);
    const landsElsewhere =
      combined.topic?.id !== alone.topic?.id || combined.exercise?.id !== alone.exercise?.id;
    // "How long should each session be?" after the restart topic: back on the answer just given,
    // its sentence that says how long; when it says none, the question's own topic, not the
    // same answer again.
    const backOnPrevious =
      combined.topic !== null && combined.topic.id === previous.topic?.id && !combined.exercise;
    if (backOnPrevious && previous.topic && detailQuestion.test(text)) {
      if (topicDetail(previous.topic, text)) return { ...previous, followUp: 'detail', text };
      if (alone.topic) return alone;
    }
    // "Ok and how much is that for me?" that alone lands on the topic just discussed stays there.
    const aloneStaysOnTopic = alone.topic !== null && alone.topic.id === previous.topic?.id;
    if (
      landsElsewhere &&
      !aloneStaysOnTopic &&
      combined.intent !== 'out-of-scope' &&
      combined.intent !== 'greeting'
    )
      return { ...combined, followUp: 'switch' };
  }
  // "Asthma" then "can i do hiit?": a condition named alone is what the next question is asked
  // with. So is one the conversation opened by telling ("i have high blood pressure | can i do
  // strength training | what should i avoid when lifting"), while the question lands on it.
  const namedAlone = contentTerms(previous.text).length <= 3;
  if (
    !followUp &&
    !saysLittle &&
    previous.intent === 'health' &&
    previous.topic !== null &&
    (namedAlone || tellsCondition.test(previous.text)) &&
    !alone.entities.hasPain &&
    alone.intent !== 'out-of-scope' &&
    alone.intent !== 'workout-request' &&
    alone.intent !== 'progress' &&
    alone.intent !== 'workout-plan'
  ) {
    const combined = understandAlone(`${previous.text} ${text}`, matcher);
    // Told at length, the condition answers only a question its answer speaks to ("what should
    // i avoid when lifting", not "whats the best protein powder").
    const landsOnIt =
      combined.topic !== null &&
      combined.topic.id === previous.topic.id &&
      speaksTo(combined.topic, terms);
    if (combined.intent === 'health' && (namedAlone || landsOnIt))
      return { ...combined, followUp: 'switch' };
  }
  // "I sprained my ankle | when can i run again", "my lower back hurts after deadlifts | what
  // stretches help": a question naming no body part or exercise after pain told is asked of that
  // pain, when its answer speaks to it.
  if (
    !followUp &&
    previous.intent === 'injury' &&
    previous.topic !== null &&
    (previous.entities.bodyParts.length > 0 || tellsCondition.test(previous.text)) &&
    !previous.text.includes('?') &&
    !alone.entities.hasPain &&
    alone.entities.bodyParts.length === 0 &&
    terms.length <= 6 &&
    !asksSessionOrRecords(alone) &&
    alone.intent !== 'out-of-scope'
  ) {
    // "I have a herniated disc | can i deadlift": the exercise under that pain.
    const combined = understandAlone(`${previous.text} ${text}`, matcher);
    const keepsExercise = alone.exercise !== null && combined.exercise?.id === alone.exercise.id;
    if (
      combined.topic?.id === previous.topic.id &&
      combined.intent === 'injury' &&
      (keepsExercise || (!alone.exercise && speaksTo(combined.topic, terms)))
    )
      return { ...combined, followUp: 'switch' };
  }
  // "I sit in the car all day for work" after the best stretches for the back: a story with no
  // question, of nothing the coach knows alone, is told for the question before.
  if (
    !followUp &&
    !saysLittle &&
    alone.intent === 'out-of-scope' &&
    (previous.topic !== null || previous.exercise !== null) &&
    !text.includes('?')
  ) {
    const combined = understandAlone(`${previous.text} ${text}`, matcher);
    if (combined.intent !== 'out-of-scope' && combined.intent !== 'greeting')
      return { ...combined, followUp: 'switch' };
  }
  if (!followUp && pointsBackToTopic(text, alone, previous, matcher))
    return { ...previous, followUp: 'detail', text };
  if (!followUp && tellsMoreOfTopic(text, alone, previous, matcher))
    return { ...previous, followUp: 'detail', text: `${previous.text} ${text}` };
  // "Ok so what would u change in my program then" after a stalled bench: the advice of the topic
  // just discussed, not the plan read out.
  if (
    previous.topic &&
    alone.intent === 'workout-plan' &&
    /\b(what|how) (would|should|do|can|could) (you|u|i) (change|tweak|adjust|switch up|do differently)\b/.test(
      text,
    )
  )
    return { ...previous, followUp: 'detail', text };
  return null;
}
