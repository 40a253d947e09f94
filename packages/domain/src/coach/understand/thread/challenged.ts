import { requestVerb } from '../message-patterns';
import type { CoachFrame } from '../understand-message';
import type { ThreadReading } from './reading';

// Doubts the answer just given: asks if it is sure, says it makes no sense or that someone says
// otherwise, or asks where its number comes from.
const doubtsAnswer =
  /\b(are (you|u) sure|r u sure|(you|u) sure( about (that|this|it))?\?|^(is|was) (that|this) (really |actually )?(right|true|correct|accurate)|that makes no sense|(doesn'?t|does not|dont|don'?t) make (any )?sense|where (does|did|do) (that|this|the|those|these)( \w+){0,3} come from|where (did|do) (you|u) get (that|this|those)( \w+)? from|(says?|said|say) the opposite|(says?|said|told me|reckons?)\b[^.?!]{0,40}\b(opposite|otherwise|wrong|different|useless|pointless|bad)\b|(seems|sounds|thats?|that'?s|is) (crazy|way|so|really|pretty|a bit)? ?(too )?(long|short|much|little|high|low|few|many|slow|fast)( for| to)?\b[^.?!]{0,30}\b(my|says?|said|reckons?|thought|everyone)\b|\bi (always )?(thought|heard|read)\b[^.?!]{0,60}\b(was|is|were|are|meant|should)\b|\b(but|so) (everyone|people|they|my \w+) (says?|said)\b|(^| )really\?)/;

// "Why 3-5 tho?", "why 150 minutes?", "why would that matter?": the reason for what was just said.
const whyOfIt =
  /^((ok(ay)?|but|so|hmm+|wait|yeah)[,.!]? )*(why|how come)\b( (is|are|do|does|would|should))?( (it|that|this|those|these|so|such)\b|\s+\d)/;

/**
 * The answer before, with its reason, when the message doubts it ("are u sure about that", "why
 * 3-5 tho? i always thought 8-12 was the magic number", "1900?? where does that number even come
 * from"); null when it doubts nothing, or the turn before gave no answer to stand by.
 */
export function readChallenged({ text, alone, previous }: ThreadReading): CoachFrame | null {
  const answered =
    previous.topic !== null ||
    previous.intent === 'progress' ||
    previous.intent === 'workout-plan' ||
    previous.intent === 'nutrition';
  if (!answered || previous.intent === 'workout-request') return null;
  // A new pain or a session asked for is a new question, whatever it doubts.
  if (alone.entities.hasPain || (alone.intent === 'workout-request' && requestVerb.test(text)))
    return null;
  if (!doubtsAnswer.test(text) && !whyOfIt.test(text)) return null;
  return { ...previous, followUp: 'why', text };
}
