import { contentTerms } from '../../language/tokenize';
import type { MessageEntities } from '../extract-entities';
import { asksForSource } from '../message-patterns';
import { objectsWhy } from '../thread-subjects';
import type { FollowUp } from '../understand-message';

// What a short follow-up asks of the answer before it: why, shorter or longer, easier or
// harder, another subject in the same question, or only a detail of what was just said.

// A question that asks for a detail of what was just said ("how long?", "is walking enough?").
export const detailQuestion =
  /^(how (long|often|many|much|far|fast|heavy|hard|soon|early|late|deep|low|high|wide|close|slow)|when|which( one)?s?|what kind|what type|any (tips|examples|ideas|drills|advice|cues|pointers|tricks)|like what|such as|really|for how long)\b/;
const judgesAdvice =
  /^is (it|that|this|\w+ing) (enough|ok|okay|bad|good|safe|better|fine|worth it)\b/;
// Words a detail question may hold beyond its question words and still ask only for a detail.
export const detailFiller = new Set(
  contentTerms(
    'do does one each it that this them should need take last go get usually typically ideally till until times time tho though then roughly about like',
  ),
);
// The units a detail question counts in ("how many times a week", "how many minutes a day").
export const detailUnits = new Set(
  contentTerms('day days week weeks minutes mins hours seconds per month'),
);

/**
 * Whether a message asks only for a detail of what was just said ("how long?", "how often should
 * i do one", "is walking enough?", "how long till im back to 5k?" after getting back to 5k), not
 * a question of its own ("how much protein do i need"): its words beyond the question are filler
 * or the previous message's own.
 */
export function asksForDetail(text: string, previousText = '', detail = ''): boolean {
  if (judgesAdvice.test(text)) return true;
  const question = detailQuestion.exec(text);
  if (!question) return false;
  const said = new Set(contentTerms(previousText));
  // A unit counts as filler when the detail that answers it is given in it ("2-3 sessions a
  // week"), not when it asks in another ("how much per week" after steps a day).
  const inUnit = new Set(contentTerms(detail).filter((term) => detailUnits.has(term)));
  const rest = contentTerms(text.slice(question[0].length));
  return rest.every((term) => detailFiller.has(term) || said.has(term) || inUnit.has(term));
}

// Says the dose just given is beyond the user ("and if i cant do 30 sec?", "i can't even do 5
// reps", "what if i can't hold it that long", "20 seconds is too much").
export const cannotReachDose =
  /\b(can'?t|cannot|can not|unable to|not able to)( even)? (do|manage|hold|last|get|reach|complete|finish|keep)\b[^.?!]{0,20}?\b(\d+|one|single|that long|long enough|full|whole)\b|\b\d+ ?(s|secs?|seconds?|reps?|mins?|minutes?)( is| are|'s)? (too (much|long|hard|many)|impossible)\b/;

/**
 * What a follow-up asks of the turn before: 'why', 'shorter', 'longer', 'easier', 'harder',
 * 'switch' (the same question of something else, or a detail of it), or null.
 */
export function readFollowUp(message: string, entities: MessageEntities): FollowUp {
  // "Ok make it easier pls", "cool, why?": the acknowledgement before a follow-up is not its start.
  const text = message.replace(
    /^((ok(ay)?|alright|right|cool|great|nice|thanks|thx|hmm+|well|yeah|sure)[,!.]?\s+)+(?=\w)/,
    '',
  );
  if (
    /^(why|y|how come|whys|reason|explain( that| why)?|but why|what for|wdym why)\b/.test(text) ||
    objectsWhy.test(text) ||
    asksForSource.test(text)
  )
    return 'why';
  if (/\b(shorter|less time|quicker|only have \d+|fewer minutes)\b/.test(text)) return 'shorter';
  if (/\b(longer|more time|extend it)\b/.test(text)) return 'longer';
  if (
    /^(make (it|them|this|that|these|those)|can you make (it|them)|something|a bit|bit|too)?\s?(easier|simpler|gentler|lighter)|too hard|too difficult/.test(
      text,
    ) ||
    cannotReachDose.test(text) ||
    // "Thats a bit much for me after swimming, can u make it easier".
    /\b(make|making) (it|this|that|them|the (workout|session)) (a bit |a little |slightly |much |way )?(easier|gentler|lighter|simpler)\b|\b(a bit|bit|a little|way too|far too) much for me\b/.test(
      text,
    ) ||
    /\b(easier|simpler|gentler) (version|option|variation|way|one)\b|\blooks? (too |really |quite |a bit |so |very )?(hard|difficult|tough|intense)\b|\btoo (hard|difficult|tough|much) for me\b|(^|[.!?,]\s*|\b(lol|lmao|haha|tbh|ngl|ok|okay|so|but|pls|please|maybe)\s+)(something )?(easier|gentler)\s*\?*$|\b(rather|quite|really|very|bit|so) (difficult|hard)\b|\bcan'?t (do|manage) (it|them|that|one|a single|even one)\b|\bstruggl\w* with (it|them|that)\b|\bcan only (do|manage|hold|last|get)\b|\bonly (manage|last|hold) (about |like |around )?\d|\bmore (easy|light|simple|gentle|soft)\b|\bless (hard|difficult|intense|heavy)\b|\bnot (so|too) (hard|difficult|intense|heavy)\b|\b(do|give me|make|have|try) (one|another( one)?|something)( (a )?(little|bit|slightly|touch))* (easier|gentler)\b/.test(
      text,
    )
  )
    return 'easier';
  if (
    /^(make (it|them|this|that|these|those)|can you make (it|them)|something|a bit|bit|too)?\s?(harder|tougher|more intense|more challenging)|too easy|\bmore (hard|difficult|heavy)\b|\bless easy\b|\b(do|give me|make|have|try) (one|another( one)?|something)( (a )?(little|bit|slightly|touch))* (harder|tougher|more challenging)\b/.test(
      text,
    )
  )
    return 'harder';
  if (
    /^(and|what about|how about|what if|ok and|okay and|so what about|also|then|same for|same but|now|instead|but|if)\b/.test(
      text,
    ) ||
    (entities.difficulty !== 0 && text.split(' ').length <= 4) ||
    asksForDetail(text)
  )
    return 'switch';
  return null;
}
