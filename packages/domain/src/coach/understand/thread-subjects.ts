import { contentTerms, stemWord } from '../language/tokenize';
import { findFood } from '../tools/food-facts';
import { firstSupplementNamed } from '../tools/supplement-facts';
import type { MessageEntities } from './extract-entities';
import type { CoachFrame } from './understand-message';

// What a follow-up carries over from the turn before or points back at: the limits told just
// before a session is asked for, the thing "it" names, an objection that asks why, and minutes
// said on their own ("make it 30").

/**
 * The entities of a session request with the pain, pregnancy or kit the turn before told (not a
 * session itself), or null when it told none the request does not already say.
 */
export function carriedLimits(previous: CoachFrame, alone: CoachFrame): MessageEntities | null {
  const before = previous.entities;
  const pain = before.hasPain && before.bodyParts.length > 0 && !alone.entities.hasPain;
  // After a session, only a part held still carries: "ankle in a moon boot, 20 min workout | a
  // walk jog thing outside" is still for the boot.
  if (previous.intent === 'workout-request') {
    if (!pain || !before.immobilised) return null;
    return {
      ...alone.entities,
      hasPain: true,
      bodyParts: [...before.bodyParts],
      immobilised: true,
    };
  }
  const pregnant = before.pregnant && !alone.entities.pregnant;
  // "Hotel gym is just dumbbells up to 20kg | ok write me a leg day with that": the kit told.
  const kit =
    before.equipment !== null && before.equipment.length > 0 && alone.entities.equipment === null;
  // "In a hotel for work, tiny room | give me something 20 mins": the place told.
  const place = before.place !== null && alone.entities.place === null;
  // "Bit hungover ngl | give me something light": the state told.
  const state = before.stateSaid !== null && alone.entities.stateSaid === null;
  // "I use a wheelchair, want to put some size on | ok lets do one now, 40 min": seated.
  const seated = before.seated && !alone.entities.seated;
  // "Calves and shoulders are my weak spots | make me a 30 min sesh for those": those muscles.
  const muscles =
    before.targetPatterns.length > 0 &&
    alone.entities.targetPatterns.length === 0 &&
    alone.entities.focus === null &&
    /\b(for|on|hit|train|target|work) (those|them|these|both|that|it)\b/.test(alone.text);
  if (!pain && !pregnant && !kit && !place && !state && !seated && !muscles) return null;
  return {
    ...alone.entities,
    ...(muscles ? { targetPatterns: before.targetPatterns, focus: before.focus } : {}),
    ...(seated
      ? {
          seated: true,
          seatedOnly: before.seatedOnly,
          standingOnly: alone.entities.standingOnly || before.standingOnly,
        }
      : {}),
    ...(state ? { stateSaid: before.stateSaid } : {}),
    ...(pain
      ? { hasPain: true, bodyParts: [...before.bodyParts], immobilised: before.immobilised }
      : {}),
    ...(pregnant ? { pregnant: true } : {}),
    ...(kit
      ? {
          equipment: before.equipment,
          preferEquipment: before.preferEquipment,
        }
      : {}),
    ...(place || kit ? { place: alone.entities.place ?? before.place } : {}),
  };
}

// A question whose subject is a pronoun ("does it make u bloated...", "is it safe for teens?").
export const itAsks =
  /^((ok|okay|and|but|so|right|cool|hmm+)[,!.]?\s+)*(does|do|will|would|is|are|can|could|should|won'?t|doesn'?t|isn'?t) (it|they)\b(?! (mean|matter|count|work|help|depend|make sense)\b)/;

/**
 * The supplement, food or exercise the turn before asked about, by name, when this turn names
 * none of its own and that one is not a session.
 */
export function thingAskedAbout(previous: CoachFrame, alone: CoachFrame): string | null {
  if (previous.intent === 'workout-request' || alone.exercise) return null;
  if (firstSupplementNamed(alone.text) || findFood(alone.text)) return null;
  return (
    firstSupplementNamed(previous.text) ??
    findFood(previous.text)?.alias ??
    previous.exercise?.name.toLowerCase() ??
    topicNamedIn(previous)
  );
}

/** The words of a message that name its topic ("creatine" of "do i need creatine loading"). */
function topicNamedIn(previous: CoachFrame): string | null {
  if (!previous.topic) return null;
  const title = new Set(contentTerms(previous.topic.title));
  const words = previous.text
    .split(/[^a-z0-9'-]+/)
    .filter((word) => word.length > 2 && title.has(stemWord(word)));
  return words.length > 0 && words.length <= 3 ? words.join(' ') : null;
}

// An objection to the answer that ends by asking why ("but i ate clean all day?? why", "but i
// only had one drink, how come?"): the reason of that answer, the objection its story.
// So does a bare "why?" before a story ("why? ive always done 5 min of static stretches"), and a
// why about the answer's amount ("why so much tho im not trying to get big").
export const objectsWhy =
  /^(but )?why (so|that|this) (much|many|high|low|little|few|long|short|often|heavy|light|hard|easy)\b|^but\b[^.?!]{0,60}[?!.\s]*\b(why|how come|y tho|why tho)\W*$|^(but )?(why|how come)( tho| though)?\s*[?!.]+\s*(i|ive|i'?ve|im|i'?m|my|we)\b[^?]*$/;

/**
 * The minutes a short edit says on their own ("make it 30", "only got 20", "actually 15"), 5 to
 * 120, or null; not a weight, reps, a distance or days.
 */
export function bareMinutesSaid(text: string): number | null {
  const edit =
    /\b(make it|make that|change it to|cut it to|only|just|actually|got|have|do|go for|go with|say|try)\b[^.?!\d]{0,12}\b(\d{1,3})\b(?! ?(kg|kgs|lbs?|reps?|sets?|x|%|k|km|miles?|times|days?|weeks?)\b)/.exec(
      text,
    )?.[2];
  // "15 actually", "20 instead pls": the number first.
  const numberFirst =
    /^\W*(about |like |maybe )?(\d{1,3})( ?(mins?|minutes))? (actually|instead|then|tops|max)\b/.exec(
      text,
    )?.[2];
  const minutes = Number(edit ?? numberFirst ?? 0);
  return minutes >= 5 && minutes <= 120 ? minutes : null;
}
