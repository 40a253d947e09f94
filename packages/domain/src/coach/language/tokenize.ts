import { keepLatestAnswers } from './latest-answers';
import { applySelfCorrection } from './self-correction';
import { shorthand } from './shorthand';

/** Words that carry no topic on their own; left out of searches and entity matching. */
export const stopWords: ReadonlySet<string> = new Set(
  (
    'a an the and or but if then so of to in on at by for from with without into onto about as ' +
    'is are was were be been being am do does did doing done have has had having can could ' +
    'should would will shall may might must i me my mine myself we us our you your yours he she ' +
    'it its they them their this that these those there here what which who whom whose when ' +
    'where how just also too very really pretty quite any some much many more most lot lots ' +
    "alot get got gets getting im i'm ive i've id i'd ill i'll dont don't doesnt doesn't " +
    "didnt didn't cant can't wont won't isnt isn't its it's whats what's thats that's " +
    "wasnt wasn't werent weren't arent aren't hasnt hasn't havent haven't hadnt hadn't youre you're theyre they're " +
    'u ur ya yo pls plz please thanks thank hey hi hello ok okay yes yeah yep no nope not ' +
    'like want wanna need gonna gotta know tell give show let lets say said thing things ' +
    'stuff way ways one ones someone something anything everything good bad best better ' +
    'right now today tomorrow again still even ever other another own same such only well ' +
    'kind sort bit little help idea ideas tip tips advice question while whilst during why whenever all tho though'
  ).split(' '),
);

/**
 * A temperature said ("33 degrees tomorrow", "it's 90F out") with what it means for training: hot
 * weather from 27 °C (80 °F), cold weather at 5 °C (40 °F) or below.
 */
function withWeather(text: string): string {
  // An angle ("45 degree incline", "knees bent to 90 degrees") is no temperature.
  if (
    !/\b(weather|out|outside|forecast|tomorrow|today|tonight|this (week|weekend)|heat ?wave|sun|sunny|humid\w*|meant to be|going to be|gonna be|it'?s|its|hot|cold|freezing|warm)\b/.test(
      text,
    ) ||
    /\b(angle|incline|decline|bend|bent|flexion|tilt|rotation|turn)\b/.test(text)
  )
    return text;
  return text.replace(
    /\b(-?\d{1,3})\s?(degrees|degree|°c|°f|°|c|f)(?![a-z])/g,
    (said: string, value: string, unit: string) => {
      const number = Number(value);
      const celsius = unit.includes('f') ? ((number - 32) * 5) / 9 : number;
      // "5c" can be money or a grade; only a plausible air temperature counts.
      if (celsius < -30 || celsius > 50 || (/^(c|f)$/.test(unit) && Math.abs(number) < 10))
        return said;
      if (celsius >= 27) return `${said} (hot weather)`;
      if (celsius <= 5) return `${said} (cold weather)`;
      return said;
    },
  );
}

const lunchAsTime =
  /\b(at|during|on|over|in|for) (my |the |a )?(lunch ?(break|hour|time)?|lunchtime|dinner ?time|breakfast ?time)\b/g;
const trainsAt =
  /\b(train\w*|lift\w*|gym|work ?out\w*|session|exercis\w*|run|runs|running|walk\w*|swim\w*|cycl\w*|sessions?|class(es)?|yoga|hiit)\b/;
const eatsAt =
  /\b(eat\w*|ate|food|meals?|snacks?|have for|pack\w*|cook\w*|sandwich\w*|salad|calories|protein|carbs?|hungry|drink\w*)\b/;

/**
 * Lower-cases a chat message, unifies apostrophes and dashes, spells out chat shorthand ("wat",
 * "u", "shud") and collapses whitespace.
 */
export function normalizeMessage(message: string): string {
  return normalized(message);
}

// Every reading of a message normalises it again (each search, each pattern's words): the latest
// texts are kept.
const normalized = keepLatestAnswers(4000, (message) => normalize(message));

