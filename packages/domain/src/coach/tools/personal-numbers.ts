import type { CoachUserContext } from '../coach-types';
import {
  kgOf,
  lbPerKg,
  plainText,
  sayNumber,
  statedAge,
  statedBodyWeight,
  statedMasses,
  statedMinutes,
  statedPercent,
  type PercentRange,
  type StatedMass,
} from './personal-numbers-read';

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
 * of it in bpm, a stated mass or their own weight or goal in the other unit, protein, carbs,
 * water or calories for a body weight, a safe weekly loss for their weight, the calories of a
 * timed activity. A number stated in the message (age, weight) beats the stored one. Null when
 * the message asks for no number.
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
  return numbersFor(`${plainText(before)} ${text}`, input.context);
}

const addsToTheSum =
  /\d|\b(bpm|beats|for me|my age|in (lbs?|pounds?|kgs?|kilos?)|how (many|much)|what number|grams?)\b/;

type Sum = (text: string, context: CoachUserContext) => string | null;

function numbersFor(text: string, context: CoachUserContext): string | null {
  const sums: Sum[] = [heartRate, conversion, weeklyLoss, perKg, caloriesBurned, percentOf];
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
  if (/\b(stay (under|below)|walk\w*|moderate|brisk)\b/.test(text))
    return { from: 64, to: 76, name: 'moderate effort such as brisk walking' };
  return null;
}

function heartRate(text: string, context: CoachUserContext): string | null {
  if (!heartSubject.test(text)) return null;
  const stated = statedAge(text);
  // "Max hr for a 40 yr old?": an age said beside the heart rate asks for its numbers.
  const ageAsked = stated !== null && /\b(max\w*|zones?|what|how|target|range)\b/.test(text);
  if (!heartNumberAsked.test(text) && !ageAsked) return null;
  const age = stated ?? context.profile?.age ?? null;
  if (age === null) {
    return 'Your numbers depend on your age: your maximum heart rate is about 208 minus 0.7 times your age (about 180 bpm at 40, 166 at 60); tell me your age and I will work out your zones in bpm.';
  }
  const max = 208 - 0.7 * age;
  const lines = [
    `${stated === null ? `For you (${age})` : `At ${age}`}: your maximum heart rate is about ${Math.round(max)} bpm (208 minus 0.7 times your age; the simpler 220 minus age gives ${220 - age}).`,
  ];
  const intensity = intensityAsked(text) ?? (/\bmax/.test(text) ? null : zones['2']);
  if (intensity) {
    const from = Math.round((max * intensity.from) / 100);
    const to = Math.round((max * intensity.to) / 100);
    const share =
      intensity.from === intensity.to ? `${intensity.from}%` : `${intensity.from}-${intensity.to}%`;
    lines.push(
      `${share} of it${intensity.name.startsWith('that') ? '' : `, ${intensity.name},`} is about ${from === to ? from : `${from}-${to}`} bpm.`,
    );
  }
  if ((context.profile?.conditions ?? []).some((item) => /hypertension|heart|blood/.test(item))) {
    lines.push(
      'With high blood pressure (and on any beta-blocker, which lowers your heart rate) go by effort rather than the number: keep to a pace where you can still talk.',
    );
  }
  return lines.join(' ');
}

// ---- kg and lb -------------------------------------------------------------------------------

function sayMass(mass: StatedMass): string {
  return `${sayNumber(mass.value)} ${mass.unit}`;
}

function converted(mass: StatedMass): StatedMass {
  return mass.unit === 'kg'
    ? { value: mass.value * lbPerKg, unit: 'lb' }
    : { value: mass.value / lbPerKg, unit: 'kg' };
}

const conversionAsked =
  /\b(?:in|to|into|as)\s+(lbs?|pounds?|kgs?|kilos?|kilograms?)\b|\bhow many\s+(lbs?|pounds?|kgs?|kilos?)\s+(?:is|are|in)\b|\bconvert\b/;

/** The masses of the user's goals ("Reach 85 kg", "Deadlift 140 kg for a single"). */
function goalMasses(context: CoachUserContext): { mass: StatedMass; goal: string }[] {
  return context.progressGoals.flatMap((goal) => {
    const mass = statedMasses(plainText(goal.description ?? ''))[0];
    return mass ? [{ mass, goal: goal.description ?? '' }] : [];
  });
}

