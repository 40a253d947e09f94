import { findTopic } from '../../knowledge/knowledge-index';
import { judgesLossPace } from '../../tools/personal-numbers-body';
import { findAskedSupplement } from '../../tools/supplement-facts';
import {
  lifeStageSaid,
  requestVerb,
  sleptLittle,
  asksWhetherToTrain,
  workoutNoun,
} from '../message-patterns';
import {
  brainWarning,
  darkUrineWarning,
  pregnancyWarningIn,
  crisisWarning,
  suggestsClot,
  suggestsTear,
  warningSignDuring,
} from '../warning-signs';
import type { CoachFrame } from '../understand-message';
import { frame, type MessageReading } from './message-reading';
import { symptomSaid } from './shared-patterns';

// Not having eaten told as the cause ("hadnt eaten since lunch", "skipped breakfast", "on an
// empty stomach").
const notEatenTold =
  /\b(had ?n'?t|hadnt|have ?n'?t|havent|did ?n'?t|didnt|not) (eaten|eat|had (any )?(food|breakfast|lunch|dinner|anything))\b|\bskipped (breakfast|lunch|dinner|a meal|my meal)\b|\bempty stomach\b|\bnothing to eat\b/;

// A gain on the scale (as normalised: "gained 1.5kg") over a day or a week, not months.
const scaleGain =
  /\bgained (\d+(\.\d+)? ?(kg|kgs|kilos?|lbs?|pounds)|(a whole|half a|a full|a|one) (kg|kilo|lb|pound))\b/;
const shortWhile =
  /\b(this morning|today|tonight|overnight|over night|yesterday|last night|in a day|in one day|this week|a week|(after|since) (a |one |the |my |that |eating |dinner|takeaway|pizza|weekend|holiday|yesterday|monday|last week))/;
const bigMealTold =
  /\b(takeaway|take ?out|pizza|curry|burger|binge\w*|pigged out|overate|big (meal|dinner|night)|night out|buffet|cheat (meal|day)|chinese|kebab|nandos|mcdonalds|drinks|drinking|party)\b/;

/** "The scales up 1.5kg this morning": a jump on the scale from one day or week to the next. */
function scaleJumped(text: string): boolean {
  return scaleGain.test(text) && shortWhile.test(text);
}

// What a teenager's supplement question names, and what a teenager's diet question asks.
const teenSupplementWords =
  /\b(protein (powder|shakes?)|shakes?|pre[- ]?workouts?|creatine|supplements?|fat burners?|mass gainers?|whey|test(osterone)? boosters?)\b/;
const teenDietWords =
  /\b(calori\w*|kcal|cut|cutting|diet\w*|lose weight|losing weight|weight loss|make weight|bulk\w*|how much (should|do) (i|he|she|they) eat|macros?|fasting|skip\w* meals?)\b/;

/**
 * An urgent state, whatever else the message says: a crisis, a stroke's or a heart's warning signs,
 * a possible tear or clot, dark urine; and a few states read before any exercise named (a life
 * stage, a jump on the scale, a short night, a teenager's diet).
 */
export function readUrgentState({
  text,
  entities,
  named,
  exercise,
  deepMatches,
  related,
}: MessageReading): CoachFrame | null {
  // "Sudden really bad headache in the middle of my rows, worst ever", "my face drooped and my arm
  // went weak": bleeding or a stroke, an emergency whatever else the message says.
  const emergency = findTopic('sudden-severe-headache-or-stroke-signs');
  // "Honestly don't see the point of anything anymore": support first, whatever else is asked.
  const crisis = findTopic('crisis-support');
  if (crisisWarning.test(text) && crisis)
    return frame(text, entities, { intent: 'health', topic: crisis, related });
  if (brainWarning.test(text) && emergency)
    return frame(text, entities, { intent: 'injury', topic: emergency, related });
  // "Still super sore n swollen and my pee is kinda dark brown, is that normal doms": possibly
  // muscle breakdown, urgent whatever else is asked.
  const rhabdo = findTopic('dark-urine-after-training');
  if (darkUrineWarning.test(text) && rhabdo)
    return frame(text, entities, { intent: 'health', topic: rhabdo, related });
  // "10 weeks pregnant, had some bleeding this morning, do i skip todays workout": checked first,
  // no training until then.
  const pregnancySigns = findTopic('pregnancy-warning-signs');
  if (pregnancyWarningIn(text) && pregnancySigns)
    return frame(text, entities, { intent: 'health', topic: pregnancySigns, related });
  // "Ive lost like 2 kilos in a month is that even good": the pace judged (a personal number),
  // with how fast weight comes off.
  const pace = findTopic('how-long-to-lose-weight');
  if (judgesLossPace(text) && !entities.hasPain && pace)
    return frame(text, entities, { intent: 'nutrition', topic: pace, related });
  // "38f pretty sure im perimenopausal, joints ache more... cardio or weights?": the menopause
  // topics answer, training itself when training is asked, else the nearest by its words.
  // Not "can u make me a 25 min band workout for my bones? menopause...", which asks for a session.
  if (
    lifeStageSaid.test(text) &&
    !entities.hasPain &&
    !symptomSaid.test(text) &&
    !(requestVerb.test(text) && workoutNoun.test(text))
  ) {
    const asksTraining =
      /\b(train\w*|workouts?|exercis\w*|cardio|weights|lift\w*|gym)\b/.test(text) &&
      !/\b(eat\w*|diet|food|calories|protein|sleep\w*)\b[^.?!]*\?/.test(text);
    const stage = asksTraining
      ? findTopic('menopause')
      : (deepMatches.find((match) => match.topic && /^menopause/.test(match.topic.id))?.topic ??
        findTopic('menopause'));
    if (stage) return frame(text, entities, { intent: stage.intent, topic: stage, related });
  }
  // "Knee is twinging, which of today's exercises should I go easy on?": today's workout against
  // the part that hurts.
  if (
    entities.hasPain &&
    entities.bodyParts.length > 0 &&
    /\b(which|what|any)( ones?| exercises?| moves?)? (of|in|from|on) (today'?s|tonight'?s|my|the) (workout|session|exercises|moves|plan|training)\b|\b(today'?s|tonight'?s) (workout|session|exercises|moves|plan)\b[^.?!]{0,40}\b(go easy|easy on|careful|avoid|skip|swap|modify|change|lighter)\b/.test(
      text,
    )
  )
    return frame(text, entities, { intent: 'workout-plan' });
  // "BP was 150/95 at work today, should I skip my workout tonight?", "bp was high this morning,
  // shud i still work out": today's reading against training, with the thresholds to stop.
  const reading = findTopic('high-blood-pressure-reading-today');
  if (
    reading &&
    /\b(bp|blood pressure)\b/.test(text) &&
    // "My bp is high" with nothing about today tells the condition, not a reading.
    (/\b\d{2,3} ?\/ ?\d{2,3}\b|\b(bp|blood pressure|reading|it) (was|came out|read|showed|measured)( \w+){0,2} (high|higher|up|raised|elevated|through the roof)\b|\b(bp|blood pressure|reading|it) is( \w+){0,2} (high|higher|up|raised|elevated|through the roof) (today|tonight|this morning|this evening|right now|now|at the moment|atm)\b/.test(
      text,
    ) ||
      /\b(high|raised|elevated) (bp|blood pressure) (reading|this morning|today|tonight)\b/.test(
        text,
      )) &&
    /\b(skip|train|work ?out|exercise|gym|walk|run|lift|session|go)\b/.test(text) &&
    !/\b(after|during|post|following)[- ](my |the |a |an |each |every )?(exercise|workout|training|session|run|walk|gym|class|set)\b/.test(
      text,
    )
  )
    return frame(text, entities, { intent: 'health', topic: reading, related });
  // "Had a takeaway last night and the scales up 1.5kg this morning", "its UP 1kg after a whole
  // week of working out": a day-to-day jump on the scale, which water and salt explain (a big
  // meal's topic when one is named), whatever else the story says.
  const jump = scaleJumped(text) && !entities.hasPain && !named;
  const bigMeal = findTopic('one-big-meal');
  const waterWeight = findTopic('water-weight-fluctuations');
  if (jump && bigMeal && bigMealTold.test(text))
    return frame(text, entities, { intent: 'nutrition', topic: bigMeal, related });
  if (jump && waterWeight)
    return frame(text, entities, { intent: 'nutrition', topic: waterWeight, related });
  // "Felt something pop near my armpit on bench, now bruising and pushing feels weak": a possible
  // tear, for a doctor, never "lighter" training.
  const tear = findTopic('suspected-tear');
  if (suggestsTear(text) && tear)
    return frame(text, entities, { intent: 'injury', topic: tear, related });
  // "Slept like 4 hrs, heavy squats on the plan, go for it or nah": whether to train after a
  // short night, whatever the exercise (the topic keeps it in the frame).
  const poorSleep = findTopic('training-after-poor-sleep');
  if (poorSleep && !entities.hasPain && sleptLittle.test(text) && asksWhetherToTrain.test(text))
    return frame(text, entities, { intent: 'recovery', topic: poorSleep, exercise, related });
  // "Left calf swollen, warm and achy since my long flight, should I foam roll it?": a possible
  // clot, for a doctor today, never massage or stretching.
  const clot = findTopic('suspected-dvt');
  if (suggestsClot(text) && clot)
    return frame(text, entities, { intent: 'injury', topic: clot, related });
  // "My heart was pounding doing the band rows just now, do I keep going?": a warning sign during
  // exercise is answered with stopping first, whatever else the message says.
  // "Got really lightheaded halfway thru my workout earlier, hadnt eaten since lunch": dizziness
  // with its cause told, and no sign of the heart, is the dizziness topic (eat before training).
  const dizzyUnfed = findTopic('dizziness');
  if (
    warningSignDuring(text) &&
    dizzyUnfed &&
    notEatenTold.test(text) &&
    !/\b(chest|heart|palpitat\w*|breath\w*|faint(ed)?|passed out|blacked out)\b/.test(text)
  )
    return frame(text, entities, { intent: 'health', topic: dizzyUnfed, related });
  if (warningSignDuring(text)) {
    const sign = findTopic(
      /\bchest\b/.test(text) ? 'chest-pain-exercise' : 'warning-signs-during-exercise',
    );
    if (sign) return frame(text, entities, { intent: 'injury', topic: sign, related, exercise });
  }

  // A teenager's supplement or diet question ("im 15 can i take creatine", "my 15 yo son wants to
  // cut for wrestling, how many calories"): the teen topics, never an adult's dose or deficit.
  const teenTopic =
    entities.age !== null && entities.age < 18 && !entities.hasPain && !exercise
      ? findAskedSupplement(text) || teenSupplementWords.test(text)
        ? findTopic('teen-supplements')
        : teenDietWords.test(text)
          ? findTopic('teen-athlete-energy')
          : null
      : null;
  if (teenTopic) return frame(text, entities, { intent: 'nutrition', topic: teenTopic, related });
  return null;
}
