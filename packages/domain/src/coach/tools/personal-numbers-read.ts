/** A mass as the user wrote it. */
export interface StatedMass {
  value: number;
  unit: 'kg' | 'lb';
}

/** A share of something, in percent (a single value has from === to). */
export interface PercentRange {
  from: number;
  to: number;
}

/** Pounds in a kilogram. */
export const lbPerKg = 2.20462;

/** The mass in kilograms. */
export function kgOf(mass: StatedMass): number {
  return mass.unit === 'kg' ? mass.value : mass.value / lbPerKg;
}

/** A message lower-cased, with curly apostrophes made straight ("I’m" → "i'm"). */
export function plainText(message: string): string {
  return (
    message
      .toLowerCase()
      .replace(/[\u2018\u2019`]/g, "'")
      // "14 stone 7", "14st 7lb": in pounds, which every reader knows.
      .replace(
        /\b(\d{1,2})\s*(?:stones?\b|st\s+(?=\d{1,2}\s*(?:lbs?|pounds?)\b))(?:\s*(?:and\s+)?(\d{1,2})(?![\d.])(?!\s*(?:kg|%|years?|reps?))(?:\s*(?:lbs?|pounds?)\b)?)?/g,
        (_, stones: string, pounds: string | undefined) =>
          `${Number(stones) * 14 + Number(pounds ?? 0)} lb`,
      )
  );
}

const massUnit = String.raw`(kgs?|kilos?|kilograms?|lbs?|pounds?)\b`;
const massPattern = new RegExp(String.raw`(\d+(?:\.\d+)?)\s*${massUnit}`, 'g');

function unitOf(word: string): 'kg' | 'lb' {
  return /^(lb|pound)/.test(word) ? 'lb' : 'kg';
}

/** Every mass the text states with its unit ("140kg", "165 lbs"), in order. */
export function statedMasses(text: string): StatedMass[] {
  return [...text.matchAll(massPattern)].map((match) => ({
    value: Number(match[1]),
    unit: unitOf(match[2] ?? ''),
  }));
}

// "I'm 165 lbs", "I weigh 80 kg", "a 70kg woman", "my husband is 90kg": the writer's (or a
// person's) body weight, not a load they lift ("deadlift 140kg").
const bodyWeightBefore = new RegExp(
  String.raw`\b(?:i'?m|i am|i weigh|weigh(?:ing|s)?|(?:body ?)?weight(?: is| of)?|bw(?: is| of)?|for(?: a| an| someone)?|as a|at|(?:she|he)'?s|(?:she|he) is|(?:my )?(?:husband|wife|partner|son|daughter|mum|mom|dad|friend|bf|gf|boyfriend|girlfriend)(?: is|'s))\s+(?:about |around |like |roughly |only |nearly |almost )?(\d+(?:\.\d+)?)\s*${massUnit}`,
);
// "im 6ft 200lbs", "i'm 34, 5'10 and 80kg": a height or an age said between.
const bodyWeightAfterHeight = new RegExp(
  String.raw`\b(?:i'?m|i am)\s+(?:(?:\d+'\d*"?|\d+\s*(?:ft|cm|foot|feet)|\d+|and|a|an|tall|years?|yo|old|male|female|guy|woman|man),?\s+){1,4}(\d+(?:\.\d+)?)\s*${massUnit}`,
);
const bodyWeightAfter = new RegExp(
  String.raw`(\d+(?:\.\d+)?)\s*${massUnit}\s*(?:body ?weight|bw|person|people|guy|man|male|woman|female|girl|lady|lifter|athlete|adult)\b`,
);

/** The body weight the text states ("im 165 lbs", "for a 70 kg woman"), or null. */
export function statedBodyWeight(text: string): StatedMass | null {
  const match =
    bodyWeightBefore.exec(text) ?? bodyWeightAfterHeight.exec(text) ?? bodyWeightAfter.exec(text);
  if (!match) return null;
  const mass = { value: Number(match[1]), unit: unitOf(match[2] ?? '') };
  const kg = kgOf(mass);
  return kg >= 30 && kg <= 300 ? mass : null;
}

// A number that is an amount of something else, not years ("at 80%", "at 20 sec", "im 165 lbs").
const notYears = String.raw`(?!\s*(?:%|percent|kgs?\b|kilo|lbs?\b|pound|bpm|beats|min|sec|s\b|reps?\b|x\b|km|mi\b|miles|k\b|kcal|cals?\b|g\b|grams|hours?|hrs?\b|days?|weeks?|months?|cm|ft\b|in\b|inch|am\b|pm\b|o'?clock|['":.,]\d|\d))`;
const agePatterns = [
  new RegExp(String.raw`\b(\d{2})\s*(?:-\s*)?(?:years?|yrs?|yr)(?:\s*-\s*|\s+)old\b`, 'g'),
  new RegExp(String.raw`\b(\d{2})\s*(?:y\/?o|yo)\b`, 'g'),
  new RegExp(
    String.raw`\b(?:i'?m|i am|am|aged?|at age|at|my age is|turning|turned)\s+(\d{2})\b${notYears}`,
    'g',
  ),
];

/** The age the text states ("at 63", "im 34", "a 45 year old"), the last one said, or null. */
export function statedAge(text: string): number | null {
  let found: { age: number; at: number } | null = null;
  for (const pattern of agePatterns) {
    for (const match of text.matchAll(pattern)) {
      const age = Number(match[1]);
      if (age >= 12 && age <= 99 && (!found || match.index > found.at))
        found = { age, at: match.index };
    }
  }
  return found?.age ?? null;
}

/** The percentage or range the text states ("60-70%", "60 to 70 percent", "75%"), or null. */
export function statedPercent(text: string): PercentRange | null {
  const range = /\b(\d{2,3})\s*%?\s*(?:-|–|to)\s*(\d{2,3})\s*(?:%|percent)/.exec(text);
  if (range) return { from: Number(range[1]), to: Number(range[2]) };
  const single = /\b(\d{1,3}(?:\.\d+)?)\s*(?:%|percent)/.exec(text);
  return single ? { from: Number(single[1]), to: Number(single[1]) } : null;
}

const spelledNumbers: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  half: 0.5,
  an: 1,
  a: 1,
};

/** The minutes the text states ("30 min", "an hour", "half an hour", "1.5 hrs"), or null. */
export function statedMinutes(text: string): number | null {
  if (/\bhalf an? hour\b/.test(text)) return 30;
  const minutes = /\b(\d+)\s*(?:-\s*)?(?:min|mins|minutes?)\b/.exec(text);
  const hours = /\b(\d+(?:\.\d+)?|one|two|three|an|a)\s*(?:-\s*)?(?:hours?|hrs?|hr)\b/.exec(text);
  const count = hours ? (spelledNumbers[hours[1] ?? ''] ?? Number(hours[1])) : 0;
  if (!minutes && !(hours && Number.isFinite(count))) return null;
  // "3 hours 30 min": both parts.
  return Math.round((Number.isFinite(count) ? count : 0) * 60) + Number(minutes?.[1] ?? 0);
}

/** "92.4", "308.6", "120": a number with at most the given decimals, trailing zeros dropped. */
export function sayNumber(value: number, decimals = 1): string {
  return String(Number(value.toFixed(decimals)));
}

/** "92.4 kg", "308.6 lb". */
export function sayMass(mass: StatedMass): string {
  return `${sayNumber(mass.value)} ${mass.unit}`;
}

/** The mass in the other unit. */
export function converted(mass: StatedMass): StatedMass {
  return mass.unit === 'kg'
    ? { value: mass.value * lbPerKg, unit: 'lb' }
    : { value: mass.value / lbPerKg, unit: 'kg' };
}

/** Kilometres in a mile. */
export const kmPerMile = 1.609;

/** The height the text states ("180cm", "1.8 m", "5'10", "6 ft 2"), in centimetres, or null. */
export function statedHeightCm(text: string): number | null {
  const cm = /\b(1[2-9]\d|2[0-2]\d)\s*cm\b/.exec(text);
  if (cm) return Number(cm[1]);
  const metres = /\b([12]\.\d{1,2})\s*m\b/.exec(text);
  if (metres) return Number(metres[1]) * 100;
  const feet = /\b([4-7])\s*(?:'|ft|foot|feet)\s*(?:(\d{1,2})\s*(?:"|''|in\b|inches)?)?/.exec(text);
  if (!feet) return null;
  return Math.round((Number(feet[1]) * 12 + Number(feet[2] ?? 0)) * 2.54);
}

/** A distance as the user wrote it ("5k", "10 km", "3 miles", "a half marathon"). */
export interface StatedDistance {
  km: number;
  said: string;
}

/** The distance the text states, or null. */
export function statedDistance(text: string): StatedDistance | null {
  if (/\bhalf[- ]?marathon\b/.test(text)) return { km: 21.1, said: 'a half marathon (21.1 km)' };
  if (/\bmarathon\b/.test(text)) return { km: 42.2, said: 'a marathon (42.2 km)' };
  const match = /\b(\d+(?:\.\d+)?)\s*(k|km|kms|kilomet\w+|miles?|mi)\b/.exec(text);
  if (!match) return null;
  const value = Number(match[1]);
  if (/^mi/.test(match[2] ?? '')) {
    return {
      km: value * kmPerMile,
      said: `${match[1]} miles (${sayNumber(value * kmPerMile)} km)`,
    };
  }
  return { km: value, said: `${match[1]} km` };
}

/** A race or run time the text states ("25 min", "25:30", "1:45:00", "2 hours"), in minutes, or null. */
export function statedRunMinutes(text: string): number | null {
  const clock = /\b(\d{1,2}):(\d{2})(?::(\d{2}))?\b/.exec(text);
  if (clock) {
    const [first, second, third] = [Number(clock[1]), Number(clock[2]), clock[3]];
    return third === undefined ? first + second / 60 : first * 60 + second + Number(third) / 60;
  }
  return statedMinutes(text);
}
