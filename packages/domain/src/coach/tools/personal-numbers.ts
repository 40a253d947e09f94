import type { CoachUserContext } from '../coach-types';
import {
  kgOf,
  plainText,
  sayMass,
  sayNumber,
  statedAge,
  statedMasses,
  statedPercent,
  type PercentRange,
} from './personal-numbers-read';
import {
  bodyMassIndex,
  caloriesBurned,
  lossPace,
  perKg,
  timeToLose,
  waistToHeight,
  weeklyLoss,
} from './personal-numbers-body';
import { oneRepMax, runPace, warmUpSets } from './personal-numbers-sport';
import { convertDistance, convertMass } from './personal-numbers-units';

/** What the personal numbers are worked out of. */
export interface PersonalNumbersInput {
  message: string;
  /** The message as the spelling corrector left it ("protien" → "protein"), tried when the raw one asks nothing. */
  corrected?: string;
  /** The user's earlier messages, oldest first: a short follow-up ("and for me?") leans on the last. */
  history: readonly string[];
  context: CoachUserContext;
}

/**
 * The sum a message asks for, done for this user: their maximum heart rate and a zone or share
 * of it in bpm, a stated mass or their own weight or goal in the other unit (kg, lb, stone), km
 * and miles, protein, carbs, water or calories for a body weight, a safe weekly loss and how long
 * a loss takes, what an activity burns, a BMI, a one-rep max, a running pace, a share of a number.
 * A number stated in the message (age, weight) beats the stored one. Null when the message asks
 * for no number.
 */
export function answerPersonalNumbers(input: PersonalNumbersInput): string | null {
  const text = plainText(input.message);
  const own =
    numbersFor(text, input.context) ??
    (input.corrected ? numbersFor(plainText(input.corrected), input.context) : null);
  if (own) return own;
  // "ok and what bpm is that for me?", "for like 30 min at my age": a short follow-up that adds
  // a number or asks for one is read with the message before it.
  const before = input.history.at(-1);
  if (!before || text.split(/\s+/).length > 12 || !addsToTheSum.test(text)) return null;
  const thread = numbersFor(`${plainText(before)} ${text}`, input.context);
  // "How much protein do I need? | what about 3 eggs": the sum already said is not said again,
  // unless the follow-up asks it again in its own terms ("for like 30 min at my age").
  const again = thread === numbersFor(plainText(before), input.context);
  return again && !asksItAgain.test(text) ? null : thread;
}

const addsToTheSum =
  /\d|\b(bpm|beats|for me|my age|in (lbs?|pounds?|kgs?|kilos?)|how (many|much)|what number|grams?)\b/;

const asksItAgain =
  /\b(for me|my age|at my|my weight|bpm|in (lbs?|kgs?|pounds?|kilos?))\b|\d+\s*(min|mins|minutes|hours?|hrs?|kgs?|lbs?|km|k|miles?|%)(?!\w)/;

type Sum = (text: string, context: CoachUserContext) => string | null;

// The sums, in the order their lines are said.
const sums: readonly Sum[] = [
  heartRate,
  convertMass,
  convertDistance,
  weeklyLoss,
  lossPace,
  timeToLose,
  perKg,
  caloriesBurned,
  bodyMassIndex,
  waistToHeight,
  oneRepMax,
  runPace,
  warmUpSets,
  percentOf,
];

function numbersFor(text: string, context: CoachUserContext): string | null {
  const lines = sums.map((sum) => sum(text, context)).filter((line) => line !== null);
  return lines.length > 0 ? lines.join(' ') : null;
}

// ---- heart rate ------------------------------------------------------------------------------

const heartSubject =
  /\b(heart ?rate|hart ?rate|heartrate|hr|mhr|bpm|beats (per|a) min\w*|zone ?[1-5]|z[1-5]|fat ?burn\w*( zone)?)\b/;
