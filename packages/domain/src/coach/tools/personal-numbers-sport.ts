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

// ---- warm-up sets ----------------------------------------------------------------------------

// "How shud i do warm up sets for squat, working weight is 90", "ramp up to 140 kg how".
const warmUpAsked =
  /\b(warm[- ]?up sets?|warm[- ]?ups? for|ramp[- ]?up sets?|ramp(ing)? up to|warming up (to|for))\b/;
const workingLoad =
  /\b(?:working (?:weight|sets?|load)|work sets?|top set|top single|working at|work(?:ing)? up to|ramp(?:ing)? up to|sets? (?:at|of|with))\s*(?:is|are|at|of|=|:)?\s*(?:like |about |around )?(\d{2,3}(?:\.\d+)?)\s*(kgs?|kilos?|lbs?|pounds?)?/g;

// "For a 225 lb bench top set", "my 90kg working sets": the load said before the set.
const loadBeforeSet =
  /\b(\d{2,3}(?:\.\d+)?)\s*(kgs?|kilos?|lbs?|pounds?)?\s+(?:[a-z]+ ){0,2}(?:top set|working sets?|work sets?|single|max attempt)\b/g;

/**
 * Warm-up sets up to a stated working weight: the empty bar, then about 40, 60, 75 and 90 % of
 * it with fewer reps each time (NSCA Essentials of Strength Training and Conditioning, warm-up
 * progression), rounded to what plates make.
 */
export function warmUpSets(text: string): string | null {
  if (!warmUpAsked.test(text)) return null;
  const loads = [...text.matchAll(workingLoad), ...text.matchAll(loadBeforeSet)].sort(
    (one, other) => (one.index ?? 0) - (other.index ?? 0),
  );
  const last = loads.at(-1);
  if (!last) return null;
  const unit: StatedMass['unit'] = unitOf(last[2]) ?? 'kg';
  const working = Number(last[1]);
  const [bar, step] = unit === 'kg' ? [20, 2.5] : [45, 5];
  if (!(working > bar * 1.5 && working <= (unit === 'kg' ? 400 : 880))) return null;
  const round = (load: number) => Math.round(load / step) * step;
  const steps: readonly (readonly [number, number])[] = [
    [0.4, 5],
    [0.6, 3],
    [0.75, 2],
    [0.9, 1],
  ];
  const ramp: (readonly [number, number])[] = [[bar, 10]];
  for (const [share, reps] of steps) {
    const load = round(working * share);
    if (load > (ramp.at(-1)?.[0] ?? 0)) ramp.push([load, reps]);
  }
  const sets = ramp.map(([load, reps], at) =>
    at === 0 ? `the empty bar (${load} ${unit}) × ${reps}` : `${sayNumber(load)} ${unit} × ${reps}`,
  );
  return `Warming up to ${sayNumber(working)} ${unit}: ${sets.join(', ')}, resting about a minute between them, then your work sets. Keep the warm-up reps crisp, never to fatigue.`;
}
