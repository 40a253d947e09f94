import type { KnowledgeTopic } from '../../knowledge/topics';
import { contentTerms } from '../../language/tokenize';
import { replaceBodyParts } from '../extract-entities';
import { itAsks, thingAskedAbout } from '../thread-subjects';
import { understandAlone, type CoachFrame } from '../understand-message';
import type { ThreadReading } from './reading';
import { muscleWords, saysLittleAlone, speaksTo } from './words';

// The question before asked again of another body part or muscle, or under what was said before:
// quick food after food, "can i still", minutes told before, "it" naming the thing asked about.

/**
 * The question before asked of another part or muscle, or read under what the turn before said;
 * null when none applies.
 */
export function readSameQuestion(reading: ThreadReading): CoachFrame | null {
  const { text, alone, previous, matcher } = reading;
  // "What about for my back?" after stretches for the shoulders: the same question about the
  // body part now named.
  const bodyPartsNow = alone.entities.bodyParts;
  if (
    /^(and|what about|how about|same for|ok and|okay and|now)\b/.test(text) &&
    bodyPartsNow.length > 0 &&
    previous.entities.bodyParts.length > 0 &&
    !alone.entities.hasPain &&
    !alone.exercise &&
    saysLittleAlone(text)
  ) {
    const asked = understandAlone(replaceBodyParts(previous.text, bodyPartsNow), matcher);
    if (asked.intent !== 'out-of-scope') return { ...asked, followUp: 'switch', text };
  }
  // "And for legs?" after how many sets for biceps: the same question of that muscle, which the
  // same answer gives, unless the answer is about the muscle asked before ("how do i grow my
  // glutes" is no answer for the hamstrings).
  const musclesBefore = previous.text.match(muscleWords) ?? [];
  if (
    previous.topic &&
    !previous.muscle &&
    alone.muscle &&
    musclesBefore.length > 0 &&
    /^(and|what about|how about|same for|ok and|okay and|now)\b/.test(text) &&
    !alone.entities.hasPain &&
    !alone.exercise &&
    saysLittleAlone(text)
  ) {
    const about = contentTerms(`${previous.topic.title} ${previous.topic.keywords.join(' ')}`);
    if (!contentTerms(musclesBefore.join(' ')).some((term) => about.includes(term)))
      return { ...previous, followUp: 'switch', text };
  }
  // "What should i eat for breakfast | something quick": after a question about food, a few
  // words that alone ask for a quick session ask for quick food.
  if (
    previous.intent === 'nutrition' &&
    previous.topic &&
    alone.intent === 'workout-request' &&
    contentTerms(text).length <= 3 &&
    !/\b(workouts?|sessions?|routines?|exercises?|training|train|circuit|hiit|cardio)\b/.test(text)
  ) {
    const asked = understandAlone(`${previous.text} ${text}`, matcher);
    if (asked.intent === 'nutrition') return { ...asked, followUp: 'switch' };
  }
  // "Is intermittent fasting good | can i still build muscle": "still" asks it under what was
  // just discussed, which that answer speaks to.
  if (
    previous.topic &&
    /\b(can|could|will|would|do|should) i still\b/.test(text) &&
    !alone.entities.hasPain &&
    !alone.exercise &&
    contentTerms(text).length <= 5
  ) {
    const asked = understandAlone(`${previous.text} ${text}`, matcher);
    if (asked.topic?.id === previous.topic.id && speaksTo(asked.topic, contentTerms(text)))
      return { ...asked, followUp: 'switch' };
  }
  // "I only have 10 minutes today" then "can you give me something quick": the minutes said
  // before hold for the session asked now.
  if (
    alone.intent === 'workout-request' &&
    alone.session &&
    alone.session.minutes === undefined &&
    previous.entities.minutes !== null &&
    previous.intent !== 'workout-request'
  ) {
    return { ...alone, session: { ...alone.session, minutes: previous.entities.minutes } };
  }
  // "Does it make you bloated or lose your hair?" after creatine, "is it ok on a cut?" after peanut
  // butter: the pronoun names the thing asked about before, read in its place.
  // (Shorter ones, "is it safe?", ask about the answer itself: below.)
  const itNames =
    itAsks.test(text) && contentTerms(text).length > 3 ? thingAskedAbout(previous, alone) : null;
  if (itNames) {
    const named = understandAlone(text.replace(/\b(it|they)\b/, itNames), matcher);
    const about = (topic: KnowledgeTopic) =>
      new Set(contentTerms([topic.title, ...topic.keywords, ...topic.questions].join(' ')));
    const speaksOfIt =
      named.topic !== null &&
      contentTerms(itNames).every((term) => named.topic && about(named.topic).has(term));
    if (speaksOfIt && named.intent !== 'out-of-scope') return { ...named, followUp: 'switch' };
  }
  return null;
}
