import type { CoachUserContext } from '../coach-types';
import {
  converted,
  lbPerKg,
  plainText,
  sayMass,
  sayNumber,
  statedMasses,
  type StatedMass,
  kmPerMile,
  statedDistance,
} from './personal-numbers-read';

// ---- kg and lb -------------------------------------------------------------------------------

// "in lbs", "to kg", "how many pounds is", "= ? lbs": the unit wanted.
const unitWanted =
  /\b(?:in|to|into|as)\s+(lbs?|pounds?|kgs?|kilos?|kilograms?|stones?)\b|\bhow many\s+(lbs?|pounds?|kgs?|kilos?|stones?)\s+(?:is|are|in)\b|=\s*\?*\s*(lbs?|pounds?|kgs?|kilos?)\b/;

/** "What's 135 in kg", "i lift 225, how much is that in kg": one bare number, in the other unit. */
function bareMass(text: string, into: StatedMass['unit']): StatedMass | null {
  const numbers = [
    ...text.matchAll(
      /(?<![\d.])(\d{2,3}(?:\.\d+)?)(?![\d.]|\s*(?:%|x\b|reps?|sets?|min|sec|bpm|cm|km|k\b|miles?|years?|yo\b|kcal|cal))/g,
    ),
  ];
  const only = numbers.length === 1 ? numbers[0] : undefined;
  return only ? { value: Number(only[1]), unit: into === 'kg' ? 'lb' : 'kg' } : null;
}

/** The masses of the user's goals ("Reach 85 kg", "Deadlift 140 kg for a single"). */
function goalMasses(context: CoachUserContext): { mass: StatedMass; goal: string }[] {
  return context.progressGoals.flatMap((goal) => {
    const mass = statedMasses(plainText(goal.description ?? ''))[0];
    return mass ? [{ mass, goal: goal.description ?? '' }] : [];
  });
}

/** "14 st 8 lb". */
function sayStone(mass: StatedMass): string {
  const pounds = Math.round(mass.unit === 'lb' ? mass.value : mass.value * lbPerKg);
  return `${Math.floor(pounds / 14)} st ${pounds % 14} lb`;
}

/** A stated mass, or the user's weight or goal, in the other unit ("140kg in lbs"), or null. */
export function convertMass(text: string, context: CoachUserContext): string | null {
  const wanted = unitWanted.exec(text);
  if (!wanted && !/\bconvert\b/.test(text)) return null;
  const target = wanted?.[1] ?? wanted?.[2] ?? wanted?.[3];
  const weight = context.latestMeasurement?.weight ?? null;
  if (target && /^stone/.test(target)) {
    const masses = statedMasses(text);
    if (masses.length === 0 && weight !== null && /\b(weight|weigh|me|i)\b/.test(text))
      return `Your latest weight, ${sayNumber(weight)} kg, is about ${sayStone({ value: weight, unit: 'kg' })}.`;
    const said = masses.map((mass) => `${sayMass(mass)} is about ${sayStone(mass)}`);
    return said.length > 0 ? `${said.join('; ')}.` : null;
  }
  const into = target ? (/^(lb|pound)/.test(target) ? 'lb' : 'kg') : null;
  const stated = statedMasses(text).filter((mass) => mass.unit !== into);
  if (stated.length > 0) {
    return `${stated.map((mass) => `${sayMass(mass)} is about ${sayMass(converted(mass))}`).join('; ')}.`;
  }
  if (!into) return null;
  const bare = /\b(my|i weigh|goals?|target)\b/.test(text) ? null : bareMass(text, into);
  if (bare) return `${sayMass(bare)} is about ${sayMass(converted(bare))}.`;
  const goals = goalMasses(context).filter(({ mass }) => mass.unit !== into);
  if (/\bgoals?\b|\btarget\b/.test(text) && goals.length > 0) {
    const said = goals.map(
      ({ mass, goal }) =>
        `your goal "${goal}" is ${sayMass(mass)}, about ${sayMass(converted(mass))}`,
    );
    return `${said.join('; ')}.`.replace(/^y/, 'Y');
  }
  if (/\b(weight|weigh|me|i)\b/.test(text) && weight !== null && into === 'lb') {
    return `Your latest weight, ${sayNumber(weight)} kg, is about ${sayNumber(weight * lbPerKg)} lb.`;
  }
  return null;
}

// ---- km and miles ----------------------------------------------------------------------------

const distanceAsked =
  /\b(?:in|to|into)\s+(miles?|mi|km|kms|kilomet\w+)\b|\bhow many\s+(miles?|km|kms|kilomet\w+)\b/;

/** A stated distance in the other unit ("how many miles is a 10k", "3 miles in km"), or null. */
export function convertDistance(text: string): string | null {
  const wanted = distanceAsked.exec(text);
  const distance = statedDistance(text);
  if (!wanted || !distance) return null;
  const target = wanted[1] ?? wanted[2];
  const intoMiles = target ? /^mi/.test(target) : !/\bmi/.test(distance.said);
  if (intoMiles === /\bmiles\b/.test(distance.said.split(' (')[0] ?? '')) return null;
  return intoMiles
    ? `${distance.said} is about ${sayNumber(distance.km / kmPerMile)} miles.`
    : `${distance.said.replace(/ \(.*\)$/, '')} is about ${sayNumber(distance.km)} km.`;
}
