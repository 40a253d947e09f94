import type { SessionRequest } from '../../../workouts/compose-session';
import type { MessageEntities } from '../extract-entities';
import { deniedKit } from '../session-words';
import { sessionOf } from '../session-of';
import { bareMinutesSaid } from '../thread-subjects';
import { asksToRepeatSession } from '../thread-turns';
import type { CoachFrame } from '../understand-message';
import type { FollowUpReading } from './reading';
import { exercisePronoun } from './words';

// A follow-up that edits the session just given: a why of its build, a sore part, the minutes,
// the place, kit, focus or a limit said now.

/** The session changes a follow-up asks for: its own, a new focus or place leaving the old behind. */
export function sessionOfFollowUp(
  own: Partial<SessionRequest>,
  entities: MessageEntities,
): Partial<SessionRequest> {
  const changes: Partial<SessionRequest> = { ...own };
  // "Chest n back workout | legs?": a new focus leaves the movements of the old one behind.
  if (own.focus !== undefined && own.targetPatterns === undefined) changes.targetPatterns = [];
  if (entities.place === 'home' && own.equipment === undefined) changes.equipment = null;
  if (entities.place === 'gym' && own.equipment === undefined) changes.equipment = null;
  return changes;
}

/**
 * The follow-up's entities, keeping what the session before was for: a warm-up, two people
 * ("make it shorter" after a session for the two of us is still for two).
 */
export function withSessionTraits(
  entities: MessageEntities,
  before: MessageEntities,
): MessageEntities {
  return {
    ...entities,
    warmUpFor: entities.warmUpFor ?? before.warmUpFor,
    forTwo: entities.forTwo || before.forTwo,
    stateSaid: entities.stateSaid ?? before.stateSaid,
  };
}

