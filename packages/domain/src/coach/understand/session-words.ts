import type { SessionFocus } from '../../workouts/compose-session';
import { splitWords, stemWord } from '../language/tokenize';

// What a message says of the session it asks for: the kit at hand or missing, the place, the kind
// of session or the half of the body it trains, and the movement patterns of the muscles named.

// Catalogue equipment names by the words people use for them (stemmed).
const equipmentWords: readonly [string, string][] = [
  ['dumbbell', 'Dumbbells'],
  // As often typed: "dumbells", "dumbels", "dumbles", "barbel", "kettle bell".
  ['dumbell', 'Dumbbells'],
  ['dumbel', 'Dumbbells'],
  ['dumble', 'Dumbbells'],
  ['dumbbel', 'Dumbbells'],
  ['dumb bell', 'Dumbbells'],
  ['db', 'Dumbbells'],
  ['dbs', 'Dumbbells'],
  ['kettlebell', 'Kettlebells'],
  ['kb', 'Kettlebells'],
  ['band', 'Resistance Bands'],
  ['resistanc band', 'Resistance Bands'],
  ['barbell', 'Barbell'],
  ['barbel', 'Barbell'],
  ['kettlebel', 'Kettlebells'],
  ['kettle bell', 'Kettlebells'],
  ['pull up bar', 'Pull-up Bar'],
  ['pullup bar', 'Pull-up Bar'],
  ['chin up bar', 'Pull-up Bar'],
  ['mat', 'Yoga Mat'],
  ['yoga mat', 'Yoga Mat'],
  ['treadmill', 'Treadmill'],
  ['bike', 'Stationary Bike'],
  ['rower', 'Rowing Machine'],
  ['row machine', 'Rowing Machine'],
  ['erg', 'Rowing Machine'],
  ['concept2', 'Rowing Machine'],
  ['medicine ball', 'Medicine Ball'],
  ['med ball', 'Medicine Ball'],
  ['cable', 'Cable Machine'],
];

const noEquipment =
  /\b(only|just) (a |my )?(chair|sofa|couch|bed|stairs|wall|desk)\b|\b(no|without|zero|minimal|0)\s?(equipment|gear|weights?|kit|gym)\b|\bbody ?weight( only)?\b|\bequipment[- ]free\b|\bnothing but my (body|self)\b|\bjust my body\b/;

// Equipment said to be missing or refused: "forgot my bands", "no dumbbells here", "don't have a
// mat", "not touching a barbell today".
// "no cables or machines", "without a bench, bands and a mat": each item of the list is missing.
const deniableItem = String.raw`(my |any |the |a |an |our |all |those |these |them |one of those |one of them )?(resistance |exercise |workout |yoga )?(bands?|dumbbells?|dbs?|kettlebells?|kbs?|barbells?|mats?|weights?|equipment|kit|gear|cables?|cable machines?|machines?|benches|bench|racks?|squat racks?|pull[- ]?up bars?|chin[- ]?up bars?|treadmills?|bikes?)`;
const deniedEquipment = new RegExp(
  String.raw`\b(no|without|forgot( to bring)?|forget|forgotten|left|lost|don'?t have|do not have|didn'?t bring|did not bring|haven'?t got|have no|minus|can'?t (grip|hold|use|manage)|cannot (grip|hold|use|manage)|not (touching|using|going near)|won'?t (touch|use)|don'?t (want to|wanna) (touch|use)|avoid(ing)?|stay(ing)? off|away from)\s+${deniableItem}(\s*(,|or|nor|and|\/)\s*(no )?${deniableItem})*\b`,
  'g',
);

function equipmentNamed(words: readonly string[]): Set<string> {
  const found = new Set<string>();
  const joined = ` ${words.join(' ')} `;
  for (const [word, name] of equipmentWords) {
    if (joined.includes(` ${word} `)) found.add(name);
  }
  return found;
}

/** The kit a message says is missing ("no pull up bar today", "forgot my bands"). */
export function deniedKit(text: string): string[] {
  const stems = (said: string) => splitWords(said.replace(/-/g, ' ')).map(stemWord);
  return [...equipmentNamed(stems((text.match(deniedEquipment) ?? []).join(' ')))];
}

export function readEquipment(text: string): string[] | null {
  const stems = (said: string) => splitWords(said.replace(/-/g, ' ')).map(stemWord);
  const kept = text.replace(deniedEquipment, ' ');
  const found = equipmentNamed(stems(kept));
  if (found.size > 0) return [...found];
  // Everything named is missing ("I forgot my bands"): bodyweight, whatever they own; a bench or
  // a rack missing ("no bench") leaves the kit they own.
  const denied = (text.match(deniedEquipment) ?? []).join(' ');
  const kitDenied =
    equipmentNamed(stems(denied)).size > 0 || /\b(equipment|weights?|kit|gear)\b/.test(denied);
  if (kitDenied || noEquipment.test(text)) return [];
  return null;
}