const heartNumberAsked =
  /\b(bpm|beats|numbers?|how (high|low|fast|many)|calculate|work (it )?out|figure (it )?out|for me|for my age|at my age|(my|what'?s?|what is|calculate|estimate) (max|maximum|target)|my zones?|stay (under|below|between|in)|keep (it|my heart rate|my hr) (under|below|between))\b|\d+\s*(%|percent)|\bwhat('?s| is| should)? (be )?my (\w+ ){0,3}(heart ?rate|hart ?rate|hr)\b|\b(heart ?rate|hr) should (i|it) (be|stay|keep|aim|train|run|work)\b|\bwhat (hr|heart ?rate|bpm)\b/;

const zones: Record<string, PercentRange & { name: string }> = {
  '1': { from: 50, to: 60, name: 'zone 1 (very easy)' },
  '2': { from: 60, to: 70, name: 'zone 2 (easy, you can still talk)' },
  '3': { from: 70, to: 80, name: 'zone 3 (moderate)' },
  '4': { from: 80, to: 90, name: 'zone 4 (hard)' },
  '5': { from: 90, to: 100, name: 'zone 5 (all-out)' },
};

/** The share of the maximum text ("60-70%", "zone 2", "fat burn", "stay under when walking"). */
function intensityAsked(text: string): (PercentRange & { name: string }) | null {
  const percent = statedPercent(text);
  if (percent && percent.to <= 100 && percent.from >= 30)
    return { ...percent, name: percent.from === percent.to ? 'that' : 'that range' };
  const zone = /\b(?:zone ?|z)([1-5])\b|\bzone (one|two|three|four|five)\b/.exec(text);
  if (zone) {
    const index =
      zone[1] ?? String(['one', 'two', 'three', 'four', 'five'].indexOf(zone[2] ?? '') + 1);
    return zones[index] ?? null;
  }
  if (/\bfat ?burn/.test(text))
    return { from: 60, to: 70, name: 'the "fat burn" zone (zone 2, easy)' };
  if (/\b(vigorous|hard|intervals?|hiit|sprints?)\b/.test(text))
    return { from: 77, to: 95, name: 'vigorous effort' };
  if (/\btarget (heart ?rate|hr|zone)\b/.test(text))
    return { from: 50, to: 85, name: 'the usual target zone (50-70% moderate, 70-85% vigorous)' };
  if (/\b(stay (under|below)|walk\w*|moderate|brisk|safe\w*)\b/.test(text))
    return { from: 64, to: 76, name: 'moderate effort such as brisk walking' };
  return null;
}

/** The resting heart rate the text states ("resting hr is 60", "rhr 55"), or null. */
function restingHeartRate(text: string): number | null {
  const match =
    /\b(?:resting (?:heart ?rate|hr)|rhr)(?: is| of| at| around|:)*\s*(?:about |around |like )?(\d{2,3})\b|\b(\d{2,3})\s*(?:bpm )?(?:resting|rhr)\b/.exec(
      text,
    );
  const bpm = Number(match?.[1] ?? match?.[2]);
  return bpm >= 30 && bpm <= 120 ? bpm : null;
}

function heartRate(text: string, context: CoachUserContext): string | null {
  if (!heartSubject.test(text)) return null;
  const stated = statedAge(text);
  // "Max hr for a 40 yr old?": an age said beside the heart rate asks for its numbers.
  const ageAsked = stated !== null && /\b(max\w*|zones?|what|how|target|range)\b/.test(text);
  if (!heartNumberAsked.test(text) && !ageAsked) return null;
  const resting = restingHeartRate(text);
  const intensity = intensityAsked(text) ?? (/\bmax/.test(text) ? null : zones['2']);
  // "What should my resting heart rate be?": not a share of the maximum; the topic answers it.
  if (/\b(resting|rhr)\b/.test(text) && !/\bmax/.test(text) && !intensityAsked(text)) return null;
  const age = stated ?? context.profile?.age ?? null;
  if (age === null) {
    return 'Your numbers depend on your age: your maximum heart rate is about 208 minus 0.7 times your age (about 180 bpm at 40, 166 at 60); tell me your age and I will work out your zones in bpm.';
  }
  const max = 208 - 0.7 * age;
  const lines = [
    `${stated === null ? `For you (${age})` : `At ${age}`}: your maximum heart rate is about ${Math.round(max)} bpm (208 minus 0.7 times your age; the simpler 220 minus age gives ${220 - age}).`,
  ];
  if (intensity) {
    const bpm = (percent: number) => Math.round((max * percent) / 100);
    const [from, to] = [bpm(intensity.from), bpm(intensity.to)];
    const share =
      intensity.from === intensity.to ? `${intensity.from}%` : `${intensity.from}-${intensity.to}%`;
    lines.push(
      `${share} of it${intensity.name.startsWith('that') ? '' : `, ${intensity.name},`} is about ${from === to ? from : `${from}-${to}`} bpm.`,
    );
    if (resting !== null && resting < max) {
      // Karvonen: the share of the reserve above the resting rate, which fits the fit better.
      const onReserve = (percent: number) =>
        Math.round(resting + ((max - resting) * percent) / 100);
      const [low, high] = [onReserve(intensity.from), onReserve(intensity.to)];
      lines.push(
        `With your resting ${resting} bpm (the heart-rate reserve, or Karvonen, method) it is about ${low === high ? low : `${low}-${high}`} bpm.`,
      );
    }
  }
  const condition = (context.profile?.conditions ?? []).find((item) =>
    /hypertension|heart/.test(item),
  );
  if (condition) {
    lines.push(
      `With your ${condition === 'hypertension' ? 'high blood pressure' : 'heart condition'} (and on any beta-blocker, which lowers your heart rate) go by effort rather than the number: keep to a pace where you can still talk.`,
    );
  }
  return lines.join(' ');
}

// ---- a share of a number ---------------------------------------------------------------------

const numberWithUnit = String.raw`(\d+(?:\.\d+)?)\s*(?:kgs?|kilos?|lbs?|pounds?)?`;
const whatShare = String.raw`what (?:%|percent(?:age)?)`;
// "what % of 140 is 105", "105 is what percent of 140", "im at 105kg, goal 140kg, what % am i at".
const sharePatterns = [
  new RegExp(String.raw`${whatShare} of ${numberWithUnit} is ${numberWithUnit}`),
  new RegExp(String.raw`${numberWithUnit} (?:is|out of) ${whatShare} of ${numberWithUnit}`),
];

/** The share one stated number is of another, or of the larger of two masses asked about, or null. */
function shareOf(text: string): string | null {
  const first = sharePatterns[0]?.exec(text);
  const second = sharePatterns[1]?.exec(text);
  const masses = statedMasses(text);
  let said: [string, string, number] | null = null;
  if (first) said = [first[2] ?? '', first[1] ?? '', Number(first[2]) / Number(first[1])];
  else if (second) said = [second[1] ?? '', second[2] ?? '', Number(second[1]) / Number(second[2])];
  else if (masses.length === 2 && new RegExp(`${whatShare}|how close`).test(text)) {
    const [part, whole] = [...masses].sort((a, b) => kgOf(a) - kgOf(b));
    if (part && whole) said = [sayMass(part), sayMass(whole), kgOf(part) / kgOf(whole)];
  }
  if (!said || !Number.isFinite(said[2]) || said[2] <= 0) return null;
  return `${said[0]} is ${sayNumber(said[2] * 100)}% of ${said[1]}.`;
}

function percentOf(text: string): string | null {
  const share = shareOf(text);
  if (share) return share;
  const percent = statedPercent(text);
  // The heart-rate sum answers a share of a maximum heart rate itself.
  if (!percent || percent.from !== percent.to || heartSubject.test(text)) return null;
  const asked = percent.from;
  // "70% of 180", "80% of 100kg"; "80% of my 1rm ... my max is 100kg": the load stated.
  const of =
    /(?:%|percent)\s+of\s+(?:my\s+|a\s+|the\s+)?(?:[a-z]+\s+){0,2}?(\d+(?:\.\d+)?)(?:\s*(kgs?|kilos?|lbs?|pounds?)\b|(?![\w.]))/.exec(
      text,
    );
  const load = /(?:%|percent)\s+of\s+(?:my\s+|your\s+)?(1 ?rm|one rep max|max|pb|pr)\b/.test(text)
    ? statedMasses(text).at(-1)
    : undefined;
  if (of?.[1]) {
    const unit = of[2] ? ` ${/^(lb|pound)/.test(of[2]) ? 'lb' : 'kg'}` : '';
    return `${asked}% of ${of[1]}${unit} is ${sayNumber((asked * Number(of[1])) / 100)}${unit}.`;
  }
  if (!load) return null;
  return `${asked}% of ${sayMass(load)} is ${sayMass({ ...load, value: (load.value * asked) / 100 })}.`;
}
