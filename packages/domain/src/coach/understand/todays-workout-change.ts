import type { ExerciseMatcher } from './exercise-matcher';
import { deniedKit } from './session-words';
import { positionLimitsSaid, sessionOf } from './session-of';
import { understandAlone, type CoachFrame } from './understand-message';

// Asks to change the day's planned workout ("can u make todays workout no jumping pls", "can u
// redo my leg day with dbs instead").
const changeToday =
  /\b(make|change|swap|adapt|adjust|modify|tweak|redo|rework|switch)\b[^.?!]{0,20}\b((today'?s|tonight'?s) (workout|session|training|sesh|plan)|my (legs?|push|pull|upper( body)?|lower( body)?|arms?|chest|back|shoulders?|full[- ]body|glutes?) day|my (workout|session|training) (for )?today)\b/;
// Asks to change what was just shown ("can u change it for my knee").
const changeIt = /\b(change|adapt|adjust|modify|tweak|redo|rework|make) (it|that|this|them)\b/;
// Another version of what was just shown ("easier version? feeling kinda wrecked", "something
// lighter").
const versionOfIt =
  /^(\W*(ok|okay|hmm|erm|so|and|but|any|got|is there|can i have|can i get|could i get)\W+)*(an? )?(easier|harder|lighter|gentler|softer|quieter|simpler|less intense)( version| one| option| variant| alternative)?\b|\b(something|anything) (easier|lighter|gentler|simpler|less intense)\b/;
// A limit said of what was just shown ("no jumping please my downstairs neighbour will kill me",
// "nothing on the floor").
const limitOfIt =
  /^(\W*(ok|okay|but|and|also|pls|please|oh|hmm|right)\W+)*(no|without|nothing|not|avoid|can it be|make it) (any |too much |on the )?(jump\w*|burpees?|floor|kneeling|lying|impact|noise|noisy|running|quiet|low[- ]impact)\b/;
// Minutes said of what was just shown ("can i do it in 40 min instead", "only got 20 mins for
// that"), not of another activity ("20 min walk after?"); running late is no run.
const pointsAtIt =
  /\b(it|that|this|them|today'?s|instead|only (got|have)|just (got|have)|i (only )?have)\b/;
const otherActivity =
  /\b(rest|between|walk\w*|run\w*|cardio|stretch\w*|sleep|nap|fast\w*|eat\w*|after|before)\b/;

/** Asks to fit what was just shown into the minutes said. */
function fitsMinutes(text: string, alone: CoachFrame): boolean {
  const minutes = alone.entities.minutes;
  return (
    minutes !== null &&
    minutes <= 90 &&
    // "Give me a new 20 min one" asks for another session; "i only have 40 mins tho" fits this one.
    (alone.intent !== 'workout-request' ||
      !/\b(give|gimme|make|build|create|design|write|send|new|another|different)\b/.test(text)) &&
    pointsAtIt.test(text) &&
    !otherActivity.test(text.replace(/\b(running|run) (late|behind)\b/g, ' '))
  );
}

/**
 * "Can u make todays workout no jumping pls", "workout for today? | my knee is kinda sore, can u
 * change it for my knee", "whats on today | can i do it in 40 min instead": today's planned
 * workout, made again within what the message says (quiet, a sore part, shorter, easier); null
 * for anything else.
 */
export function changesTodaysWorkout(
  text: string,
  alone: CoachFrame,
  previous: CoachFrame | null,
  matcher: ExerciseMatcher,
): CoachFrame | null {
  const afterPlan = previous?.intent === 'workout-plan';
  const asked =
    changeToday.test(text) ||
    (afterPlan &&
      (changeIt.test(text) ||
        // Not a version of an exercise just named ("planks too easy, whats next | harder?").
        (versionOfIt.test(text) && !previous?.exercise) ||
        limitOfIt.test(text) ||
        fitsMinutes(text, alone)));
  // An exercise named only in the story ("racks taken by guys doing curls | redo my leg day with
  // dbs") does not stop the day's workout being made again.
  const namedInStory =
    alone.exercise !== null && changeToday.test(text) && deniedKit(text).length > 0;
  if (!asked || (alone.exercise && !namedInStory)) return null;
  const entities = alone.entities;
  const sorePart =
    entities.bodyParts.length > 0 &&
    (entities.hasPain ||
      /\b(sore|achy|aching|bad|dodgy|stiff|tight|grumbl\w*|niggl\w*|cranky|grumpy|for my)\b/.test(
        text,
      ));
  const saysChange =
    sorePart ||
    entities.lowImpact ||
    entities.minutes !== null ||
    entities.focus !== null ||
    entities.equipment !== null ||
    entities.place !== null ||
    entities.difficulty !== 0 ||
    Object.keys(positionLimitsSaid(entities)).length > 0;
  if (!saysChange) return null;
  const request = understandAlone('give me a workout', matcher);
  if (request.intent !== 'workout-request') return null;
  return {
    ...request,
    entities: sorePart ? { ...entities, hasPain: true } : entities,
    session: { ...request.session, ...sessionOf(entities) },
    fromTodaysWorkout: true,
    followUp: 'switch',
    text,
  };
}