/** Forgets the normalised texts kept (benchmarks time new messages). */
export function forgetNormalized(): void {
  normalized.forget();
}

function normalize(message: string): string {
  let text = message
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/[\u2013\u2014]/g, '-');
  for (const [pattern, word] of shorthand) text = text.replace(pattern, word);
  // "Worth training at lunch too?", "can i lift on my lunch break": the time of day, not a meal.
  if (trainsAt.test(text) && !eatsAt.test(text)) text = text.replace(lunchAsTime, 'at midday');
  return applySelfCorrection(withWeather(text).replace(/\s+/g, ' ').trim());
}

// Comparatives stemmed as their adjective: a short list, since "-er" also ends nouns ("runner",
// "shoulder", "dinner").
const comparatives: ReadonlyMap<string, string> = new Map([
  ['cheaper', 'cheap'],
  ['quicker', 'quick'],
]);

/**
 * A word's light stem: possessive and plural endings off ("squats" → "squat", "presses" →
 * "press", "lunges" → "lunge"), "-ing" off long words. Index and queries share it, so it only
 * has to be consistent, not linguistically right.
 */
export function stemWord(word: string): string {
  let stem = word.replace(/'s$/, '').replace(/'/g, '');
  // "The splits" (the flexibility feat) is not a training split.
  if (stem === 'splits') return stem;
  // "Conditioning" (hard cardio work) is not a medical condition.
  if (stem === 'conditioning') return stem;
  // "Between meetings" is work, not a powerlifting meet.
  if (stem === 'meeting' || stem === 'meetings') return 'meeting';
  // Comparatives in -ier: "hungrier" → "hungry", "heavier" → "heavy", "easier" → "easy".
  if (stem.length > 5 && stem.endsWith('ier')) return `${stem.slice(0, -3)}y`;
  // Comparatives of everyday adjectives ("cheaper?", "anything quicker"): the plain adjective.
  const plain = comparatives.get(stem);
  if (plain) return plain;
  // "Stressful" stems as "stress", "painful" as "pain", "harmful" as "harm".
  if (stem.length >= 7 && stem.endsWith('ful')) return stem.slice(0, -3);
  // "Evenings" stems as "evening" does: the plural off first, then the "-ing".
  if (stem.length > 6 && stem.endsWith('ings')) stem = stem.slice(0, -1);
  if (stem.length > 5 && stem.endsWith('ing')) {
    stem = stem.slice(0, -3);
    // "squatting" → "squat", "running" → "run"; "pulling", "pressing" keep their double letter.
    if (/([bdgmnprt])\1$/.test(stem)) stem = stem.slice(0, -1);
    return stem;
  }
  if (stem.length > 4 && /(ss|x|z|ch|sh)es$/.test(stem)) stem = stem.slice(0, -2);
  else if (stem.length > 3 && stem.endsWith('s') && !/(ss|us|is)$/.test(stem))
    stem = stem.slice(0, -1);
  // A silent "e" goes as it does before "-ing": "exercise" as "exercising", "binge" as "binging",
  // "lose" as "losing". Not "lunge", which would become "lung".
  if (stem.length > 3 && /([^aeiou](s|c|v|z|g|th)|i[sz])e$/.test(stem) && stem !== 'lunge')
    stem = stem.slice(0, -1);
  return stem;
}