function conversion(text: string, context: CoachUserContext): string | null {
  const wanted = conversionAsked.exec(text);
  if (!wanted) return null;
  const target = wanted[1] ?? wanted[2];
  const into = target ? (/^(lb|pound)/.test(target) ? 'lb' : 'kg') : null;
  const stated = statedMasses(text).filter((mass) => mass.unit !== into);
  if (stated.length > 0) {
    return `${stated.map((mass) => `${sayMass(mass)} is about ${sayMass(converted(mass))}`).join('; ')}.`;
  }
  if (!into) return null;
  const weight = context.latestMeasurement?.weight ?? null;
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

// ---- per kg of body weight -------------------------------------------------------------------

/**
 * The weight to work with: the one stated, else the user's own when they ask about themselves
 * (or always, for what an activity burns: nobody asks that for a stranger).
 */
function bodyWeightFor(
  text: string,
  context: CoachUserContext,
  ownAlways = false,
): { kg: number; said: string } | null {
  const stated = statedBodyWeight(text);
  if (stated) {
    return {
      kg: kgOf(stated),
      said:
        stated.unit === 'kg'
          ? `At ${sayMass(stated)}`
          : `At ${sayMass(stated)} (about ${sayMass(converted(stated))})`,
    };
  }
  const weight = context.latestMeasurement?.weight ?? null;
  if (weight === null || !(ownAlways || /\b(i|me|my|i'?m|im)\b/.test(text))) return null;
  return { kg: weight, said: `For your ${sayNumber(weight)} kg` };
}

// "How much protein", "how many grams"; "protein per day at 80kg" only with a weight stated.
const howMuch = /\b(how (much|many)|grams?|intake|what should my)\b/;
// "My plan says 30% protein, how many grams is that?": the plan's own figures answer it.
const planAsked = /\b(plan|target|app|of that)\b|%/;
const perDay = /\b(per day|a day|daily|g a day)\b/;

/** "your plan's 143 g is within that": the plan's own figure set against the range. */
function againstPlan(planned: number | null, low: number, high: number, unit: string): string {
  if (planned === null) return '';
  const where =
    planned < low
      ? 'a little under that'
      : planned > high
        ? 'above that, also fine'
        : 'within that';
  return ` Your plan's ${sayNumber(planned)} ${unit} is ${where}.`;
}

/** A smaller body weight the user aims for ("Reach 85 kg"), when they are losing weight. */
function goalWeightKg(context: CoachUserContext): number | null {
  const weight = context.latestMeasurement?.weight ?? null;
  if (weight === null || !context.goals.includes('weight-loss')) return null;
  const goal = context.progressGoals.find((item) => /loss|weight/i.test(item.goalType));
  const mass = statedMasses(plainText(goal?.description ?? ''))[0];
  const kg = mass ? kgOf(mass) : null;
  return kg !== null && kg < weight ? kg : null;
}

function perKg(text: string, context: CoachUserContext): string | null {
  const stated = statedBodyWeight(text);
  if (!howMuch.test(text) && !(stated && perDay.test(text))) return null;
  if (!stated && context.nutrition && planAsked.test(text)) return null;
  const weight = bodyWeightFor(text, context);
  if (!weight) return null;
  const plan = stated ? null : context.nutrition;
  const round = (value: number, step: number) => Math.round(value / step) * step;
  const range = (kg: number, low: number, high: number, step = 5) =>
    `${round(kg * low, step)}-${round(kg * high, step)}`;
  if (/\bprotein\b/.test(text)) {
    const goalKg = stated ? null : goalWeightKg(context);
    const onGoal = goalKg
      ? `; based on your goal weight (${sayNumber(goalKg)} kg), as is better with body fat to lose, about ${range(goalKg, 1.6, 2.2)} g`
      : '';
    const planned = plan ? (plan.calorieTarget * plan.proteinPercent) / 100 / 4 : null;
    const [low, high] = [(goalKg ?? weight.kg) * 1.6, weight.kg * 2.2];
    return `${weight.said}: 1.6-2.2 g of protein per kg is about ${range(weight.kg, 1.6, 2.2)} g a day${onGoal}.${againstPlan(planned === null ? null : Math.round(planned), low, high, 'g')}`;
  }
  // Carbs by the kg fuel training; someone losing weight fits them to the calorie target.
  if (
    /\b(carbs?|carbohydrates?)\b/.test(text) &&
    (stated || !context.goals.includes('weight-loss'))
  ) {
    const planned = plan ? Math.round((plan.calorieTarget * plan.carbsPercent) / 100 / 4) : null;
    return `${weight.said}: 3-5 g of carbs per kg (5-7 g on heavy training days) is about ${range(weight.kg, 3, 5, 10)} g a day.${againstPlan(planned, weight.kg * 3, weight.kg * 7, 'g')}`;
  }
  if (/\b(wat+er|hydrat\w*|fluids?)\b/.test(text)) {
    const [low, high] = [(weight.kg * 30) / 1000, (weight.kg * 35) / 1000];
    return `${weight.said}: about 30-35 ml of water per kg is ${sayNumber(low)}-${sayNumber(high)} litres a day, more when you sweat.${againstPlan(plan?.dailyWaterLitres ?? null, low, high, 'L')}`;
  }
  if (/\b(calories|kcal|cals)\b/.test(text) && !/\bburn/.test(text) && stated) {
    return `${weight.said}: maintenance is roughly 30-35 kcal per kg, about ${range(weight.kg, 30, 35, 50)} kcal a day.`;
  }
  return null;
}

// ---- weekly loss -----------------------------------------------------------------------------

// "Losing a week", "lose 1kg per week", "weekly weight loss", "how fast should i lose"; not "rest
// days a week ... to lose weight faster" nor "zone 2 a week for fat loss".
const lossRate = [
  /\bhow (fast|quickly|quick) (should|can|could|do) i (lose|drop|cut)\b/,
  /\b(lose|losing|loss|drop|dropping|shed\w*)\b(\s+\S+){0,3}?\s+(a|per|each|every|in a|in one) (week|wk)\b/,
  /\bweekly (weight |fat )?loss\b/,
];
const rateAsked = /\b(how (much|many|fast|quick\w*)|what|safe\w*|rate|realistic|healthy)\b|%/;

function weeklyLoss(text: string, context: CoachUserContext): string | null {
  if (!lossRate.some((pattern) => pattern.test(text)) || !rateAsked.test(text)) return null;
  const weight = bodyWeightFor(text, context);
  if (!weight) return null;
  const low = weight.kg * 0.005;
  const high = weight.kg * 0.01;
  return `${weight.said}: a safe pace is 0.5-1% of your body weight a week, about ${sayNumber(low, 2)}-${sayNumber(high, 2)} kg (${sayNumber(low * lbPerKg)}-${sayNumber(high * lbPerKg)} lb).`;
}

// ---- calories of an activity -----------------------------------------------------------------

const activityMets: readonly [RegExp, string, number, number][] = [
  [/\bwalk\w*/, 'brisk walking', 3.5, 4.3],
  [/\b(run|running|jog\w*)\b/, 'running', 7, 10],
  [/\b(cycl\w*|bike|biking|spin\w*)\b/, 'cycling', 6, 8],
  [/\bswim\w*/, 'swimming', 6, 8],
  [/\b(row|rowing)\b/, 'rowing', 6, 8.5],
  [/\b(hiit|intervals?)\b/, 'HIIT', 8, 10],
  [/\b(weights|lifting|strength training)\b/, 'weight training', 3.5, 6],
];

function caloriesBurned(text: string, context: CoachUserContext): string | null {
  if (!/\b(calories|cals?|kcal)\b/.test(text) || !/\bburn/.test(text)) return null;
  // "Does running burn more than walking?" weighs them; "my watch says 600" is a reading.
  if (
    !/\bhow (much|many)\b/.test(text) ||
    /\b(more|less|than|watch|tracker|says|said)\b/.test(text)
  )
    return null;
  const activity = activityMets.find(([pattern]) => pattern.test(text));
  if (!activity) return null;
  const [, name, lowMet, highMet] = activity;
  const own = bodyWeightFor(text, context, true);
  const kg = own?.kg ?? 70;
  const who = own ? `for you (${sayNumber(kg)} kg)` : 'at 70 kg';
  const round = (value: number) => Math.round(value / 10) * 10;
  // "A 5k": running costs about 1 kcal per kg per km whatever the pace, walking about half that.
  const distance = /\b(\d+(?:\.\d+)?)\s*(k|km|kms|kilomet\w+|miles?|mi)\b/.exec(text);
  const perKm = { running: [1, 1], 'brisk walking': [0.5, 0.7] }[name];
  if (distance && perKm) {
    const km = Number(distance[1]) * (/^mi/.test(distance[2] ?? '') ? 1.609 : 1);
    const [low = 1, high = 1] = perKm;
    const burned =
      low === high ? `${round(kg * km)}` : `${round(kg * km * low)}-${round(kg * km * high)}`;
    const said = /^mi/.test(distance[2] ?? '')
      ? `${distance[1]} miles (${sayNumber(km)} km)`
      : `${sayNumber(km)} km`;
    return `${said} of ${name.replace('brisk ', '')} burns roughly ${burned} kcal ${who}: about ${low === high ? low : `${low}-${high}`} kcal per kg per km, whatever the pace.`;
  }
  const minutes = statedMinutes(text) ?? 30;
  const kcal = (met: number) => round((met * kg * minutes) / 60);
  return `${minutes} min of ${name} burns roughly ${kcal(lowMet)}-${kcal(highMet)} kcal ${who} (about ${lowMet}-${highMet} METs); it depends on your weight and pace.`;
}

// ---- a share of a number ---------------------------------------------------------------------

function percentOf(text: string): string | null {
  const percent = statedPercent(text);
  // The heart-rate sum answers a share of a maximum heart rate itself.
  if (!percent || percent.from !== percent.to || heartSubject.test(text)) return null;
  const share = percent.from;
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
    return `${share}% of ${of[1]}${unit} is ${sayNumber((share * Number(of[1])) / 100)}${unit}.`;
  }
  if (!load) return null;
  return `${share}% of ${sayMass(load)} is ${sayMass({ ...load, value: (load.value * share) / 100 })}.`;
}
