import type { CoachUserContext } from '../coach-types';
import { countWords } from '../language/number-words';
import {
  converted,
  kgOf,
  lbPerKg,
  plainText,
  sayMass,
  sayNumber,
  statedBodyWeight,
  statedMasses,
  statedMinutes,
  statedHeightCm,
} from './personal-numbers-read';

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

/** Protein, carbs, water or maintenance calories for a stated or the user's own weight, or null. */
export function perKg(text: string, context: CoachUserContext): string | null {
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
  // Water during a session goes by the hour, not the day: the topic answers that.
  const duringSession =
    /\b(during|while|mid|per hour|an hour)\b|\bwhen (i'?m )?(working out|training|running|exercising)\b/;
  if (/\b(wat+er|hydrat\w*|fluids?)\b/.test(text) && !duringSession.test(text)) {
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

/** A safe weekly loss (0.5-1 % of body weight) for a stated or the user's own weight, or null. */
export function weeklyLoss(text: string, context: CoachUserContext): string | null {
  if (!lossRate.some((pattern) => pattern.test(text)) || !rateAsked.test(text)) return null;
  const weight = bodyWeightFor(text, context);
  if (!weight) return null;
  const low = weight.kg * 0.005;
  const high = weight.kg * 0.01;
  return `${weight.said}: a safe pace is 0.5-1% of your body weight a week, about ${sayNumber(low, 2)}-${sayNumber(high, 2)} kg (${sayNumber(low * lbPerKg)}-${sayNumber(high * lbPerKg)} lb).`;
}

// "Ive lost like 2 kilos in a month is that even good", "down 3kg in 2 weeks, too fast?": a
// loss over a stated time, judged.
const lossOverTime = new RegExp(
  String.raw`\b(?:lost|dropped|shed|down)\s+(?:like |about |around |nearly |almost |over |just |only )?(\d+(?:\.\d+)?)\s*(kgs?|kilos?|kilograms?|lbs?|pounds?)\b[^.?!\d]{0,20}?\b(?:in|over|this|within|after)\s+(?:the (?:last|past) |a |one |just |only )?(\d+|a|one|two|three|four|five|six|eight|ten|twelve)?\s*(days?|weeks?|wks?|fortnight|months?)\b`,
);
const paceJudged =
  /\b(good|ok|okay|normal|healthy|safe|too (fast|quick|slow|much|little)|enough|realistic|bad|decent|alright|fine|right|on track|reasonable|worrying)\b/;

/** Whether the text asks how a loss over a stated time is going ("lost 2 kg in a month, good?"). */
export function judgesLossPace(text: string): boolean {
  return lossOverTime.test(text) && paceJudged.test(text);
}

/**
 * A loss over a stated time judged against a safe pace of 0.5-1 % of body weight a week (ACSM
 * position stand on weight loss; NICE CG189), faster in the first week or two as water goes.
 */
export function lossPace(text: string, context: CoachUserContext): string | null {
  const said = judgesLossPace(text) ? lossOverTime.exec(text) : null;
  if (!said) return null;
  const mass = statedMasses(`${said[1]} ${said[2]}`)[0];
  if (!mass) return null;
  const count = said[3] ? Number(said[3]) || countWords[said[3]] || 1 : 1;
  const unit = said[4] ?? 'week';
  const weeks = /^day/.test(unit)
    ? count / 7
    : /^fortnight/.test(unit)
      ? 2 * count
      : /^month/.test(unit)
        ? count * 4.35
        : count;
  if (weeks <= 0) return null;
  const kg = kgOf(mass);
  const perWeek = kg / weeks;
  const weight = context.latestMeasurement?.weight ?? statedBodyWeightKg(text);
  const share = weight ? (perWeek / weight) * 100 : null;
  const period = `${!said[3] || /^(a|one)$/.test(said[3]) ? 'a' : said[3]} ${unit.replace(/^wk/, 'week')}`;
  const ofWeight = share !== null ? `${sayNumber(share, 1)}% of your body weight` : null;
  const pace =
    weeks === 1
      ? `${sayMass(mass)} in a week${ofWeight ? ` is ${ofWeight}` : ''}`
      : `${sayMass(mass)} in ${period} is about ${sayNumber(perWeek, 2)} kg a week${ofWeight ? ` (${ofWeight})` : ''}`;
  const [slow, fast] = weight ? [weight * 0.005, weight * 0.01] : [0.5, 1];
  if (perWeek < slow * 0.5)
    return `${pace}: slow, but it is real progress. If you want it faster, trim another 100-200 kcal a day or add 2,000 steps, and judge by the monthly trend.`;
  if (perWeek < slow * 0.9)
    return `${pace}: a steady, sustainable pace, a little under the usual 0.5-1% a week, and the kind of loss that stays off. Keep going.`;
  if (perWeek <= fast * 1.1)
    return `${pace}: a healthy, sustainable pace, right in the 0.5-1% of body weight a week that keeps muscle while fat comes off. Well done: keep doing what you are doing.`;
  if (weeks <= 2.5)
    return `${pace}: fast, which is normal at the start: the first week or two drop water and stored carbs too. Expect it to settle to about ${sayNumber(slow, 1)}-${sayNumber(fast, 1)} kg a week; if it does not, eat a little more.`;
  return `${pace}: on the fast side. Above about 1% of body weight a week you lose more muscle and energy: eat 200-300 kcal a day more, keep protein high and keep lifting, and aim for about ${sayNumber(slow, 1)}-${sayNumber(fast, 1)} kg a week.`;
}

/** A body weight stated in the text ("im 80kg"), in kg, or null. */
function statedBodyWeightKg(text: string): number | null {
  const stated = statedBodyWeight(text);
  return stated ? kgOf(stated) : null;
}

/** The kg to lose the text asks about: "lose 10kg", "get down to 80kg", "reach my goal weight". */
function lossAsked(text: string, context: CoachUserContext): { kg: number; said: string } | null {
  const amount =
    /\b(?:lose|drop|shed|losing)\s+(?:another |the )?(\d+(?:\.\d+)?)\s*(kgs?|kilos?|lbs?|pounds?)\b/.exec(
      text,
    );
  if (amount) {
    const mass = statedMasses(amount[0])[0];
    return mass ? { kg: kgOf(mass), said: `Losing ${sayMass(mass)}` } : null;
  }
  const from = bodyWeightFor(text, context, true);
  const target =
    /\b(?:get (?:down )?to|reach|hit|be|down to|weigh)\s+(\d+(?:\.\d+)?)\s*(kgs?|kilos?|lbs?|pounds?)\b/.exec(
      text,
    );
  const targetMass = target ? statedMasses(target[0])[0] : undefined;
  const targetKg = targetMass
    ? kgOf(targetMass)
    : /\bgoal\b/.test(text)
      ? goalWeightKg(context)
      : null;
  if (!from || targetKg === null || targetKg >= from.kg) return null;
  return {
    kg: from.kg - targetKg,
    said: `Going from ${sayNumber(from.kg)} to ${sayNumber(targetKg)} kg (${sayNumber(from.kg - targetKg)} kg)`,
  };
}

/** How long a stated loss, or the user's way to their goal weight, takes at a safe pace, or null. */
export function timeToLose(text: string, context: CoachUserContext): string | null {
  if (!/\bhow (long|many (weeks|months))\b/.test(text)) return null;
  const loss = lossAsked(text, context);
  if (!loss) return null;
  const weight = bodyWeightFor(text, context, true);
  // 0.5-1 % of the body weight a week, or 0.5-1 kg when the weight is not known.
  const [slow, fast] = weight ? [weight.kg * 0.005, weight.kg * 0.01] : [0.5, 1];
  const [fewest, most] = [Math.ceil(loss.kg / fast), Math.ceil(loss.kg / slow)];
  const pace = weight
    ? `0.5-1% of your body weight a week (${sayNumber(slow, 2)}-${sayNumber(fast, 2)} kg)`
    : '0.5-1 kg a week';
  return `${loss.said} at a safe ${pace} takes roughly ${fewest}-${most} weeks, a little longer as the loss slows near the end.`;
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

/** What a timed activity or a distance burns, on the user's weight or 70 kg, or null. */
export function caloriesBurned(text: string, context: CoachUserContext): string | null {
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

// ---- BMI -------------------------------------------------------------------------------------

/** The BMI of a stated height and a stated or the user's own weight, or how to get it; or null. */
export function bodyMassIndex(text: string, context: CoachUserContext): string | null {
  if (
    !/\b(bmi|body mass index)\b/.test(text) ||
    !/\b(what|whats|what's|how (much|high)|calculate|work (it )?out|figure (it )?out)\b/.test(text)
  )
    return null;
  const heightCm = statedHeightCm(text);
  const weight = bodyWeightFor(text, context, true);
  if (heightCm === null || !weight) {
    const missing = weight
      ? `your height (I have your ${sayNumber(weight.kg)} kg)`
      : 'your height and weight';
    return `BMI is your weight in kg divided by your height in metres squared (80 kg at 1.80 m is 24.7); tell me ${missing} and I will work yours out.`;
  }
  const bmi = weight.kg / (heightCm / 100) ** 2;
  const band = bmi < 18.5 ? 'under' : bmi < 25 ? 'within' : 'above';
  return `${weight.said} and ${Math.round(heightCm)} cm your BMI is about ${sayNumber(bmi)}, ${band} the 18.5-24.9 range; it cannot tell muscle from fat, so your waist and body fat say more.`;
}

// ---- waist to height -------------------------------------------------------------------------

// "Waist is 104cm", "94 cm round my waist", "a 38 inch waist".
const waistSaid =
  /\bwaist\b[^.?!\d]{0,20}(\d{2,3}(?:\.\d)?)\s*(cm|in\b|inch(?:es)?|")|\b(\d{2,3}(?:\.\d)?)\s*(cm|in\b|inch(?:es)?|")\s*(?:round (?:the |my )?|around (?:the |my )?)?waist\b/;

/**
 * The waist-to-height ratio of a stated waist and height ("im 5ft7 and waist is 104cm"), against
 * NICE's bands (under 0.5 healthy, 0.5-0.6 raised, 0.6 or more high risk); or null.
 */
export function waistToHeight(text: string): string | null {
  const waist = waistSaid.exec(text);
  if (!waist) return null;
  const value = Number(waist[1] ?? waist[3]);
  const unit = waist[2] ?? waist[4] ?? 'cm';
  const waistCm = unit === 'cm' ? value : value * 2.54;
  const heightCm = statedHeightCm(text.replace(waist[0], ' '));
  if (heightCm === null || waistCm < 40 || waistCm > 200) return null;
  const ratio = waistCm / heightCm;
  const band =
    ratio < 0.4
      ? 'under 0.4, which can mean too little body fat'
      : ratio < 0.5
        ? 'under 0.5, the healthy range'
        : ratio < 0.6
          ? 'between 0.5 and 0.6, where the risks to heart and metabolic health start to rise'
          : '0.6 or more, where the risks to heart and metabolic health are high';
  return `A ${Math.round(waistCm)} cm waist at ${Math.round(heightCm)} cm tall is a waist-to-height ratio of ${ratio.toFixed(2)}: ${band}. Aim to keep your waist under half your height (NICE).`;
}
