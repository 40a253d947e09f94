import type { SessionRequest } from '../../../workouts/compose-session';
import { searchKnowledge } from '../../knowledge/knowledge-index';
import type { KnowledgeTopic } from '../../knowledge/topics';
import { contentTerms } from '../../language/tokenize';
import { asksHowToMove } from '../exercise-or-topic';
import { objectsWhy } from '../thread-subjects';
import { understandAlone, type CoachFrame } from '../understand-message';
import { asksForDetail } from './follow-up';
import type { FollowUpReading } from './reading';
import { sessionOfFollowUp, withSessionTraits } from './session-edits';
import { genericAskTerms, muscleWords, saysAllOf, speaksTo } from './words';

// The last rules: a message that says little alone (a why, a detail, an edit, "and for X?") is
// read with the turn before; anything else stands alone.

/** The message before with its muscle replaced by the one a short follow-up names, or null. */
function withMuscleSwapped(before: string, text: string): string | null {
  if (!/^(and|what about|how about|same for|ok and|okay and|now)\b/.test(text)) return null;
  const now = text.match(muscleWords);
  const first = before.match(muscleWords)?.[0];
  if (!now || !first || now.includes(first)) return null;
  return before.replace(new RegExp(`\\b${first}\\b`), now.join(' and '));
}

/** Whether a topic's title or keywords hold a word of the message beyond the generic ones. */
function namesTopicOwnWord(topic: KnowledgeTopic, terms: readonly string[]): boolean {
  const about = new Set(contentTerms(`${topic.title} ${topic.keywords.join(' ')}`));
  return terms.some((term) => !genericAskTerms.has(term) && about.has(term));
}

// Kinds of session a question can be about, unlike a body part: "mobility on off days".
const kindsAskedAbout = new Set(['mobility', 'cardio', 'core', 'balance']);

/**
 * "Should I do mobility stuff on my off days | ok like what tho, i got 20 min rn": a session
 * asked for with no kind or part of its own, right after a question about one kind of session,
 * is of that kind; null otherwise.
 */
function sessionOfKindBefore(alone: CoachFrame, previous: CoachFrame): CoachFrame | null {
  const kind = previous.entities.focus;
  if (
    alone.intent !== 'workout-request' ||
    !alone.session ||
    alone.entities.focus !== null ||
    alone.entities.bodyParts.length > 0 ||
    alone.entities.targetPatterns.length > 0 ||
    previous.intent === 'workout-request' ||
    kind === null ||
    !kindsAskedAbout.has(kind)
  )
    return null;
  return { ...alone, session: { ...alone.session, focus: kind } };
}

/**
 * The last of the thread rules: a why, a detail or an edit of what came before, or a message
 * that says little alone read together with the one it follows; else the message alone.
 */
