import { searchKnowledge } from '../knowledge/knowledge-index';
import { contentTerms } from '../language/tokenize';
import type { ExerciseMatcher } from './exercise-matcher';
import { requestVerb } from './message-patterns';
import { understandAlone, type CoachFrame } from './understand-message';

// What a turn in the middle of a conversation does to the thread: thanks before a question, a
// filler that leaves the thread where it was, a statement that goes on with the story or the pain
// told before, a question about "it" or about the records just read, and whether a session is
// asked again.

// Asks whether to do a session again, or how often ("can i do it again tomorrow?", "can i do this
// every day", "how often should i do this one").
export const asksToRepeatSession =
  /\b((can|could|should|shall|may) i|(is it|its|it'?s|would it be) (ok|okay|fine|safe|alright|bad)( for me)? (to|if i)) (do|repeat|use) (it|this|that|this one|that one|the same one|this workout|this session)( again)?\b[^.?!]{0,25}\b(every ?day|daily|each day|tomorrow|again|twice|every other day|back to back|(\d|two|three|four|five|six) (times|days) (a|per) week)\b|\bhow (often|many times)( a week)? (should|can|could|do) i (do|repeat) (it|this|that|this one|that one|this workout|this session)\b/;

// Thanks or an acknowledgement that opens a message ("thank you. can i do it again tomorrow?").
const thanksFirst =
  /^((thanks?|thank (you|u)|thx|ty|cheers|ta|ok(ay)?|great|cool|nice|perfect|awesome|brilliant|lovely|got it)( (so much|very much|a lot|coach|mate))?[,.!]+\s*)+/;

/**
 * The question after thanks ("thank you. can i do it again tomorrow too?"): thanks alone stays a
 * thanks, but a question after it is what the message asks.
 */
export function withoutThanksBefore(text: string): string {
  const thanks = thanksFirst.exec(text);
  if (!thanks) return text;
  const rest = text.slice(thanks[0].length);
  const asks =
    rest.includes('?') ||
    /^(and |also |but |so |btw |by the way |oh and |oh |quick q |random q |one more thing )?(how|what|whats|what's|why|when|where|who|whos|who's|which|can|could|should|is|are|do|does|will|would)\b/.test(
      rest,
    );
  return asks && rest.split(/\s+/).length >= 3 ? rest : text;
}

// A pronoun that points back at what was just discussed ("how do i make it less bad next time").
const pointsBack = /\b(it|that|this|them|those|these|they)\b/;

// "It" that stands for nothing said before: the clause after it is the subject ("is it ok to
// train twice a day", "would it be smart to cut now") or the question is about the day itself
// ("was it just a bad day", "is it just me"); "this week" is now, not what was said; "does
// exercise help with mood or is that a myth" asks about the claim it has just made.
const emptyIt =
  /\b(?:(?:is|was|would|will|isn'?t|wasn'?t|wouldn'?t) it(?: be)? (?:ok|okay|fine|alright|safe|bad|normal|worth|better|best|possible|smart|wise|wrong|necessary|too late|too early|too soon|a good idea|a bad idea|realistic|dangerous|healthy|unhealthy|weird|silly|stupid|pointless) (?:to|if|that|for me to)|(?:is|was) it (?:just|only) (?:a|an|me|my|because|bc|cos|cause)|it depends|or (?:is|are|was) (?:that|it|this|they) (?:just |all |really |actually )?(?:a myth|myths|true|real|legit|bs|bull\w*|a thing|hype|overrated|made up|nonsense|rubbish|fake)|(?:this|that|these|those) (?:week|weekend|morning|afternoon|evening|night|time|year|month|day|summer|winter|spring|autumn)s?)\b/g;

// "What should I eat the morning of?", "the night before": a day of the event just told.
const dayOfBefore = /\b(morning|night|day|evening|week|weekend) (of|before|after)\s*[?.!]*$/;

/** Whether the text points back at what was said before with a pronoun that stands for it. */
export function saysItOfBefore(text: string): boolean {
  return pointsBack.test(text.replace(emptyIt, ' ')) || dayOfBefore.test(text);
}

/**
 * "Legs destroyed after leg day | how do I make it less bad next time?": a question about "it"
 * that names no subject of its own and, read after the turn before (or that turn's topic), still
 * lands on that topic, asks about that topic, whatever its own words search to alone.
 */
export function pointsBackToTopic(
  text: string,
  alone: CoachFrame,
  previous: CoachFrame,
  matcher: ExerciseMatcher,
): boolean {
  if (!previous.topic || previous.intent === 'workout-request' || !saysItOfBefore(text))
    return false;
  if (alone.topic?.id === previous.topic.id) return false;
  if (
    alone.exercise ||
    alone.food ||
    alone.supplement ||
    alone.muscle ||
    alone.entities.bodyParts.length > 0 ||
    alone.entities.equipment !== null ||
    alone.entities.place !== null ||
    asksSessionOrRecords(alone) ||
    alone.intent === 'out-of-scope'
  )
    return false;
  // A topic its own words are about ("how do I get it all done in an hour?"): its own question.
  const own = searchKnowledge(text, 1)[0];
  if (own?.topic && own.keyTerms.length >= 2) return false;
  // "Is it my genetics?": every word it says is a key word of a topic of its own.
  const terms = contentTerms(text);
  if (own?.topic && terms.length > 0 && terms.every((term) => own.keyTerms.includes(term)))
    return false;
  const lands = (story: string) =>
    understandAlone(`${story} ${text}`, matcher).topic?.id === previous.topic?.id;
  return lands(previous.text) || lands(`${previous.topic.title}.`);
}

/**
 * "Stress eating at night | I know I shouldn't but I can't stop", "weighed myself this morning |
 * up like 1kg from last week?!": a statement that goes on with the story of the topic just
 * discussed, naming nothing of its own, matching no topic by its own key terms and landing on
 * that topic when read after it, is more of that story (kept with it, so a question after it
 * still asks about it).
 */
export function tellsMoreOfTopic(
  text: string,
  alone: CoachFrame,
  previous: CoachFrame,
  matcher: ExerciseMatcher,
): boolean {
  if (!previous.topic || previous.intent === 'workout-request') return false;
  if (
    text.replace(/[?!]+$/, '').includes('?') ||
    asksOrRequests.test(text) ||
    /\b(how|what|whats|why|when|which|should i|can i|could i|do i|does|is it|is that)\b/.test(
      text,
    ) ||
    requestVerb.test(text)
  )
    return false;
  if (
    alone.exercise ||
    alone.food ||
    alone.supplement ||
    alone.muscle ||
    alone.entities.hasPain ||
    alone.entities.bodyParts.length > 0 ||
    asksSessionOrRecords(alone) ||
    alone.topic?.id === previous.topic.id
  )
    return false;
  const own = searchKnowledge(text, 1)[0];
  if (own?.topic && own.keyTerms.length >= 2) return false;
  // Told after it, the story still lands on that topic.
  return understandAlone(`${previous.text} ${text}`, matcher).topic?.id === previous.topic.id;
}

/**
 * Whether a short question asks about the user's records just read ("is that bad??", "so what
 * should i work on next"): no exercise, food, session or topic of its own.
 */
export function asksOfRecords(text: string, alone: CoachFrame, previous: CoachFrame): boolean {
  if (previous.intent !== 'progress' && previous.intent !== 'form-feedback') return false;
  if (!text.includes('?') && !asksOrRequests.test(text) && !/\b(what|how|should)\b/.test(text))
    return false;
  if (contentTerms(text).length > 5 || alone.intent === 'workout-request') return false;
  if (alone.exercise && alone.exercise.id !== previous.exercise?.id) return false;
  if (alone.food || alone.supplement || alone.entities.hasPain) return false;
  if (alone.intent === previous.intent) return false;
  const own = searchKnowledge(text, 1)[0];
  return !own?.topic || own.keyTerms.length < 2;
}

/**
 * The turn a message follows: the last one, unless that was only a filler ("hmm", "ok", "lol")
 * after something said, which leaves the thread where it was.
 */
export function lastSaid(earlier: readonly CoachFrame[]): CoachFrame | null {
  const last = earlier.at(-1) ?? null;
  const before = earlier.at(-2);
  const filler =
    last?.intent === 'greeting' &&
    last.topic === null &&
    /^(h+m+|u+m+|e+r+m*|a+h+|o+h+|o+k+(ay)?|k+|lol|haha\w*|right|yeah|yep|sure|cool|wow|oof|ugh)[.!?]*$/.test(
      last.text.trim(),
    );
  return filler && before && before.intent !== 'greeting' ? before : last;
}

/**
 * "Rolled my ankle | it's a bit swollen but I can walk on it | what now": a turn that goes on with
 * the pain told before, naming no part or exercise of its own, is about the same part, so a
 * session asked later in the thread still protects it.
 */
export function withThreadPain(frame: CoachFrame, previous: CoachFrame | null): CoachFrame {
  if (!previous || previous.entities.bodyParts.length === 0) return frame;
  if (!previous.entities.hasPain && previous.intent !== 'injury') return frame;
  if (frame.entities.bodyParts.length > 0 || frame.intent === 'out-of-scope') return frame;
  if (frame.exercise && frame.exercise.id !== previous.exercise?.id) return frame;
  if (frame.intent !== 'injury' && frame.followUp === null) return frame;
  return {
    ...frame,
    entities: { ...frame.entities, hasPain: true, bodyParts: [...previous.entities.bodyParts] },
  };
}

// Opens a question or a request rather than telling something.
export const asksOrRequests =
  /^((ok|okay|so|and|but|hmm+|well)[,.!]? )*(what|whats|how|why|when|where|which|who|should|shall|is|are|can|could|do|does|did|will|would|any|pls|please|tell|show|help)\b/;

/**
 * "Front of the shoulder, mostly at the bottom of the rep", "no injury or anything, I just slept
 * weird": a statement that says more of the pain just told (where, when, how it started), asking
 * nothing and asking for nothing of its own.
 */
export function tellsMoreOfIt(text: string, alone: CoachFrame): boolean {
  return (
    !text.includes('?') &&
    !asksOrRequests.test(text) &&
    !requestVerb.test(text) &&
    !asksSessionOrRecords(alone) &&
    alone.food === null &&
    alone.supplement === null
  );
}

/** Whether a message asks for a session or the user's own records: read alone, never combined. */
export function asksSessionOrRecords(frame: CoachFrame): boolean {
  return (
    frame.intent === 'workout-request' ||
    frame.intent === 'progress' ||
    frame.intent === 'workout-plan' ||
    frame.intent === 'form-feedback'
  );
}
