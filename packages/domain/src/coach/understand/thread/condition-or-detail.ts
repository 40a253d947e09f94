import { searchKnowledge } from '../../knowledge/knowledge-index';
import { topicDetail } from '../../knowledge/topics';
import { contentTerms } from '../../language/tokenize';
import { asksHowToMove } from '../exercise-or-topic';
import { howToPattern } from '../message-patterns';
import { asksSessionOrRecords } from '../thread-turns';
import { understandAlone, type CoachFrame } from '../understand-message';
import { asksForDetail, detailUnits } from './follow-up';
import type { FollowUpReading } from './reading';
import { genericAskTerms, speaksTo, tellsCondition } from './words';

// A detail of the answer just given, or the question before asked under a condition: the user's
// own figure, a condition put on it, one told of oneself, a teenager's age, an illness told first.

// A condition put on the question before: "what if ...", "and if ...", "even ...", "with(out) ...",
// "what about with/if/on ...", "would evenings be better then", "... with my knee" at its end.
const addsCondition =
  /^((and|but|so|ok|okay),? )*(what if|and if|if|even|with|without|(what|how) about (with|without|if|when|for|on|in|at|during|after|before))\b|^(would|wouldn'?t|will|is|are) [^?]{0,30}\b(better|worse|easier|ok|okay|fine|safer|best)\b[^?]{0,10}\b(then|instead)\s*\??$|\b(with|without) (my|a|an|bad|sore|dodgy|weak) [a-z ]{0,15}\??$/;

// A number the user reports ("my watch says im only doing about 3000", "i do like 4k").
const reportsNumber = /\b\d[\d,.]*\s?k?\b/;
// A question about how much of something ("how many steps should i do a day").
const asksQuantity = /\bhow (many|much|long|often|far)\b/;

/** Whether a question's words are all matched by one knowledge topic: a question of its own. */
function asksTopicOfItsOwn(text: string): boolean {
  const terms = contentTerms(text);
  const best = searchKnowledge(text, 1)[0];
  return (
    best?.topic !== null &&
    best !== undefined &&
    terms.every((term) => best.matchedTerms.includes(term))
  );
}

/**
 * A detail of the answer just given, or the question before asked under a condition the message
 * puts or tells; null when none applies.
 */
export function readConditionOrDetail(reading: FollowUpReading): CoachFrame | null {
  const { text, alone, previous, matcher, terms } = reading;
  // "How long till im back to 5k?" after how to start running again: a detail of that answer,
  // when the answer says it ("back" and "again" say a return to what the message before told).
  // So is "how long hold?" after whether to stretch before or after: a word of the answer just
  // given, unless the question is a topic's own ("how many meals" after protein).
  // A supplement or food named is a subject of its own ("when do i take casein then" after "whey
  // or casein?"); an exercise is not when it is the activity the answer was about ("how long
  // should i walk for" after what incline walking does).
  if (
    previous.topic &&
    (!alone.exercise || previous.exercise === null || alone.exercise.id === previous.exercise.id) &&
    !alone.supplement &&
    !alone.food &&
    !alone.entities.hasPain &&
    alone.entities.bodyParts.length === 0 &&
    asksForDetail(
      text,
      `${previous.text} ${asksTopicOfItsOwn(text) ? '' : previous.topic.answer} back again`,
      topicDetail(previous.topic, text) ?? '',
    ) &&
    topicDetail(previous.topic, text)
  )
    return { ...previous, followUp: 'detail', text };
  // "How much a day?", "when should i take it?" after a food or supplement the tables answered:
  // that food's or supplement's detail, read with the question before.
  const thing = previous.food ?? previous.supplement;
  if (
    thing &&
    !previous.topic &&
    !alone.exercise &&
    !alone.food &&
    !alone.supplement &&
    !alone.entities.hasPain &&
    asksForDetail(text, `${previous.text} ${[...detailUnits].join(' ')}`)
  ) {
    const withIt = understandAlone(`${previous.text} ${text}`, matcher);
    if ((withIt.food ?? withIt.supplement)?.alias === thing.alias)
      return { ...withIt, followUp: 'switch' };
  }
  // "My watch says im only doing about 3000" after "how many steps should i do a day": the
  // user's own figure for what they asked, answered by the same topic.
  if (
    previous.topic &&
    asksQuantity.test(previous.text) &&
    reportsNumber.test(text) &&
    // "Im 65" is an age, not a figure of what was asked.
    alone.entities.age === null &&
    !text.includes('?') &&
    !/^(how|what|whats|why|when|which|should|is|are|can|could|do|does|will|would)\b/.test(text) &&
    !alone.exercise &&
    !alone.entities.hasPain &&
    alone.intent !== 'workout-request'
  )
    return { ...previous, followUp: 'switch', entities: alone.entities, text };
  // "What about with a bad knee?", "what if my main goal is a 10k", "even on my knees", "would
  // evenings be better then": a condition put on the question just asked is answered as that
  // question under the condition, pain or not (not as the knee or the 10k alone).
  if (
    (previous.topic !== null || previous.exercise !== null) &&
    previous.intent !== 'workout-request' &&
    addsCondition.test(text) &&
    terms.length <= 8 &&
    !alone.exercise &&
    !asksSessionOrRecords(alone)
  ) {
    const combined = understandAlone(`${previous.text} ${text}`, matcher);
    // "What if I'm vegetarian?", "what if it's raining?" name a subject of their own: the
    // combined reading wins only when its answer speaks to the condition, or the condition is a
    // body part or pain.
    // A thing named by its absence ("even if im not sore", "without a mat") is no subject either,
    // nor is one of another area than the question it lands back on.
    const keepsSubject =
      (combined.topic !== null && combined.topic.id === previous.topic?.id) ||
      (combined.exercise !== null && combined.exercise.id === previous.exercise?.id);
    const isCondition =
      alone.topic === null ||
      alone.entities.hasPain ||
      alone.entities.bodyParts.length > 0 ||
      /\b(not|no|without|don'?t|dont|doesn'?t|isn'?t|aren'?t|never|can'?t|cant)\b/.test(text) ||
      (keepsSubject && alone.topic.intent !== previous.intent) ||
      (combined.topic !== null && speaksTo(combined.topic, terms));
    if (
      isCondition &&
      (combined.topic !== null || combined.exercise !== null) &&
      combined.intent !== 'out-of-scope' &&
      combined.intent !== 'greeting' &&
      combined.intent !== 'workout-request'
    )
      return { ...combined, followUp: 'switch' };
  }
  // "How many calories should i eat | im breastfeeding", "how much protein | im 65": one's own
  // condition told after a question asks it under that condition, when a topic is about both
  // (its keywords name the condition, or an age it is told; its answer speaks to the question).
  if (
    previous.topic &&
    tellsCondition.test(text) &&
    !text.includes('?') &&
    !alone.exercise &&
    terms.length <= 5 &&
    !asksSessionOrRecords(alone)
  ) {
    const combined = understandAlone(`${previous.text} ${text}`, matcher);
    const topic = combined.topic;
    const named = topic ? contentTerms(topic.keywords.join(' ')) : [];
    const aboutCondition =
      terms.some((term) => !genericAskTerms.has(term) && named.includes(term)) ||
      (alone.entities.age !== null &&
        /\b(older|age|aging|ageing|senior|over|elderly)\b/.test(named.join(' ')));
    if (
      topic &&
      topic.id !== previous.topic.id &&
      topic.id !== alone.topic?.id &&
      aboutCondition &&
      speaksTo(topic, contentTerms(previous.text))
    )
      return { ...combined, followUp: 'switch' };
  }
  // "Im 16 and tryna bulk | should i take creatine too?": a teenager's age told before holds for
  // a supplement or food question after it (the teen answers, never an adult's dose).
  const age = previous.entities.age;
  if (
    age !== null &&
    age < 18 &&
    alone.entities.age === null &&
    (alone.supplement !== null || alone.intent === 'nutrition')
  ) {
    const asTeen = understandAlone(`im ${age}. ${text}`, matcher);
    if (asTeen.topic && asTeen.topic.id !== alone.topic?.id)
      return { ...asTeen, followUp: 'switch' };
  }
  // "Had my baby 10 weeks ago, c-section | when can I start planks and crunches again?": a
  // condition told first, then a question that does not name one of its own, is asked under
  // it, when a health or injury topic speaks to both.
  if (
    !previous.text.includes('?') &&
    !/^(when|how|can|could|should|is|are|what|which|do|does|will|would|why|where)\b/.test(
      previous.text,
    ) &&
    !/^(and|or|but|what about|how about|what if)\b/.test(text) &&
    (previous.intent === 'health' || previous.intent === 'injury') &&
    previous.topic !== null &&
    /\?|^(when|how|can|could|should|is|are|what|which|do|does|will|would)\b/.test(text) &&
    !alone.entities.isMedical &&
    !alone.entities.pregnant &&
    !alone.entities.hasPain &&
    // "...how do I do a bird dog?": the how-to, which carries the condition's caution itself.
    !(alone.exercise && (howToPattern.test(text) || asksHowToMove(text))) &&
    alone.intent !== 'health' &&
    alone.intent !== 'injury' &&
    !asksSessionOrRecords(alone)
  ) {
    const combined = understandAlone(`${previous.text}. ${text}`, matcher);
    if (
      (combined.intent === 'health' || combined.intent === 'injury') &&
      combined.topic !== null &&
      combined.topic.id !== alone.topic?.id &&
      speaksTo(combined.topic, terms)
    )
      return { ...combined, followUp: 'switch' };
  }
  return null;
}