export function readSayingLittle(reading: FollowUpReading): CoachFrame {
  const { text, alone, previous, matcher, followUp, terms, asksWithoutSubject, saysLittle } =
    reading;
  const ofKindBefore = sessionOfKindBefore(alone, previous);
  if (ofKindBefore) return ofKindBefore;
  if (!followUp && !saysLittle) return alone;
  // "But why do muscles need rest days at all?" after an exercise: a why with a subject of its own
  // is a new question, not one about the answer before.
  const whyOfItsOwn =
    terms.length >= 3 &&
    !objectsWhy.test(text) &&
    // "Why tho, i feel fine": why, against what the user tells of themselves.
    !/^(but )?(why|how come)((( tho| though)[,?.!]*)|( not)?[,?.!]+)\s*(i|i'?m|im|ive|i'?ve|my|but)\b/.test(
      text,
    ) &&
    !/\b(it|its|it'?s|that|thats|that'?s|this|them|those|these|bother)\b/.test(text) &&
    (alone.topic !== null || alone.exercise !== null) &&
    alone.intent !== 'out-of-scope' &&
    // "Why should I avoid deep bending tho?" after a new hip: the reason for what the answer just
    // given says, in its own words.
    !(
      previous.topic !== null &&
      previous.topic.id !== alone.topic?.id &&
      saysAllOf(previous.topic, terms)
    );
  if (followUp === 'why' && whyOfItsOwn) return alone;
  // "Why not crunches?" after the best ab exercises after having a baby: whether that exercise
  // suits the condition the question was asked with, and the reason.
  const condition = /\b(?:exercises?|workouts?|moves?|stretches?|cardio|training)\b(.{6,})$/.exec(
    previous.text,
  )?.[1];
  if (
    followUp === 'why' &&
    alone.exercise &&
    /^(but |so |and |ok )?(why|how come) (not|no)\b/.test(text) &&
    condition
  ) {
    const name = alone.exercise.name.toLowerCase();
    const suits = understandAlone(`is the ${name} ok ${condition.replace(/[?.!]+$/, '')}`, matcher);
    // Only a topic that speaks of the exercise says why not.
    if (
      suits.topic &&
      (suits.intent === 'health' || suits.intent === 'injury') &&
      speaksTo(suits.topic, terms)
    )
      return { ...suits, followUp: 'why', text };
  }
  if (followUp === 'why' && !alone.entities.hasPain) return { ...previous, followUp: 'why', text };
  // "How long?" after a topic: the detail of that topic's answer.
  if (asksForDetail(text) && previous.topic && saysLittle && !alone.exercise)
    return { ...previous, followUp: 'detail', text };
  if (alone.intent === 'injury' || (alone.intent === 'workout-request' && !previous.session))
    return alone;
  // "Is it ok that some of those make me go red in the face?" after a session: a question about
  // doing it, answered, not the session composed again.
  if (
    previous.intent === 'workout-request' &&
    (followUp === null || followUp === 'switch') &&
    /^(is|are|should|does|do|will|why|how come)\b[^.!]*\?/.test(text) &&
    alone.intent !== 'workout-request' &&
    alone.intent !== 'out-of-scope' &&
    alone.entities.focus === null &&
    alone.entities.equipment === null &&
    alone.entities.place === null
  )
    return alone;

  if (previous.intent === 'workout-request' && previous.session) {
    const own = alone.session ?? {};
    const session: Partial<SessionRequest> = {
      ...previous.session,
      ...sessionOfFollowUp(own, alone.entities),
    };
    const minutes = previous.session.minutes ?? 30;
    if (followUp === 'easier')
      session.difficultyShift = Math.max(-2, (previous.session.difficultyShift ?? 0) - 1);
    if (followUp === 'harder')
      session.difficultyShift = Math.min(2, (previous.session.difficultyShift ?? 0) + 1);
    // "Shorter, like 10": a bare number is the minutes.
    const bare = Number(/\b(\d{1,3})\b/.exec(text)?.[1] ?? Number.NaN);
    const stated = alone.entities.minutes ?? (bare >= 5 && bare <= 120 ? bare : null);
    if (followUp === 'shorter') session.minutes = stated ?? Math.max(5, Math.round(minutes * 0.6));
    if (followUp === 'longer') session.minutes = stated ?? Math.min(90, Math.round(minutes * 1.5));
    const entities = withSessionTraits(alone.entities, previous.entities);
    return { ...previous, session, followUp: followUp ?? 'switch', entities, text };
  }
  if (
    alone.exercise &&
    (previous.intent === 'exercise-technique' || previous.intent === 'form-feedback')
  ) {
    return { ...alone, intent: previous.intent, followUp: 'switch' };
  }
  // "And for deadlifts?" after a topic: the same topic, for that exercise; or the topic written
  // for that exercise on the same subject ("high blood pressure, what should I avoid? | what about
  // holding planks": static holds with high blood pressure).
  if (alone.exercise && previous.topic && saysLittle && previous.intent !== 'injury') {
    const exerciseTerms = contentTerms(alone.exercise.name);
    const written = searchKnowledge(`${previous.text} ${text}`, 1)[0];
    if (
      written?.topic &&
      written.topic.id !== previous.topic.id &&
      written.intent === previous.intent &&
      written.keyTerms.some((term) => exerciseTerms.includes(term))
    )
      return { ...previous, topic: written.topic, exercise: alone.exercise, text };
    return {
      ...previous,
      exercise: alone.exercise,
      followUp: 'switch',
      entities: alone.entities,
      text,
    };
  }
  if ((followUp === 'easier' || followUp === 'harder') && previous.exercise) {
    return { ...previous, followUp, text, entities: alone.entities };
  }
  if (alone.intent !== 'out-of-scope' && !saysLittle) return alone;
  // "What if I'm vegetarian?" after what to eat after training, "and naps? do those count?" after
  // sleep: a topic of the same area that the follow-up's own words name is its subject.
  if (
    (/^((ok|okay|right|cool) )?(and |but |so )?(what if|what about|how about|and if|if)\b/.test(
      text,
    ) ||
      (/^((ok|okay) )?and (?!(how|what|why|when|where|which|who|is|are|do|does|can|could|should|would|will|if|for|on|in|at|with|after|before|during|then|also)\b)[a-z'-]+( [a-z'-]+){0,2}\?/.test(
        text,
      ) &&
        // Not a thing the topic just discussed is about ("what does reps mean | and sets?").
        !terms.every((term) =>
          contentTerms(`${previous.topic?.title} ${previous.topic?.keywords.join(' ')}`).includes(
            term,
          ),
        ))) &&
    alone.topic &&
    previous.topic &&
    alone.topic.id !== previous.topic.id &&
    alone.topic.intent === previous.topic.intent &&
    alone.entities.bodyParts.length === 0 &&
    !alone.entities.hasPain &&
    // Named by a word of its own, not only by "week" ("what if i can only make 3 some weeks"
    // after a split is still the split).
    namesTopicOwnWord(alone.topic, terms)
  ) {
    return { ...alone, followUp: 'switch' };
  }
  // "And on rest days?" after how many calories to eat: the follow-up's words asked within the
  // area of the answer just given (the calories of a rest day, not how many rest days to take).
  if (
    /^(and |but |so )?(what if|what about|how about|and if|and (on|for|in|at|with|during|after|before))\b/.test(
      text,
    ) &&
    previous.topic &&
    alone.topic?.intent !== previous.topic.intent &&
    alone.entities.bodyParts.length === 0 &&
    !alone.entities.hasPain &&
    !alone.exercise
  ) {
    // The answer just given already speaks to it ("rest days included"): that answer again.
    const said = new Set(contentTerms(previous.topic.answer));
    if (terms.length > 0 && terms.every((term) => said.has(term)))
      return { ...previous, followUp: 'detail', text };
    // A topic of that area the words find, when it is also about what was asked before (the
    // calories of a rest day, not soreness after gardening for "and on weekends?" after sleep).
    const asked = contentTerms(previous.text);
    const sameArea = searchKnowledge(text, 3, previous.topic.intent).find(
      (match) =>
        match.topic &&
        match.topic.id !== previous.topic?.id &&
        match.keyTerms.length > 0 &&
        match.matchedTerms.length >=
          Math.min(2, terms.filter((term) => !genericAskTerms.has(term)).length) &&
        speaksTo(match.topic, asked),
    );
    if (sameArea?.topic)
      return { ...alone, intent: sameArea.topic.intent, topic: sameArea.topic, followUp: 'switch' };
  }
  // "Ok and how much is that for me?" that alone lands on the topic just discussed: its detail.
  if (alone.topic && alone.topic.id === previous.topic?.id)
    return { ...previous, followUp: 'detail', text };
  // "And what should I be eating for it?" after a condition: that condition's food topic.
  if (
    previous.topic &&
    previous.intent === 'health' &&
    /\b(eat|eating|food|foods|diet)\b/.test(text) &&
    terms.every((term) => genericAskTerms.has(term) || term.startsWith('diet'))
  ) {
    const condition = previous.topic.keywords.join(' ');
    const food = searchKnowledge(`${condition} food diet`, 3, 'nutrition').find(
      (match) => match.topic && speaksTo(match.topic, contentTerms(condition)),
    );
    if (food?.topic)
      return { ...alone, intent: 'nutrition', topic: food.topic, followUp: 'switch' };
  }
  // "Will it kill my gains?" after how much cardio on a bulk: a question about "it" in words the
  // topic just answered is keyed on stays on that topic.
  if (
    asksWithoutSubject &&
    previous.topic &&
    terms.some((term) => !genericAskTerms.has(term)) &&
    terms
      .filter((term) => !genericAskTerms.has(term))
      .every((term) => contentTerms(previous.topic?.keywords.join(' ') ?? '').includes(term))
  )
    return { ...previous, followUp: 'detail', text };
  // "What should I avoid then?" after a blood pressure reading: a question of nothing but asking
  // words asks about the topic just discussed, whose answer holds it; read with the message
  // before, it would search that message's other words (the bands just asked about).
  if (
    asksWithoutSubject &&
    previous.topic &&
    previous.intent !== 'workout-request' &&
    terms.every((term) => genericAskTerms.has(term))
  )
    return { ...previous, followUp: 'detail', text };
  // Say little alone: read it together with the message it follows; "and for hammies?" after
  // "whats better for glutes, hip thrusts or rdls": that message, of the muscle now named.
  const swapped = withMuscleSwapped(previous.text, text);
  // "Should i take creatine | how much a day | and when, before or after training?": the timing of
  // the subject the answer just given is about, which its title names ("how much a day" does not).
  const asksTimingOnly =
    previous.topic !== null &&
    /^(and |so |but |ok |okay )?when\b/.test(text) &&
    terms.every(
      (term) =>
        genericAskTerms.has(term) ||
        /^(before|after|train\w*|workout|gym|day|morning|night|evening)$/.test(term),
    );
  const combined = understandAlone(
    swapped ??
      (asksTimingOnly && previous.topic
        ? `${previous.topic.title} ${text}`
        : `${previous.text} ${text}`),
    matcher,
  );
  // The message swapped is the question now asked, whole (a comparison is read from it).
  if (swapped && combined.intent !== 'out-of-scope') return { ...combined, followUp: 'switch' };
  if (combined.intent === 'workout-request' && previous.intent !== 'workout-request') {
    return { ...combined, followUp: 'switch', text };
  }
  if (combined.intent === 'out-of-scope') return { ...previous, followUp: 'switch', text };
  // "How should I peak for a deadlift test? | and the last week?": a part of the topic just
  // answered, not how to do the exercise it named.
  if (
    previous.topic &&
    previous.intent !== 'exercise-technique' &&
    combined.intent === 'exercise-technique' &&
    !alone.exercise &&
    !asksHowToMove(text)
  )
    return { ...previous, followUp: 'detail', text };
  return { ...combined, followUp: 'switch', text };
}
