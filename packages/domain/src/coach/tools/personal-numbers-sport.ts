import {
  kmPerMile,
  sayMass,
  sayNumber,
  statedDistance,
  statedRunMinutes,
  type StatedMass,
} from './personal-numbers-read';

// "100kg for 5 reps", "225 x 8", "5 reps at 100kg", "3 x 10 at 60kg"; "5x5" is sets and reps,
// not a load, and "5 at 80%" a share.
const loadForReps =
  /\b(\d+(?:\.\d+)?)\s*(kgs?|kilos?|lbs?|pounds?)?\s*(?:for|x|×|\*)\s*(\d{1,2})\b(?!\s*(?:kg|lb|%|min|sec|sets))/g;
const repsAtLoad =
  /\b(\d{1,2})\s*(?:reps?\s*)?(?:at|with|of|@)\s*(\d+(?:\.\d+)?)(?!\s*%|\d)\s*(kgs?|kilos?|lbs?|pounds?)?/;
const maxAsked = /\b(1 ?rm|one ?rep ?max|1 ?rep ?max|max|e1rm)\b/;

function unitOf(word: string | undefined): StatedMass['unit'] | null {
  return word ? (/^(lb|pound)/.test(word) ? 'lb' : 'kg') : null;
}

/** The set the text states: load, its unit (null when unsaid) and reps. */
function statedSet(
  text: string,
): { load: number; unit: StatedMass['unit'] | null; reps: number } | null {
  const sets = [...text.matchAll(loadForReps)].map((match) => ({
    load: Number(match[1]),
    unit: unitOf(match[2]),
    reps: Number(match[3]),
  }));
  const after = repsAtLoad.exec(text);
  if (after) sets.push({ load: Number(after[2]), unit: unitOf(after[3]), reps: Number(after[1]) });
  return sets.find((set) => set.load >= (set.unit ? 2 : 20)) ?? null;
}

/** The one-rep max a stated set estimates (Epley: load × (1 + reps / 30)), or null. */
export function oneRepMax(text: string): string | null {
  if (!maxAsked.test(text)) return null;
  const set = statedSet(text);
  if (!set || set.reps < 2 || set.reps > 15) return null;
  const estimate = set.load * (1 + set.reps / 30);
  const say = (value: number) => (set.unit ? sayMass({ value, unit: set.unit }) : sayNumber(value));
  const rough = set.reps > 10 ? ' (rougher above 10 reps)' : '';
  return `${say(set.load)} for ${set.reps} reps estimates a one-rep max of about ${say(Math.round(estimate))} (Epley: weight × (1 + reps / 30))${rough}.`;
}

/** "5:00": minutes and seconds of a pace. */
function sayPace(minutes: number): string {
  const whole = Math.floor(minutes);
  const seconds = Math.round((minutes - whole) * 60);
  return seconds === 60 ? `${whole + 1}:00` : `${whole}:${String(seconds).padStart(2, '0')}`;
}

/** The pace of a stated time over a stated distance ("what pace is a 25 min 5k"), or null. */
export function runPace(text: string): string | null {
  if (!/\bpace\b|\bper (km|kilomet\w+|mile)\b|\bmin(ute)?s? ?(\/|per) ?(km|mile)\b/.test(text))
    return null;
  const distance = statedDistance(text);
  const minutes = statedRunMinutes(text.replace(/\b\d+(?:\.\d+)?\s*(k|km|kms|miles?|mi)\b/, ''));
  if (!distance || minutes === null || minutes < 5) return null;
  const perKm = minutes / distance.km;
  const time =
    minutes < 60
      ? sayPace(minutes)
      : `${Math.floor(minutes / 60)}:${sayPace(minutes % 60).padStart(5, '0')}`;
  return `${time} for ${distance.said} is a pace of about ${sayPace(perKm)} per km (${sayPace(perKm * kmPerMile)} per mile).`;
}
