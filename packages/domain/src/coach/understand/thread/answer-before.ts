import { contentTerms } from '../../language/tokenize';
import { asksHowToMove } from '../exercise-or-topic';
import type { MessageEntities } from '../extract-entities';
import { asksOfRecords, tellsMoreOfIt } from '../thread-turns';
import { understandAlone, type CoachFrame } from '../understand-message';
import type { ThreadReading } from './reading';
import { muscleWords, saysLittleAlone } from './words';

// A message about the answer just given: the same exercises within a limit or with the kit said,
// more of the answer, whether to still train with the pain it was about, the plan or the
// records it read.

const positionLimitFields = [
  'standingOnly',
  'seated',
  'seatedOnly',
  'noLyingOnBack',
  'noLyingFaceDown',
  'noKneeling',
  'noHanging',
] as const;

/** A short message that says only how the body may be placed ("without lying down", "standing only"). */
function statesOnlyPositionLimit(text: string, entities: MessageEntities): boolean {
  return (
    !entities.hasPain &&
    text.split(' ').length <= 8 &&
    positionLimitFields.some((field) => entities[field])
  );
}

/** The entities of the turn before, with the position limits said now added. */
function withPositionLimits(before: MessageEntities, now: MessageEntities): MessageEntities {
  const added = Object.fromEntries(
    positionLimitFields.filter((field) => now[field]).map((field) => [field, true]),
  );
  return { ...before, ...added };
}

// Asks to hear more of the answer just given, or an example of it.
const elaboratePattern =
  /^((ok(ay)?|so|and|but|hmm+|sorry)[,.!]? )*((can|could|would) (you|u) )?(please )?(tell me more|more (detail|details|info\w*)( please| pls)?|elaborate|expand( on (that|it|this))?|explain( (that|it|this))?( (a bit )?(more|again|simpler|more simply|differently|in (plain|simple) (english|words|terms)))?|what do (you|u) mean( by (that|it|this))?|meaning|go on|keep going|how so|like how|in (plain|simple) (english|words|terms)( pls| please)?|eli5|(give|show) (me )?(an? |some )?(examples?|eg)|examples?( please| pls)?|for (example|instance)|such as|like what|what else( (should|could|can) i (do|add|try))?|anything else|any (others?|more)|(and )?others?|more( please| pls)?)[?.! ]*$/;

// Asks whether to train anyway, or to change the plan, after saying something hurts or is sore.
const stillTraining =
  /\b(should i (stop|quit|pause|keep (going|training|running|lifting))|do i (need|have) to (stop|rest|quit)|take (a|some) (break|time off|rest)|should i still|can i still|is it (ok|okay|safe) to|still (train|work ?out|go|lift|run|do|squat|deadlift)|train (legs|through it|anyway)|work ?out anyway|skip (it|today|my workout|the gym|exercis\w*|training|work ?outs?|my (exercises|walks?|session)|the (exercises|workout|session))|push (thr(ough|u)|on)|(run|train|work|lift) (thr(ough|u)) (it|the pain))\b|\b(it'?s|its|it is|that'?s|thats|it was|prob|probably) (prob(ably)? |likely |surely |just )?(nothing|fine|ok|okay|muscular|a pulled muscle)\b|\bnothing (serious|to worry about)\b|\b(just )?(wanna|want to|gonna|going to) (hit|train|lift|do|go to) (bench|legs|the gym|my workout|my session|squats?|deadlifts?|a workout)\b|\b(should|do|shall) i (need to )?(change|adjust|modify|tweak|alter) (anything|something|my (plan|workouts?|program\w*|routine|training|exercises))\b/;

// Asks for something to do in place of what was just discussed.
const insteadPattern =
  /\b(instead|alternatives?|swap|substitute|replace|other options?|what else|something else)\b/;

/**
 * A message that says more about the pain of the turn before, or asks whether to carry on with
 * it, naming no other body part or exercise.
 */