/** The words of a text: lower-case, split on anything but letters, digits and apostrophes. */
export function splitWords(text: string): string[] {
  return (
    normalizeMessage(text)
      .replace(/\b(type[- ]?(1|one|i)|t1d?)\b/g, 'type1')
      .replace(/\b(type[- ]?(2|two|ii)|t2d?)\b/g, 'type2')
      // "Work it out", "figure this out": to calculate, not a workout.
      .replace(/\b(work|figure|figured|working) (it|this|that|them|mine) out\b/g, 'calculate it')
      .replace(/\bwork(ing|ed|s)? ?outs?\b/g, 'workout')
      .replace(/\bwarmups?\b/g, 'warm up')
      // "Forgot my bands", "left my inhaler at home": without them, not a question of memory.
      .replace(
        /\b(forgot|forget|forgotten|left|lost) (my|the|our|all my) (bands?|dumbbells?|weights?|mat|kit|gear|equipment|kettlebells?|shoes|trainers|inhaler)\b/g,
        'without $3',
      )
      // "Every time I walk": whenever, not a question of time.
      .replace(/\bevery (single )?time\b/g, 'whenever')
      // "5x5", "3 x 10": sets of reps (up to 10 sets of 30; not a tempo such as "31x0", nor
      // "17 x 23", a sum).
      .replace(/\b([1-9]|10) ?x ?([1-9]|[12][0-9]|30)\b/g, '$1 sets of $2 reps')
      // What a question asks for, a time, an amount or a count, is a word of its own: "how long
      // does it take to build muscle" is a question of time, as the topic's own question is.
      .replace(/\bhow (long|much|many|often|fast)\b/g, 'how$1')
      .replace(/\bhow quickly\b/g, 'howfast')
      .replace(/\bcool[- ]?downs?\b/g, 'cooldown')
      // "Only 2 days a week", "2x per week": how often, said as the topics say it.
      .replace(
        /\b2 ?(x|times|days|sessions|workouts|gym days|training days) (a|per|each|every) week\b/g,
        'twice a week',
      )
      // "Are squats bad for your knees?": 'bad' is too common to search by, harm is not.
      .replace(/\b(bad|harmful|dangerous|unsafe) for\b/g, 'harmful for')
      // "Feeling down" is a mood, not a cool-down.
      .replace(
        /\b(feel|feels|feeling|felt) (so |really |a bit |a little |very |pretty |quite |rather |kind of |kinda )?(down|low|blue)\b/g,
        'low mood',
      )
      .split(/[^a-z0-9']+/)
      .map((word) => word.replace(/^'+|'+$/g, ''))
      .filter((word) => word.length > 0)
  );
}

/** The stemmed content words of a text (stop words left out). */
export function contentTerms(text: string): string[] {
  return splitWords(text)
    .filter((word) => !stopWords.has(word))
    .map(stemWord)
    .filter((word) => word.length > 1);
}

/** Whether two words differ only by one pair of neighbouring letters swapped ("teh", "the"). */
export function isSwap(a: string, b: string): boolean {
  if (a.length !== b.length || a === b) return false;
  const at = [...a].findIndex((letter, index) => letter !== b[index]);
  return (
    at >= 0 && a[at] === b[at + 1] && a[at + 1] === b[at] && a.slice(at + 2) === b.slice(at + 2)
  );
}

/**
 * Edit distance counting a swap of two neighbouring letters as one edit ("sqaut" → "squat"), as
 * typists make them (optimal string alignment); gives up (returning max + 1) once it exceeds `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (beforePrevious[j - 2] ?? 0) + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}

/**
 * Edits a typed word may be away from a known word and still be it: none for short words or
 * words with digits ("type2" is not "type1").
 */
export function allowedTypos(word: string): number {
  if (/\d/.test(word)) return 0;
  if (word.length >= 8) return 2;
  return word.length >= 5 ? 1 : 0;
}

/** Whether a typed (stemmed) word is the known (stemmed) word, allowing for typos. */
export function isSameWord(typed: string, known: string): boolean {
  if (typed === known) return true;
  const allowed = Math.min(allowedTypos(typed), allowedTypos(known));
  return allowed > 0 && typed[0] === known[0] && editDistance(typed, known, allowed) <= allowed;
}

/** Whether `phrase` occurs in normalised `text` as whole words ("row" is not in "grow"). */
export function containsPhrase(text: string, phrase: string): boolean {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^a-z0-9])${escaped}($|[^a-z0-9])`).test(text);
}