/** The session just given, changed by what the follow-up says; null when it is no edit. */
export function readSessionEdit(reading: FollowUpReading): CoachFrame | null {
  const { text, alone, previous, followUp, terms } = reading;
  // "Go", "lets do it", "ready" after a workout: that session, to start.
  if (
    previous.intent === 'workout-request' &&
    previous.session !== null &&
    /^\W*((ok|okay|right|alright|cool|great)[,!.]* )?(go+|let'?s go+|lets do (it|this)|let'?s do (it|this)|ready|i'?m ready|im ready|start( it)?|begin|do it|go go go)\W*$/.test(
      text,
    )
  )
    return { ...previous, text };
  // "Actually can we do it at the park?", "now a core one", "more cardio please" after a workout:
  // the same session, changed by what the message says.
  const namesSessionChange =
    alone.entities.focus !== null ||
    alone.entities.equipment !== null ||
    alone.entities.place !== null ||
    alone.entities.lowImpact;
  // "Why do you put the pull ups first?" after a session: why it is built so, not an edit.
  if (
    previous.intent === 'workout-request' &&
    previous.session !== null &&
    followUp === 'why' &&
    /^(but |so |ok |okay )?(why|how come)\b/.test(text)
  )
    return { ...previous, followUp: 'why', text };
  const changesSession =
    previous.intent === 'workout-request' &&
    previous.session !== null &&
    !asksToRepeatSession.test(text) &&
    ((alone.intent === 'workout-request' &&
      terms.length <= 5 &&
      (exercisePronoun.test(text) ||
        /\b(actually|instead|same|rather|now|but|also)\b/.test(text) ||
        alone.session?.minutes === undefined ||
        // "45 mins": how long, answered for the session being put together.
        /^\W*(about |like |around |maybe |only |just |got |i have |ive got )?\d{1,3} ?(m|min|mins|minutes?|hrs?|hours?)\b\W*(pls|please|max|tops|ish)?\W*$/.test(
          text,
        ))) ||
      (namesSessionChange && terms.length <= 4 && !alone.entities.hasPain) ||
      // "Scrap that, gym's shut so im at home. just dumbbells": a change of plan, however told.
      (namesSessionChange &&
        /\b(scrap that|never ?mind|change of plan(s)?|plan b|forget that|wait no|no wait)\b/.test(
          text,
        ) &&
        !alone.entities.hasPain) ||
      // "The guy below banged on the ceiling lol can u make it quiet": an edit asked in so many
      // words, after however long a story.
      (namesSessionChange &&
        /\b(make|keep|change|redo|turn) (it|this|that|them|the (workout|session))\b/.test(text) &&
        !alone.entities.hasPain) ||
      // "More legs pls, i want them dead after", "actually can we do more legs instead, my legs
      // are lagging": the session's focus changed, with the reason after it.
      (alone.entities.focus !== null &&
        /\b(more|extra|mainly|mostly|instead|rather)\b/.test(text) &&
        !alone.exercise &&
        !alone.entities.hasPain) ||
      // "Nothing on the floor, I can't get up and down easily" after a workout: the same session
      // within that limit, however many words it takes to say.
      ((alone.entities.standingOnly ||
        alone.entities.seated ||
        alone.entities.noLyingOnBack ||
        alone.entities.noLyingFaceDown ||
        alone.entities.noKneeling ||
        alone.entities.noHanging ||
        alone.entities.pregnant) &&
        // "What if I can't get down on the floor for one of the exercises? My knees are stiff":
        // with a sore part too, when the limit is said of the session's exercises.
        (!alone.entities.hasPain ||
          /\b(the|these|those|one of the|any of the|some of the) (exercises?|moves?|workout|session)\b/.test(
            text,
          ))));
  // "I have a bad back", "my knee's dodgy" told after a workout: the same session, protecting it
  // (pain while doing something, "my back hurts when i do the planks", is asked of its own).
  if (
    previous.intent === 'workout-request' &&
    previous.session &&
    alone.entities.bodyParts.length > 0 &&
    (alone.entities.hasPain || /\b(bad|dodgy|weak|injured|sore|achy|problem)\b/.test(text)) &&
    ((!alone.exercise &&
      !text.includes('?') &&
      !/\b(when|while|during|after|doing|on the|with the)\b/.test(text) &&
      terms.length <= 6) ||
      // "Knee is sore after a long walk, can u change it so its easier on it": asked to change.
      /\b(change|adjust|modify|tweak|adapt|rework|redo) (it|that|this|the (session|workout))\b|\beasier on (it|my|the|them)\b/.test(
        text,
      ))
  ) {
    const entities = { ...withSessionTraits(alone.entities, previous.entities), hasPain: true };
    return { ...previous, entities, followUp: 'switch', text };
  }
  // "Actually make it 15, running late" after a workout: the same session in that many minutes.
  const minutesSaid = bareMinutesSaid(text);
  if (
    previous.intent === 'workout-request' &&
    previous.session &&
    alone.entities.minutes === null &&
    minutesSaid !== null
  ) {
    const session = { ...previous.session, minutes: minutesSaid };
    // "Do 25. and go easy on my knee pls": the part to spare, protected too.
    const spares =
      alone.entities.bodyParts.length > 0 &&
      /\b(easy on|gentle on|careful (with|of)|mind|protect|spare|watch)\b/.test(text);
    const entities = {
      ...withSessionTraits(alone.entities, previous.entities),
      ...(spares ? { hasPain: true } : {}),
    };
    return { ...previous, session, followUp: 'switch', entities, text };
  }
  if (changesSession && previous.session) {
    const session: Partial<SessionRequest> = {
      ...previous.session,
      ...sessionOfFollowUp(alone.session ?? sessionOf(alone.entities), alone.entities),
    };
    // "No pull up bar today tho" after a barbell and dumbbell session: the kit said before, less
    // what is missing now, not bodyweight alone.
    const missing = deniedKit(text);
    const before = previous.session.equipment;
    if (missing.length > 0 && alone.entities.equipment?.length === 0 && before?.length) {
      session.equipment = before.filter((item) => !missing.includes(item));
      session.preferEquipment = (previous.session.preferEquipment ?? []).filter(
        (item) => !missing.includes(item),
      );
    }
    // "Something quick" after "I only have 10 minutes": the minutes said stay.
    if (previous.session.minutes !== undefined && !/\d|\bhour|\bminute|\bmins?\b/.test(text))
      session.minutes = previous.session.minutes;
    const entities = withSessionTraits(alone.entities, previous.entities);
    return { ...previous, session, followUp: 'switch', entities, text };
  }
  return null;
}
