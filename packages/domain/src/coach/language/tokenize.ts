import { keepLatestAnswers } from './latest-answers';
import { applySelfCorrection } from './self-correction';

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

// Chat shorthand people type for the small words a question turns on ("wat", "shud", "b4").
const shorthand: readonly [RegExp, string][] = [
  [/\b(wat|wut|wht|waht|whta)\b/g, 'what'],
  [/\b(wats|wuts)\b/g, 'whats'],
  [/\b(enuf|enuff)\b/g, 'enough'],
  [/\bprogrammes\b/g, 'programs'],
  [/\bprogramme\b/g, 'program'],
  // "Loose weight" is how "lose weight" is often typed; nothing else loose is asked about.
  [/\bloos(e|ing) (weight|fat|belly|inches|kg|kilos|pounds|lbs)\b/g, 'los$1 $2'],
  // "bf%", "bf percentage": body fat ("my bf" alone is a boyfriend).
  [/\bbf ?(%|percent\w*|levels?)/g, 'body fat $1'],
  // "21.5% bf": body fat after its figure.
  [/(\d ?%) ?bf\b/g, '$1 body fat'],
  // "Tired of dieting", "sick of chicken and rice": fed up with it, not tiredness or illness.
  [/\b(sick and tired|sick n tired|so tired|really tired|tired|so sick|sick) of\b/g, 'fed up with'],
  [/\b(wek|wk)\b/g, 'week'],
  [/\b(yrs|yeras)\b/g, 'years'],
  // "1200 cals a day": calories.
  [/\b(cals|calz|calries|calroies)\b/g, 'calories'],
  [/\b(wks)\b/g, 'weeks'],
  // "Good morning, im new here": a greeting, not the good morning exercise.
  [/^good (morning|afternoon|evening)([,.!]+)\s*/g, '$1$2 '],
  // "Stuck for ages": a long time, not anyone's age.
  [/\b(for|in|took|taken|takes) ages\b/g, '$1 a long time'],
  // "15 minits", "20 mintues": minutes, as people misspell it.
  [/\b(minits?|minites?|minuits?|mintues?|minuets?|minuts?)\b/g, 'minutes'],
  [/(\d ?)(mnts?|mints)\b/g, '$1minutes'],
  [/\bhw\b/g, 'how'],
  [/\b(shud|shld|shoud)\b/g, 'should'],
  [/\bwud\b/g, 'would'],
  [/\bcud\b/g, 'could'],
  [/\bb4\b/g, 'before'],
  [/\babt\b/g, 'about'],
  [/\b(cuz|coz|bcoz|bcuz)\b/g, 'because'],
  [/\b(tmrw|tmr|tmrow|tomoz|2moro|2morrow)\b/g, 'tomorrow'],
  [/\b(2day|tdy|tday|tody)\b/g, 'today'],
  // Texting shorthand for the small words ("gimme", "frm", "wen", "idk", "w my dumbbells"), and
  // asides that say nothing of the subject ("ngl", "tbh", "imo").
  [/\bgimme\b/g, 'give me'],
  [/\bhow'?d (i|we|you|u|my)\b/g, 'how did $1'],
  // "Today = ?", "today??": what today holds.
  [/^(so |and |ok )?(today|tmrw|tomorrow)\s*(=|:)?\s*\?+$/g, "what's on $2?"],
  // "C section", "csection", "c-sec": a caesarean, spelt one way.
  [/\bc ?-? ?(section|sec)\b/g, 'c-section'],
  // "Veggie protein", "I'm veggie": vegetarian, not vegetables.
  [
    /\bveggie (protein|diet|meals?|options?|bulk|sources?|burgers?|athletes?|lifters?|friendly)\b/g,
    'vegetarian $1',
  ],
  [/\b(i'?m|im|am|being|gone|going|went|turned) veggie\b/g, '$1 vegetarian'],
  // "When do I go up in weight?": lift heavier, not the scale going up.
  [
    /\b(go|going|move|moving|step|stepping|jump|jumping) up (in|a) (weights?|dumbbells?|kettlebells?|bands?|plates?)\b/g,
    'increase the weight',
  ],
  // "Running out of ideas": none left, not a run.
  [
    /\b(run|runs|running|ran) out of (ideas|time|options|money|patience|names|things)\b/g,
    'have no more $2',
  ],
  // Gym slang for a physique ("boulder shoulders", "3d delts", "barn door back"): the muscle
  // made bigger, not boulders or doors.
  [/\b(boulder|capped|cannonball|3d) (shoulders|delts)\b/g, 'bigger shoulders'],
  [/\b(barn ?door|wide|wider) (back|lats)\b|\bv[- ]?taper\b/g, 'wider back'],
  [/\b(tree ?trunk|tree) (legs|thighs)\b/g, 'bigger legs'],
  // "Weighed myself and I'm up 1.2kg", "my weight's down 2 kilos": weight gained or lost on the
  // scale, not a load moved up ("deadlift only gone up 5kg", "go up 2.5kg on squats").
  // So is "the scales up 1.5kg", "its UP 1kg after a whole week", "up a whole kg from yesterday".
  [
    /\b(?<who>i'?m|im|i am|i was|i'?ve gone|ive gone|my weight(?:'s| is| has gone| went)|(?:the |my )?scales?(?:'s| is| are| says| said| went| have gone| has gone)?|it'?s|its|it is|it went|it'?s gone|it has gone)(?<adv> now| still| actually| literally| somehow| like| already)? up (by )?(?<amount>\d+(\.\d+)? ?(kg|kgs|kilos?|lbs?|pounds)|(a whole|half a|a full|a|one) (kg|kilo|lb|pound))\b/g,
    '$<who>$<adv> gained $<amount>',
  ],
  [
    /\b(i'?m|im|i am|i was|i'?ve gone|ive gone|my weight(?:'s| is| has gone| went))( now| still| actually| literally| only)? down (by )?(\d+(\.\d+)? ?(kg|kgs|kilos?|lbs?|pounds))\b/g,
    '$1$2 lost $4',
  ],
  // "Down 1.8kg", "up 2 lbs": the scale, said without a subject.
  [/^(down) (by )?(\d+(\.\d+)? ?(kg|kgs|kilos?|lbs?|pounds))\b/g, 'lost $3'],
  [/^(up) (by )?(\d+(\.\d+)? ?(kg|kgs|kilos?|lbs?|pounds))\b/g, 'gained $3'],
  // "Had my hip replaced": the operation the knowledge base names.
  [
    /\b(had|got|getting|having|get) (my |a |the |her |his )?(hip|knee|shoulder) replaced\b/g,
    '$1 $2$3 replacement',
  ],
  // "A gap down the middle of my tummy", "my stomach domes when I sit up": the tummy muscles
  // parted after pregnancy (diastasis recti).
  [
    /\b(an? |the |like an? )?(gap|split|separation|ridge) (down|in|along) the (middle|centre|center) of (my |the )?(tummy|stomach|belly|abs)\b|\b(my )?(tummy|stomach|belly) (domes?|doming|cones?|coning)\b/g,
    'diastasis recti (a tummy gap)',
  ],
  // "Without being dead for matches", "i'm dead after work": worn out, not a deadlift.
  [
    /\b(be|being|feel|feeling|felt|am|im|i'?m|i am|was|totally|completely|absolutely) dead (for|on|after|by|from|tired)\b/g,
    '$1 exhausted $2',
  ],
  // "Broke my streak", "broke my diet", "broke a PB": a habit or a record, not a bone.
  [
    /\b(broke|broken|break|breaking) (my |the |a |our )?(streak|habit|routine|run of \w+)\b/g,
    'lost my $3',
  ],
  // "My streak broke at 12 days", "routine's broken": the same, said of the habit.
  [
    /\b(my |the |our )?(streak|habit|routine)('s| has| is| got| just)? (broke|broken|ended|reset|gone)\b/g,
    'lost my $2',
  ],
  [/\b(broke|broken|break|breaking) (my |the )?(diet|cut|meal plan)\b/g, 'slipped on my $3'],
  [/\b(broke|broken|break|breaking) (my |the )?fast\b/g, 'ended my fast'],
  [
    /\b(broke|broken|break|breaking) (my |a |the |another )?(pb|pr|record|personal best)\b/g,
    'set a new $3',
  ],
  [/\b(broke|broken|break|breaking) (through )?(my |the |a )?plateau\b/g, 'got past the plateau'],
  // "Back in the day": years ago, not the back or a day.
  [/\bback in the day\b/g, 'years ago'],
  // "Apple watch says 600 cals": a device, not a fruit.
  [/\bapple (watch|watches)\b/g, 'smartwatch'],
  [/\bapple (health|fitness)( app)?\b/g, 'fitness app'],
  // "Walking to the shops and back", "cycle there and back": a return trip, not the back.
  [
    /\b(there|home|school|work|shops?|store|park|office|station|town|gym|beach|pool|church) and back\b/g,
    '$1 and return',
  ],
  // "The back of my legs", "the back of my arms": the hamstrings and the triceps, not the back.
  [/\bbacks? of (my |the |your |ur )?(legs?|thighs?)\b/g, 'hamstrings'],
  [/\bbacks? of (my |the |your |ur )?(upper )?arms?\b/g, 'triceps'],
  [/\blemme\b/g, 'let me'],
  [/\b(tryna|tryin to)\b/g, 'trying to'],
  [/\b(idk|dunno)\b/g, "i don't know"],
  [/\b(ngl|tbh|tbf|imo|imho|lmao|lmfao|istg)\b/g, ''],
  [/\bfrm\b/g, 'from'],
  // Body parts typed short, under the spelling corrector's reach.
  [/\bbak\b/g, 'back'],
  [/\bnek\b/g, 'neck'],
  [/\bkne\b/g, 'knee'],
  [/\bwen\b/g, 'when'],
  [/\bevry\b/g, 'every'],
  [/\bthru\b/g, 'through'],
  [/\bhav\b/g, 'have'],
  [/\bbc(?= (of|i|im|i'm|my|it|its|it's|the|you|u|we|they|he|she|there|ive|i've)\b)/g, 'because'],
  [
    /\bw(?= (my|the|a|an|some|no|just|only|your|dumbbells?|dbs?|bands?|weights?|kettlebells?)\b)/g,
    'with',
  ],
  [/\b(2nite|tonite)\b/g, 'tonight'],
  // "ppl 6x a week or upper/lower", "my ppl split": push/pull/legs; "how do ppl stay consistent": people.
  [
    /\b((?:a|my|the|doing|do|run|running|start|try) )?ppl(?= (split|routine|program\w*|plan|\d|x\b|or|vs|twice|days?))|\b(a|my|the|doing|run|running) ppl\b/g,
    '$1$3 push pull legs',
  ],
  [/\bppl\b/g, 'people'],
  // "I play 5 a side on Thursdays": small-sided football, not a side stitch.
  [/\b(5|five|6|six|7|seven)[- ]a[- ]side( football| footy)?\b/g, 'five-a-side football'],
  // "Legs are still wrecked 3 days after", "quads are killing me": sore.
  [
    /\b(legs|arms|thighs|glutes|bum|quads|hamstrings|calves|abs|chest|lats|shoulders|body|muscles|everything) (are |is |feel |feels |r )?(so |still |absolutely |totally |completely |properly )?(wrecked|destroyed|killing me|mashed|toast|cooked|shot|battered|in bits|dead|jelly)\b/g,
    '$1 $2$3sore',
  ],
  // "Been feeling super flat lately", "lifts feel flat": low on energy, not a flat bench.
  [
    /\b(feel|feels|feeling|felt|been|so|super|really|pretty|kinda|a bit|bit|totally|just) flat\b(?! (bench|benches|back|feet|foot|shoes?|surface|ground|floor|stomach|tummy|belly|abs|bum|butt|glutes|chest|road|route|run|course|terrain|pressing|press))/g,
    '$1 tired and drained',
  ],
  // "Leg day wrecked me", "yesterday's class destroyed me": it made them sore.
  [
    /\b(leg day|arm day|chest day|back day|workout|session|class|training|yesterday|that|it|squats|deadlifts|lunges|the gym|spin|bootcamp|crossfit|hiit|the run|that run) (has |have |really |absolutely |totally |completely |properly )*(wrecked|destroyed|killed|smashed|obliterated|murdered|battered|broke|wiped out|annihilated) me\b/g,
    '$1 made me so sore',
  ],
  // "My knees buckle in when I squat", "knees collapse inwards": they cave in (valgus), a fault of
  // the lift, not an injury.
  [
    /\bknees? (buckle|buckles|buckling|collapse|collapses|collapsing|fold|folds|go|goes|fall|falls) (in|inwards?)\b/g,
    'knees cave in',
  ],
  // Learner's English: "how many time I must do squat in week for lose weight".
  [/\bhow many time\b/g, 'how many times'],
  [/\bin week\b(?! \d)/g, 'a week'],
  [/\bfor (lose|build|gain|burn|reduce|improve|increase|get|make)\b/g, 'to $1'],
  // Idioms that name a body part or pain without meaning either.
  [/\bshoot(ing|s)? (myself|yourself|ourselves|me) in the foot\b/g, 'working against myself'],
  [/\bcost(s|ing)? (me |you )?an arm and a leg\b/g, 'cost a lot'],
  [/\bpull(ing)? (my|your) leg\b/g, 'joking'],
  [/\bon (my|its) last legs\b/g, 'exhausted'],
  [/\b(keep|keeping|kept) (my|your) chin up\b/g, 'stay positive'],
  // "Flying to spain next week", "cheapest way to fly to lisbon": travel, not the chest fly.
  [/\b(fly|flying|flew|flown) (to|from|out|back|home|abroad|over|in)\b/g, 'travelling by plane $2'],
  // "Which is better value for a small flat", "i live in a flat": the home, not the bench.
  [
    /\b((in|to|at|from|around|round|for) (a|the) ((small|tiny|little|rented|upstairs|shared|studio|new|cramped) )?|(my|our|his|her|their) ((small|tiny|little|rented|upstairs|shared|studio|new|cramped) )?|(small|tiny|little|rented|upstairs|shared|studio|council|cramped) )flat\b(?! (bench\w*|press\w*|db|dumbbell|barbell|back|feet|foot|footed|out|surface|floor|ground|shoes?|road|route|course|terrain|or|vs|and))/g,
    '$1home',
  ],
  // "n deadlift?", "shins n knees": and.
  [/^(n|nd|&) (?=\w)/, 'and '],
  [/ (n|nd|&) (?=\w)/g, ' and '],
  [/\bw\/o\b/g, 'without'],
  [/\bw\/(?=\s|[a-z])/g, 'with '],
  [/\b(smth|sth)\b/g, 'something'],
  [/\bur\b/g, 'your'],
  [/\bu\b/g, 'you'],
  [/\br(?= (you|they|we|these|those|there|my|the|it|i)\b)/g, 'are'],
];

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

/**
 * Lower-cases a chat message, unifies apostrophes and dashes, spells out chat shorthand ("wat",
 * "u", "shud") and collapses whitespace.
 */
const lunchAsTime =
  /\b(at|during|on|over|in|for) (my |the |a )?(lunch ?(break|hour|time)?|lunchtime|dinner ?time|breakfast ?time)\b/g;
const trainsAt =
  /\b(train\w*|lift\w*|gym|work ?out\w*|session|exercis\w*|run|runs|running|walk\w*|swim\w*|cycl\w*|sessions?|class(es)?|yoga|hiit)\b/;
const eatsAt =
  /\b(eat\w*|ate|food|meals?|snacks?|have for|pack\w*|cook\w*|sandwich\w*|salad|calories|protein|carbs?|hungry|drink\w*)\b/;

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