// Muscles named for a session, and the catalogue movement patterns that train them.
const trainedMuscles: readonly [RegExp, readonly string[]][] = [
  [/\b(arms?|guns)\b/, ['arms:biceps', 'arms:triceps']],
  [/\b(biceps?|bis)\b/, ['arms:biceps']],
  [/\b(triceps?|tris)\b/, ['arms:triceps']],
  [/\b(shoulders?|delts?|deltoids?)\b/, ['press']],
  [/\b(chest|pecs?)\b/, ['push']],
  [/\b(back|lats?)\b/, ['row', 'pulldown']],
  [/\b(glutes?|butt|booty|bum)\b/, ['glute', 'hinge']],
  [/\b(quads?|thighs?)\b/, ['squat', 'lunge']],
  [/\b(hamstrings?|hammies)\b/, ['hinge']],
  [/\b(calf|calves)\b/, ['calf']],
  [/\b(abs?|core|six ?pack|obliques?)\b/, ['core']],
  // "Push, pull and legs all in one": the three halves of a split, each led.
  [
    /\bpush(es|ing)?\b(?![- ]?ups?\b| (day|session|workout|through|thru|on|for|myself|harder|it|past|to|into)\b)/,
    ['push', 'press'],
  ],
  [/\bpull(s|ing)?\b(?![- ]?ups?\b| (day|session|workout|aparts?))/, ['row', 'pulldown']],
  [/\b(and|then|plus) legs\b/, ['squat', 'hinge']],
  // "Deadlift day sesh", "heavy on deads today": the day's main lift leads.
  [/\b(deadlift|deads?|rdl) day\b|\bheavy (on )?(deads|deadlifts?)\b/, ['hinge', 'squat']],
  [/\bsquat day\b|\bheavy (on )?squats?\b/, ['squat', 'hinge']],
];

// "Pull day", "a push session": one half of a push/pull split, and the patterns it trains.
export const splitDayPatterns = {
  push: ['push', 'press', 'arms:triceps'],
  pull: ['row', 'pulldown', 'arms:biceps'],
} as const;

export function readSplitDay(text: string): 'push' | 'pull' | null {
  const day = /\b(push|pull)(ing)? (day|workout|session|routine)\b/.exec(text);
  if (day) return day[1] as 'push' | 'pull';
  // "Bench accessory day", "overhead press assistance work": the lift's half of the split.
  const lift =
    /\b(bench|bench press|ohp|overhead press|press|dips?|row|rows|pull-?ups?|chin-?ups?)( accessory| accessories| assistance)( day| work| session| workout)?\b/.exec(
      text,
    );
  if (!lift) return null;
  return /\b(row|rows|pull-?ups?|chin-?ups?)\b/.test(lift[1] ?? '') ? 'pull' : 'push';
}

export function readTargetPatterns(text: string): string[] {
  const named = trainedMuscles
    .map(([pattern, slots]) => ({ at: text.search(pattern), slots }))
    .filter((entry) => entry.at >= 0)
    .sort((a, b) => a.at - b.at);
  // One slot of each group named in turn ("push, pull and legs": a push, a row, a squat, then
  // the second of each), so a short session still trains every group.
  const rounds = Math.max(0, ...named.map((entry) => entry.slots.length));
  const ordered = Array.from({ length: rounds }, (_, round) =>
    named.map((entry) => entry.slots[round]).filter((slot): slot is string => slot !== undefined),
  ).flat();
  return [...new Set(ordered)];
}