function morePainOf(text: string, alone: CoachFrame, previous: CoachFrame): boolean {
  if (!previous.entities.hasPain || previous.intent !== 'injury') return false;
  if (alone.exercise && alone.exercise.id !== previous.exercise?.id) return false;
  const before = new Set(previous.entities.bodyParts);
  if (alone.entities.bodyParts.some((part) => !before.has(part))) return false;
  if (contentTerms(text).length > 12) return false;
  if (alone.entities.hasPain) return alone.intent !== 'out-of-scope';
  if (!['injury', 'recovery', 'exercise-technique', 'training', 'health'].includes(alone.intent))
    return false;
  return (
    /\b(keep|carry on|continue|stop|push through|train through|still (do|train|lift|go)|skip|(been|for) (like |about |around )?(\d+|a|an|two|three|few) ?(days?|weeks?|wks?|months?))\b|\b(inside|outside|front|back|side|top|bottom) (part|bit|of it)\b|\b(pinky|thumb|inner|outer) side\b/.test(
      text,
    ) || tellsMoreOfIt(text, alone)
  );
}

/**
 * A message about the answer just given: its exercises within a limit or with other kit, more
 * of it, still training with its pain, the plan or the records it read; null when none applies.
 */
export function readOfAnswerBefore(reading: ThreadReading): CoachFrame | null {
  const { text, alone, previous, matcher } = reading;
  // "Can I do exercises sitting down? | ok what about for my arms": the muscle's exercises, within
  // the limit said before.
  if (
    alone.muscle &&
    !alone.entities.hasPain &&
    saysLittleAlone(text) &&
    positionLimitFields.some((field) => previous.entities[field])
  ) {
    return { ...alone, entities: withPositionLimits(alone.entities, previous.entities) };
  }
  // "Good back exercises? | at home tho, just got dbs", "| no bench tho": the same muscle's
  // exercises with the kit or place said now.
  if (
    previous.muscle &&
    !alone.muscle &&
    !alone.exercise &&
    !alone.entities.hasPain &&
    // "And for back with no equipment" names another muscle.
    (text.match(muscleWords) ?? []).length === 0 &&
    (alone.entities.equipment !== null ||
      alone.entities.place !== null ||
      ((alone.entities.refusedWords?.length ?? 0) > 0 &&
        !statesOnlyPositionLimit(text, alone.entities))) &&
    contentTerms(text).length <= 5
  ) {
    return {
      ...previous,
      text,
      entities: {
        ...previous.entities,
        equipment: alone.entities.equipment ?? previous.entities.equipment,
        place: alone.entities.place ?? previous.entities.place,
        refusedWords: alone.entities.refusedWords ?? previous.entities.refusedWords ?? [],
      },
    };
  }
  // "Good ab exercises | without lying down": the same exercises, within the limit said.
  if (previous.muscle && statesOnlyPositionLimit(text, alone.entities)) {
    return { ...previous, text, entities: withPositionLimits(previous.entities, alone.entities) };
  }
  // "Tell me more", "what do you mean?", "go on" after a topic: its reason and the answer in
  // short, not the same answer again; "can you give me an example?": the answer with its examples.
  const elaborates = elaboratePattern.exec(text);
  if (elaborates && previous.topic && previous.intent !== 'workout-request') {
    const example = /\b(examples?|such as|like what|else|others?|any more)\b|^(and )?more\b/.test(
      elaborates[0],
    );
    return { ...previous, followUp: example ? 'detail' : 'why', text };
  }
  // "Should I still train?", "its prob nothing right? just wanna hit bench tonight" after pain,
  // soreness or a warning sign: the same topic answers it, safety first.
  if (
    (stillTraining.test(text) ||
      // "What can I do instead today?" after a sore or painful part, not "what if I nap instead?"
      // after a sleep question.
      (insteadPattern.test(text) &&
        saysLittleAlone(text) &&
        (previous.intent === 'injury' ||
          previous.entities.hasPain ||
          previous.entities.bodyParts.length > 0))) &&
    previous.topic &&
    (previous.intent === 'injury' || previous.intent === 'recovery' || previous.intent === 'health')
  ) {
    // "Bent over rows hurt my lower back | what can i do instead": the alternatives of what was
    // told, so the answer reads the pain and the exercise with the question.
    const asksAlternatives = insteadPattern.test(text) && previous.exercise !== null;
    return {
      ...previous,
      followUp: 'still',
      text: asksAlternatives ? `${previous.text}. ${text}` : text,
    };
  }
  // "My lower back hurts during planks | like a pinch, not sore. should i keep doing them?",
  // "pull ups are killing my elbow | on the pinky side, been 2 weeks now": more about the same
  // pain, or whether to carry on with it, read with the turn that said where it hurts.
  const morePain = morePainOf(text, alone, previous);
  if (morePain) {
    const together = understandAlone(`${previous.text}. ${text}`, matcher);
    if (together.intent === 'injury' || together.intent === 'health')
      return {
        ...together,
        exercise: together.exercise ?? previous.exercise,
        followUp: 'switch',
      };
  }
  // "Can't do all that tonight, give me a 15 min version" after today's plan: today's workout,
  // cut to fit.
  if (
    previous.intent === 'workout-plan' &&
    alone.intent === 'workout-request' &&
    /\b(version|shorter|quicker|cut|trim|(of|for|in) (it|that|this|today'?s))\b|\ball (that|of it|of that)\b/.test(
      text,
    )
  )
    return { ...alone, fromTodaysWorkout: true };
  // "My weight keeps creeping up on the app | is that bad??", "whats my squat form score | nice,
  // so what should i work on next": a short question about the records just read, naming no
  // subject of its own, is answered from them.
  if (asksOfRecords(text, alone, previous)) return { ...previous, followUp: 'detail', text };
  // "How much protein a day? | is that per kg of what i weigh now or my goal weight?": the unit of
  // the answer just given, not the records the words "my goal weight" name.
  if (
    previous.topic &&
    previous.intent !== 'workout-request' &&
    alone.intent === 'progress' &&
    /\bper (kg|kilo|kilogram|pound|lb)\b|\b(kg|kilos?|pounds|lbs?) of (body ?weight|what i weigh)\b/.test(
      text,
    )
  )
    return { ...previous, followUp: 'detail', text };
  // "How am I tracking on my goals? | the deadlift one, 140 by july realistic?": that goal of the
  // records just read, not how to do the lift.
  if (
    previous.intent === 'progress' &&
    alone.exercise &&
    !alone.entities.hasPain &&
    !asksHowToMove(text) &&
    /\b(goals?|targets?|realistic\w*|on track|by (when|then|the end|summer|christmas|january|february|march|april|may|june|july|august|september|october|november|december)|(the|that) \w+ one|p[rb]s?|\d{2,3} ?(kg|kgs|kilos?|lbs?)?)\b/.test(
      text,
    )
  )
    return { ...previous, exercise: alone.exercise, followUp: 'switch', text };
  // "How many sets of squats?" after the plan: the plan says it.
  if (
    previous.intent === 'workout-plan' &&
    /\b(sets?|reps?|how many|how much|how long|rest|weight|which exercises?)\b/.test(text) &&
    !alone.entities.hasPain &&
    (alone.exercise !== null || saysLittleAlone(text))
  )
    return { ...previous, exercise: alone.exercise, followUp: 'switch', text };
  // "What can I do instead?" after pain on an exercise: its pain-free alternatives.
  if (
    insteadPattern.test(text) &&
    previous.intent === 'injury' &&
    previous.exercise &&
    saysLittleAlone(text)
  )
    return { ...previous, followUp: 'switch', text };
  return null;
}