// Places and the equipment they imply when the message names none (null: the user's own).
export const places: readonly { place: string; pattern: RegExp }[] = [
  { place: 'hotel', pattern: /\bhotel|motel|airbnb|dorm\b/ },
  { place: 'travel', pattern: /\b(travel+ing|on the road|vacation|holiday|business trip)\b/ },
  { place: 'office', pattern: /\b(office|desk|at work|cubicle)\b/ },
  { place: 'outdoor', pattern: /\b(park|outside|outdoors?|beach|playground)\b/ },
  // Not a gym said to be shut ("gym's shut for maintenance so im at home").
  {
    place: 'gym',
    pattern:
      /\b(gym|fitness cent(er|re))\b(?!('?s| is| was)? (shut|closed|closing|packed|rammed|off limits|out)\b)/,
  },
  { place: 'home', pattern: /\b(home|house|living ?room|bedroom|apartment|flat|garage)\b/ },
];

/**
 * What a session asked as a warm-up is for: a lift ("about to squat heavy, give me a 15 min warm
 * up"), an activity ("a quick warmup before my 5k"), or neither; null when the session asked is
 * not a warm-up ("a leg workout with a good warm up" is a workout that opens with one).
 */
export function readWarmUpFor(text: string): 'lift' | 'activity' | 'general' | null {
  if (!/\bwarm[- ]?ups?\b/.test(text)) return null;
  if (/\b(with|and|plus|including|incl|then|after)\b[^.?!]{0,20}\bwarm[- ]?ups?\b/.test(text))
    return null;
  if (/\b(workout|session|circuit)\b/.test(text.replace(/\bwarm[- ]?up \w+/g, ' '))) return null;
  if (
    /\b(squat\w*|deadlift\w*|deads|bench\w*|press\w*|lift\w*|heavy|legs? day|pull day|bar)\b/.test(
      text,
    )
  )
    return 'lift';
  if (
    /\b(run|runs|running|jog\w*|\d+ ?k|race|parkrun|ride|cycl\w*|bike|walk\w*|hike|hiking|football|match|game|tennis|padel|swim\w*|class)\b/.test(
      text,
    )
  )
    return 'activity';
  return 'general';
}

/**
 * A state told beside a session asked for that changes how to do it: a hangover, or heat
 * ("bit hungover ngl, something light", "its boiling in here, 20 min pls"); null otherwise.
 */
export function readStateSaid(text: string): 'hungover' | 'hot' | null {
  if (
    /\b(hung ?over|hangover|hanging|rough from last night|(big|heavy|late) night( out)?|drinking last night|too many drinks)\b/.test(
      text,
    )
  )
    return 'hungover';
  if (
    /\b(heat ?wave|boiling|sweltering|so hot|really hot|too hot|roasting|scorching|no (ac|a\/c|air ?con\w*)|(ac|a\/c|air ?con\w*) (is )?(broken|not working|broke))\b/.test(
      text,
    )
  )
    return 'hot';
  return null;
}

const partnerWords =
  '(gf|bf|girlfriend|boyfriend|wife|husband|partner|brother|sister|bro|mate|friend|buddy|son|daughter|mum|mom|dad|kids?|flatmate|roommate)';
const forTwoPatterns = [
  /\b(for|with) (the )?(2|two|both) of us\b|\bus (both|two)\b|(?<!\b(put|putting|throw|throwing|pull|pulling|get|getting) )\btogether\b/,
  new RegExp(
    `\\b${partnerWords}\\b[^.?!]{0,30}\\b(with me|join\\w* me|train\\w* with|work\\w* ?out with)\\b|\\b(me|i) (and|n|&) (my )?${partnerWords}\\b`,
  ),
];

/** Whether a session is asked for two people ("my gf wants to workout with me", "for the 2 of us"). */
export function readForTwo(text: string): boolean {
  return forTwoPatterns.some((pattern) => pattern.test(text));
}

// Kinds of session, which win over the body parts named ("a stretching session for my back").
const sessionKindWords: readonly { focus: SessionFocus; pattern: RegExp }[] = [
  {
    focus: 'mobility',
    pattern:
      /\b(mobility|stretch\w*|flexib\w*|yoga|loosen|limber|active recovery|recovery (session|workout|day|thing|routine|flow)|cool[- ]?down (session|routine|flow))\b/,
  },
  {
    focus: 'balance',
    pattern:
      /\b(balance|stability|steadier|steady on my feet|prevent falls?|falls? prevention)\b|\b(i'?m|im|i am|i was|i feel|i felt|i get|i got|feel|feeling|me|my (legs|knees|ankles?) (are|is|was|were|feel|felt)) (a (bit|little) |so |really |quite |very |pretty |kinda |as )?(wobbly|unsteady)\b/,
  },
  {
    focus: 'cardio',
    pattern:
      /\b(cardio|hiit|conditioning|sweat|fat ?burn\w*|endurance|walk[- ]?jog|jog[- ]?walk|run[- ]?walk|walk[- ]?run|couch to 5k|c25k)\b|\b(running|jogging|walking|jog|run|walk) (session|workout|intervals?|thing|sesh|routine)\b/,
  },
  { focus: 'full', pattern: /\b(full ?body|total ?body|whole ?body|everything)\b/ },
];
const corePattern = /\b(abs?|core|six ?pack|stomach|belly|tummy|obliques?|midsection)\b/;
// "Push" and "pull" as kinds of session ("push day", "push and pull"), not "i push for a PR"; a
// day named by its main lift ("deadlift day sesh", "heavy on deads today") trains that lift's half.
const upperPattern =
  /\b(upper ?body|upper|arms?|chest|shoulders?|back|biceps?|triceps?|pecs?|lats?|(push|pull)(?= (day|session|sesh|workout|muscles|exercises|stuff|work|moves|focus|and|&|\/)\b)|(push|pull)$|(and|&|\/) (push|pull)\b|(bench|press|ohp) day|heavy (on )?(bench|ohp))\b/;
const lowerPattern =
  /\b(lower ?body|lower(?! back)|legs?|leg day|glutes?|butt|booty|quads?|hamstrings?|calf|calves|thighs?|hips?|(deadlift|deads?|squat|rdl) day|heavy (on )?(deads|deadlifts?|squats?))\b/;

/**
 * The focus of a session asked for: a kind of session first, else the body parts named (upper and
 * lower together are full body; legs or upper body with core keep their day, which trains core
 * too; core alone is a core session).
 */
export function readFocus(message: string): SessionFocus | null {
  // "no cardio pls", "without stretching", "anything but legs", "skipping lower day, want ...
  // instead": a kind refused is not the kind
  // asked for, and legs refused leave the upper body (and the other way round).
  const refusal =
    /\b(no|not|without|skip|skipping|skipped|instead of|rather than|not doing|ditching|don'?t want|minus|anything but|everything but|except|other than|apart from)\s+(any\s+|my\s+|the\s+|today'?s\s+)?(\w+)/g;
  // "Upper body with my dumbbells that wont wreck my legs": a part spared is refused too.
  const spared =
    /\b(won'?t|will not|doesn'?t|does not|without) (wreck\w*|kill\w*|destroy\w*|trash\w*|tire|tiring|fry|frying|fatigu\w*|smash\w*|hammer\w*|touch\w*|load\w*|involv\w*|hit|hitting) (my |the )?(\w+)/g;
  const refused = [
    ...[...message.matchAll(refusal)].map((match) => match[3] ?? ''),
    ...[...message.matchAll(spared)].map((match) => match[4] ?? ''),
  ].join(' ');
  // "The one leg bits", "single-leg stuff": a kind of move, not a leg session.
  const text = message
    .replace(refusal, ' ')
    .replace(spared, ' ')
    .replace(/\b(one|single)[- ]leg(ged)?\b/g, ' ');
  // A warm-up asked for is gentle, dynamic mobility, whatever it warms up for.
  if (readWarmUpFor(text) !== null) return 'mobility';
  const kind = sessionKindWords.find((entry) => entry.pattern.test(text))?.focus;
  if (kind) return kind;
  const upper =
    upperPattern.test(text) || (lowerPattern.test(refused) && !upperPattern.test(refused));
  const lower =
    lowerPattern.test(text) || (upperPattern.test(refused) && !lowerPattern.test(refused));
  if (upper && lower) {
    // "More legs, they lag behind my upper body": the part asked more of.
    const more = /\b(?:more|extra|mainly|mostly|focus on)\s+((?:\w+\s+)?\w+)/.exec(text)?.[1] ?? '';
    if (lowerPattern.test(more) && !upperPattern.test(more)) return 'lower';
    if (upperPattern.test(more) && !lowerPattern.test(more)) return 'upper';
    return 'full';
  }
  if (lower) return 'lower';
  if (upper) return 'upper';
  return corePattern.test(text) ? 'core' : null;
}

const bodyweightWanted =
  /\b(calisthenics?|street workout|(mostly|mainly|just|only|all|purely|pure) (body ?weight|bw)|(body ?weight|bw) (mostly|mainly|only))\b/;

/**
 * The kit a session request says to use first: what it names at hand, or for "calisthenics" and
 * "mostly bodyweight" the body's own weight (and a bar to hang from), the kit only where nothing
 * else fits; a chair or bench named, unless refused ("no bench").
 */
export function readPreferredKit(
  text: string,
  equipment: readonly string[] | null,
  refused: readonly string[],
): string[] {
  const kit = bodyweightWanted.test(text)
    ? ['Bodyweight Only', ...(equipment ?? []).filter((item) => item === 'Pull-up Bar')]
    : [...(equipment ?? [])];
  const chairSaid =
    /\b(chairs?|bench)\b/.test(text) && !refused.some((word) => /^(chair|bench)/.test(word));
  return chairSaid ? [...kit, 'Chair'] : kit;
}
