import type { SessionFocus } from '../../workouts/compose-session';
import { normalizeMessage, splitWords, stemWord } from '../language/tokenize';
import { readPositionWords } from '../../workouts/read-position-words';
import { refusedExercises } from './thread/refused-exercises';
import {
  places,
  readPreferredKit,
  readEquipment,
  readFocus,
  readForTwo,
  readSplitDay,
  readStateSaid,
  readTargetPatterns,
  readWarmUpFor,
} from './session-words';

/** What a message says about a session, place or body beyond its topic. */
export interface MessageEntities {
  /** Minutes asked for ("20 min", "half an hour", "an hour"). */
  minutes: number | null;
  /** Catalogue equipment names the message says are at hand; [] = none ("no equipment"). */
  equipment: string[] | null;
  /** Where the user trains, when said: 'home', 'hotel', 'gym', 'outdoor', 'office', 'travel'. */
  place: string | null;
  focus: SessionFocus | null;
  /** What the message says is at hand, to use first: catalogue equipment names or 'Chair'. */
  preferEquipment: string[];
  /** Body parts named ("knee", "lower back", "shoulder"). */
  bodyParts: string[];
  /**
   * Muscles a session is asked to train ("shoulders and arms", "glutes"), as the movement patterns
   * of the catalogue that train them (`press`, `arms:biceps`: a pattern, and the muscle it should
   * work first), in the order named; none when in pain.
   */
  targetPatterns: string[];
  /** A push day or a pull day: only the muscles of that half of a split ("45 min pull day"). */
  splitDay: 'push' | 'pull' | null;
  /** Asks to avoid jumps or be quiet or gentle on joints. */
  lowImpact: boolean;
  /** Nothing on the floor ("in a suit", "no floor stuff", "can't get down on the floor", "standing only"). */
  standingOnly: boolean;
  /** Nothing lying on the back ("nothing flat on my back", "can't lie flat"). */
  noLyingOnBack: boolean;
  /** Nothing lying face down ("can't lie on my stomach"). */
  noLyingFaceDown: boolean;
  /** Nothing on the knees ("no kneeling", "kneeling hurts"). */
  noKneeling: boolean;
  /** Nothing hanging from a bar ("no hanging"). */
  noHanging: boolean;
  /** Says she is pregnant now ("24 wks pregnant"); not a partner's pregnancy, not postpartum. */
  pregnant: boolean;
  /** Asks for a session done sitting ("a chair routine", "I'm a wheelchair user"). */
  seated: boolean;
  /** Only sitting: seated without standing offered as well ("standing or seated" is not). */
  seatedOnly: boolean;
  /** −1 easier, +1 harder, 0 not said. */
  difficulty: number;
  /** Says something hurts (pain, injury, numbness): safety first. */
  hasPain: boolean;
  /** Names a medical matter: a condition, symptom, illness, medication or pregnancy. */
  isMedical: boolean;
  /** The user's age when stated ("I'm 60"). */
  age: number | null;
  /** A part held still or just operated on ("arm in a sling", "a cast on my wrist"). */
  immobilised: boolean;
  /** Exercises or kit a session is asked without ("no bench before u ask", "no burpees"). */
  refusedWords?: string[];
  /** A session asked as a warm-up, and what for: a lift, an activity (a run, a match) or neither. */
  warmUpFor: 'lift' | 'activity' | 'general' | null;
  /** A session asked for two people training together. */
  forTwo: boolean;
  /** A state that changes how to train today: a hangover or heat. */
  stateSaid: 'hungover' | 'hot' | null;
}

// 'ill' is 'I'll' typed without its apostrophe when a verb follows ('ill end up bulky', 'ill try').
const medicalPattern =
  /(?<!\d ?)\bms\b(?! (word|excel|teams|paint|office|smith|jones))|\b(pots|ckd|dialysis|ibd|colitis|cfs|me\/cfs|sle|stoma|hypothyroid\w*|hyperthyroid\w*|hashimoto\w*|levothyroxine|ozempic|mounjaro|wegovy|glp-?1|glaucoma|icd|rheumatoid|scoliosis|hypermobil\w*|ehlers|endometriosis|sickle cell|raynaud\w*|chemo\w*|radiotherapy|fatty liver|aneurysm|heart failure|stent|blood clot|dvt|sarcoidosis)\b|\b(afib|a-fib|atrial fibrillation|pcos|polycystic|endometriosis|gave blood|giving blood|give blood|donat\w* blood|blood donation|jet ?lag\w*|headaches?|\bbp\b|out of breath|metformin|statins?|flutter\w*|racing heart|heart (racing|pounding|skipping|flutters?)|irregular heartbeat|arrhythmi\w*|dizz\w*|faint\w*|light ?headed|nause\w*|palpitations?|short of breath|breathless\w*|chest (pain|tightness)|blood pressure|hypertension|diabet\w*|insulin|blood sugar|glucose|asthma\w*|inhaler|pregnan\w*|postpartum|post-partum|gave birth|menopaus\w*|period|menstrua\w*|arthritis|osteopor\w*|heart (condition|disease|attack|problem|failure)|cardiac|meds|medications?|medicine|beta ?blockers?|ibuprofen|painkillers?|fever|flu|(?<!\b(in|the|in the) )cold(?! (plunges?|showers?|water|weather|baths?|tubs?|immersion|exposure|therapy|temps?|temperatures?|days?|mornings?|nights?|air|brew|feet|hands|sores?)\b)|covid|sore throat|throat|runny nose|stuffy nose|blocked nose|cough\w*|sinus\w*|chest infection|sick|ill(?! (be|end|do|try|get|go|have|need|want|just|prob\w*|never|start|make|keep|see|look|stick|give|take|let|come|lose|gain|train|work|run|lift|eat|still|also|only|always|def\w*|check|wait|ask|tell|use|put|add|skip|miss|feel|hit|push|pick|stop|move|switch|swap|drop|walk|cut|bulk|literally|actually|end up|look like|turn)\b)|illness|infection|jab|vaccin\w*|surgery|cancer|chemo\w*|doctor|epilep\w*|migraines?|anemi\w*|anaemi\w*|thyroid|cholesterol|copd|smok\w*|vap\w*|scoliosis|kyphosis|herniat\w*|slipped dis[ck]|bulging dis[ck]|sciatica|hernia|hypermobil\w*|ehlers|fibromyalgia|chronic fatigue|multiple sclerosis|parkinson\w*|had a stroke|stroke survivor|kidney disease|lupus|heart murmur|pacemaker|hip replacement|knee replacement|(hip|knee) (was |got )?replaced|stomach bug|tummy bug|gastro\w*|food poisoning|vomit\w*|diarrh\w*|appendix|operation|cataracts?|osteoarthritis|gout|crohn\w*|colitis|ibs)\b/;

const numberWords: Record<string, number> = {
  five: 5,
  ten: 10,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  'forty-five': 45,
  fortyfive: 45,
  sixty: 60,
};

function readMinutes(message: string): number | null {
  // "4 hours of sleep", "6 hrs sleep", "slept 5 hours": how long they slept, not a session.
  // "After an hour of cycling", "after 20 minutes of running": how long something done lasted.
  const text = message
    .replace(
      /\b\d(?:\.\d)?\s?(hours?|hrs?|h)\s(of\s)?(broken\s|bad\s|good\s|decent\s)?sleep\b|\bslept\s(for\s)?(about\s|like\s)?\d(?:\.\d)?\s?(hours?|hrs?|h)\b/g,
      ' ',
    )
    .replace(
      /\b(after|during|from|since|following|into)\s+(about\s+|over\s+|like\s+)?(an?|one|two|three|half an?|\d{1,3}(?:\.\d)?)\s*-?\s*(hours?|hrs?|minutes?|mins?)\s+(of|on|in)\s+\w+/g,
      ' ',
    )
    // "Hypo 2-3 hrs after lifting": when something happens, not how long to train.
    .replace(
      /\b\d{1,2}(?:\.\d)?(\s?-\s?\d{1,2})?\s?(hours?|hrs?|h|minutes?|mins?)\s+(after|later|post)\b/g,
      ' ',
    )
    // "A session I can start in like 10 mins": when it starts, not how long it lasts.
    .replace(
      /\b(start|starting|begin|leave|leaving|go|going|be (home|back|there|free|ready)|home|back|free|ready) in (like |about |around |maybe |roughly )?\d{1,3}\s?(minutes?|mins?|m)\b/g,
      ' ',
    )
    // "Ill do it in an hour", "gonna train in 20 mins": said of the future, when it starts.
    .replace(
      /\b(i'?ll|ill|i will|gonna|going to|planning to|plan to) (do|start|train|work ?out|hit|go|head|be)\b[^,.?!]{0,24}? in (like |about |around |maybe |roughly )?(an?|one|two|half an?|\d{1,3}(?:\.\d)?)\s?-?\s?(hours?|hrs?|h|minutes?|mins?|m)\b/g,
      ' ',
    )
    // "Program says 3 min rest between sets", "rest 2 mins between": the rest, not the session.
    .replace(
      /\b\d{1,2}(?:\.\d)?(\s?-\s?\d{1,2})?\s?(minutes?|mins?|m)\s+(of\s+)?(rest|rests|resting|break|breaks|recovery)\b|\b(rest|resting|rests|break)\s+(for\s+)?(about\s+|like\s+)?\d{1,2}(?:\.\d)?(\s?-\s?\d{1,2})?\s?(minutes?|mins?|m)\b/g,
      ' ',
    )
    // "A 5hr time difference", "a 9 hour flight", "3 hours ahead": a journey or a time zone.
    .replace(
      /\b(an?|one|two|\d{1,2}(?:\.\d)?)\s*-?\s*(hours?|hrs?|h)\s+(time\s+)?(difference|diff|flight|flights|drive|journey|trip|ride|commute|ahead|behind|layover|time zone)\b|\b(time\s+)?difference\s+(of\s+)?\d{1,2}\s*(hours?|hrs?|h)\b/g,
      ' ',
    );
  if (/\bhalf (an|a) ?hour\b/.test(text)) return 30;
  if (/\bquarter (of )?(an|a) ?hour\b/.test(text)) return 15;
  if (/\b(an|one|1) ?(hour|hr)\b/.test(text)) return 60;
  const digits = /\b(\d{1,3})\s?-?\s?(minutes?|mins?|m|min\.)(?![a-z])/.exec(text);
  if (digits?.[1]) return Number(digits[1]);
  // "Sat for 9 hours", "a 4 hour drive": hours past a long session are the day's, not a session.
  const hours = /\b(\d(?:\.\d)?)\s?-?\s?(hours?|hrs?|h)(?![a-z])/.exec(text);
  if (hours?.[1] && Number(hours[1]) <= 2.5) return Math.round(Number(hours[1]) * 60);
  const worded =
    /\b(five|ten|fifteen|twenty|thirty|forty-five|fortyfive|forty|sixty)\s?-?\s?(minutes?|mins?)\b/.exec(
      text,
    );
  if (worded?.[1]) return numberWords[worded[1]] ?? null;
  // "How fast", "how quickly" ask a rate, not for a quick session.
  if (/\bquick(ie)?\b|\bshort\b|\bfast\b/.test(text.replace(/\bhow (fast|quick\w*)\b/g, ' ')))
    return 15;
  return null;
}

const bodyPartWords: readonly [string, RegExp][] = [
  [
    'lower back',
    /\b(lower back|low back|lumbar|spine|back|discs?|disks?|sciatica|l[1-5][- ]?(s1|l[1-5]))\b/,
  ],
  ['knee', /\bknees?\b/],
  ['shoulder', /\bshoulders?\b/],
  ['wrist', /\bwrists?\b/],
  ['elbow', /\belbows?\b/],
  ['ankle', /\bankles?\b/],
  ['hip', /\bhips?\b/],
  ['neck', /\bneck\b/],
  ['hamstring', /\b(hamstrings?|hammies|hammys)\b/],
  ['calf', /\b(calf|calves)\b/],
  ['chest', /\bchest\b/],
  ['foot', /\b(foot|feet|heels?|arch|achilles)\b/],
  ['shin', /\bshins?\b/],
  ['hand', /\b(fingers?|thumbs?|hands?|knuckles?)\b/],
  ['toe', /\btoes?\b/],
];

/**
 * The text with every body part it names replaced by `parts` ("stretches for my stiff shoulders",
 * ['lower back'] → "stretches for my stiff lower back"), for a follow-up that asks the same about
 * another part.
 */
export function replaceBodyParts(text: string, parts: readonly string[]): string {
  let replaced = false;
  let result = text;
  for (const [, pattern] of bodyPartWords) {
    result = result.replace(new RegExp(pattern.source, 'g'), () => {
      const first = !replaced;
      replaced = true;
      return first ? parts.join(' and ') : '';
    });
  }
  return result.replace(/\s+/g, ' ').trim();
}

const painWords = [
  'jammed',
  'pain',
  'painful',
  'hurt',
  'hurts',
  'hurting',
  'injury',
  'injured',
  'injure',
  'sprain',
  'sprained',
  'strain',
  'strained',
  'tore',
  'torn',
  'tear',
  'swollen',
  'swelling',
  'numb',
  'numbness',
  'tingling',
  'ache',
  'aches',
  'aching',
  'achy',
  'tweaked',
  'popped',
  'throbbing',
  'sciatica',
  'herniated',
  'tendinitis',
  'tendonitis',
  'bursitis',
  'dislocated',
  'fracture',
  'broke',
  'broken',
];
const painStems = painWords.map(stemWord);
const brokenBodyPart =
  /\b(broke|broken|fractured?)\b[^.?!]{0,25}\b(bones?|toes?|fingers?|thumbs?|wrists?|arms?|legs?|ribs?|nose|ankles?|foot|feet|hands?|collarbone|hip|elbows?|knees?|back|neck|shoulders?|heels?|shin|jaw)\b|\b(bones?|toes?|fingers?|thumbs?|wrists?|arms?|legs?|ribs?|nose|ankles?|foot|feet|hands?|collarbone|hip|elbows?)\b[^.?!]{0,25}\b(broke|broken|fractured?)\b/;
const achePattern = /^ach/;
// "pulled" alone is ambiguous ("pull-ups"); "pulled a muscle"/"pulled my back" is an injury.
// "Knee again 😩": a message that opens with a joint and 'again' reports it hurting again.
const jointAgain =
  /^\W*(my |the )?(knees?|back|shoulders?|hips?|ankles?|wrists?|neck|elbows?) again\b/;

const painPattern =
  /\b((?<!\b(stress|work|job|boss|heat|weather|humidity|kids|life|commute|traffic|hunger|cravings?|sweet tooth|sugar|snacking|appetite|diet|school|exams?|uni|money|deadlines?|sleep|insomnia|tiredness|the wait|weekends?|evenings?|nights?|mornings?|mondays?|fridays?|shifts?|takeaways?|portions?)( (at|from|for|in|of|with|every|after|before|during) (the |my )?[\w']+| lately| recently){0,3}( is| are| r|'s|s)? (really |honestly |literally |actually )?)killing me(?![^.?!]{0,12}\b(i )?(can barely|can only|can'?t (do|finish|manage|get)|barely (do|manage|get)))|(knees?|back|lower back|shoulders?|wrists?|hips?|ankles?|neck|elbows?|feet|foot|shins?|legs?|arms?) (kill|kills|killin|murder|murders|destroy|destroys) me|(knees?|back|ankles?|legs?|hips?)('s)? (keeps? )?(gives?|giving|gave) (out|way)|buckl\w*|(knees?|back|shoulders?|hips?|ankles?|wrists?|neck|elbows?|discs?|disks?|sciatica)('s| is| are| has| have)? (playing up|acting up|flar\w* up)|sharp|stabbing|shooting(?! (up|forward|back|out))|pins (and|n|&) needles|tennis elbow|golfer'?s elbow|clicks? and hurts?|pinch(es|ing|ed|y)?(?! of)|crick(ed)?|(can'?t|cannot|can not) (turn|move|lift|bend|straighten|raise) my (head|neck|arm|knee|back|leg|shoulder)|(killing|killin|wrecking|wreckin|destroying|murdering|messing up) my (knees?|back|lower back|shoulders?|wrists?|hips?|ankles?|neck|elbows?|feet|foot|shins?))\b|\b(bad|dodgy|weak|wonky|gammy|problem|injured|arthritic|sore|stiff|puffy|creaky|cranky|grumpy|niggly|niggling|temperamental) (knees?|back|shoulders?|wrists?|hips?|ankles?|neck|elbows?|hamstrings?|calf|calves|achilles)\b|\b(knee|back|shoulder|hip|ankle|wrist|neck|elbow) (problems?|issues?|trouble)\b|\b(knees?|(?<!upper )back|shoulders?|hips?|ankles?|wrists?|hands?|fingers?|thumbs?|knuckles?|neck|elbows?|heels?|achilles|foot|feet|shins?|ribs?|hamstrings?|calf|calves)\b[^.?!]{0,25}\b(sore|stiff|tender|puffy|weird|funny|off(?! the (floor|ground|bench|mat|bar|wall|box))|clicks?|clicking|cracks?|cracking|pops?|popping|locked|locking|twinges?|twinged|twinging|grinds?|grinding|grumpy|cranky|niggl\w*|grouchy|barking|complaining|moaning)\b|\b(back|neck)\b[^.?!]{0,25}\b(tight|tightness)\b|\b(felt|heard) a (pop|snap|tear)\b|\b(twing\w*|tweak\w*|went|pinch\w*)\b[^.?!]{0,12}\b(in|at) my (knees?|back|lower back|upper back|shoulders?|hips?|ankles?|wrists?|neck|elbows?|hamstrings?|groin|calf|calves)\b|\bbruis\w*|\b(dislocat\w*|sublux\w*)/;

const deniedPain =
  /\b(doesn'?t|does not|don'?t|do not|didn'?t|did not|isn'?t|is not|not|no|never|without|zero)\s+(really\s+|actually\s+|even\s+)?(hurt\w*|pain\w*|ach\w*|injur\w*)\b|\bpain[- ]?(free|less)\b|\b(scared|afraid|worried|nervous|frightened|terrified|fear\w*|avoid\w*|prevent\w*|without|(don'?t|do not) (want to|wanna)|not to)\s+(of\s+|about\s+)?(getting\s+|being\s+)?(hurt\w*|injur\w*)(\s+my(self)?)?\b|\b(what if|in case|so i don'?t|so that i don'?t|might|could|will i|would i)\b[^.?!,]{0,25}\b(get|getting|be)\s+(hurt|injured)\b|\b(or|else|otherwise) (you|u|i|we|ill|i'?ll|youll|you'?ll|u'?ll)( will| would| could| might)? (get (hurt|injured)|tear|pull|injure|hurt|snap|rip|break|wreck) (something|yourself|myself|a muscle|it|ur ?self)\b|\bhurts?\s+(my\s+)?(squats?|deadlifts?|bench|gains|progress|strength|recovery|results|performance|lifts?|lifting|training|bulk|cut|running|times?)\b/g;

/** The message without the pain it denies ("it doesn't hurt", "pain-free"). */
export function withoutDeniedPain(text: string): string {
  return text.replace(deniedPain, ' ');
}

const lowImpactPattern =
  /\b(upstairs|thin (floors?|ceilings?|walls)|no noise|silent(ly)?|without (making )?(any )?noise)\b|\b(baby|babies|kids?|toddler|partner|wife|husband|everyone|roommates?|flatmates?)( is| are|'s|s)? (asleep|sleeping|napping)\b|\b(no|not|without|don'?t want to) (get )?(sweat\w*|get sweaty)\b|\b(no|without|zero|avoid|not?)\s?(jump\w*|hops?|impact|noise|burpees?)\b|\b(low|lower)[- ]impact\b|\bquiet\b|\bneighbou?rs?\b|\bdownstairs\b|\bjoint[- ]friendly\b|\bgentle\b|\bapartment\b/;

function readDifficulty(text: string): number {
  if (
    /\b(easier|easy|gentle|gentler|simpler|lighter|light one|something light|beginner|less intense|not too (hard|intense)|too hard|too difficult|deload\w*|recovery (week|session|day))\b/.test(
      text,
    )
  )
    return -1;
  if (
    /\b(harder|tougher|more intense|challeng\w*|advanced|too easy|intense|brutal|killer)\b/.test(
      text,
    )
  )
    return 1;
  return 0;
}

function readAge(text: string): number | null {
  const match =
    // "At 10" or "at 12" is a clock time ("a presentation at 10"), not an age.
    /\b(?:i'?m|i am|im|age|aged|at(?=\s(?:1[3-9]|[2-9]\d))|turning|turned|after|over|past|beyond|older than)\s(\d{2})\b(?![:.]\d|\s?(am|pm|o'?clock|kg|kilos?|lbs?|pounds|min|mins|minutes|secs?|seconds|hours?|hrs?|days?|weeks?|months?|reps|sets|times|%|percent|calories|kcal|g\b|grams))/.exec(
      text,
    ) ??
    /\b(\d{2})\s?(years? old|yo|y\/o|yrs? old)\b/.exec(text) ??
    // "My granddaughter is 13", "my mum wants to start, she's 58": another's age, not the user's,
    // but the same question of age.
    /\b(?:son|daughter|kids?|child|children|granddaughter|grandson|niece|nephew|teen\w*|boy|girl|mum|mom|mother|dad|father|gran|grandma|grandad|grandpa|nan|wife|husband|partner|she|he)\b.{0,15}\b(?:is|'s|aged|turned|turning)\s(\d{2})\b(?!\s?(kg|kilos?|lbs?|pounds|min|mins|minutes|%|percent))/.exec(
      text,
    ) ??
    /\bin (?:my|his|her|their) (\d)0s\b/
      .exec(text)
      ?.map((digit, index) => (index === 1 ? `${digit}5` : digit));
  const age = match?.[1] ? Number(match[1]) : null;
  return age !== null && age >= 10 && age <= 110 ? age : null;
}

// "Get my focus back", "get my deposit back", "back to training", "back after 6 months off",
// "I'm back": back as a direction or a return, not a body part.
const backAsDirection =
  /\b(get|gets|getting|got|give|gives|giving|gave|want|wants|pay|paid|send|sent|take|took|win|won|bring|brought|hand|handed) (it|them|that|this|everything|(my|his|her|their|our|the) (money|deposit|cash|refund|stuff|things|keys|phone|card|fee|payment|life|confidence|mojo|motivation|energy|strength|fitness|gains|form|shape|routine|groove|streak|appetite|sleep)) back\b|\b(get|gets|getting|got|give|gives|giving|gave|pay|paid|call|text|write|come|comes|coming|came|go|going|went|bounce|bouncing|bring|bringing|put|be|being|was|am|i'?m|im|we'?re|were|it|focus|motivation|mojo|fitness|strength|routine|form|shape|energy|build|building|ease|easing|work|working|start|starting|ramp|ramping) back\b|\b(scan|results?|tests?|bloods?|x-?rays?|report|mri|dexa) (came )?back\b|\bback (off|to|into|on track|in shape|on it|at it|from|again|up|after|lifting|training|running|in the gym|at the gym|home|since|now|properly|in the day|then|when)\b|^back\b|\b(way|step|cut|scale|hold|holding|held|sit|sat|lean|leaning|laid|lay) back\b|\b(lying|lie|lay|laying|flat|sleep\w*|roll\w*)( down| flat)? on (my|your|the|her|his) back\b/g;

// A body part in an exercise's name ("sore from hip thrusts", "back squats", "knee raises"): the
// exercise, not the joint.
const partInExerciseName =
  /\b(hip|back|shoulder|chest|knee|calf|wrist|neck|toe|heel|ankle) (thrusts?|hinges?|extensions?|squats?|press(es)?|raises?|curls?|fl(y|ies|yes)|taps?|touch(es)?|bridges?|dips?|levers?|rows?|drives?|tucks?)\b/g;

/** The message without exercise names that hold a body part ("sore from hip thrusts"). */
export function withoutPartsInExerciseNames(text: string): string {
  return text.replace(partInExerciseName, ' ');
}

const joint =
  '(lower back|low back|back|neck|knees?|shoulders?|hips?|wrists?|elbows?|ankles?|arms?|hands?)';
const soreWords =
  '(sore|painful|hurts?|hurting|aching|achy|stiff|tight|pain\\w*|tweaked|niggl\\w*|injur\\w*|bad|dodgy|playing up|acting up|in a (cast|sling|splint|brace)|fractured|broken|surgery|op|operation|repair)';

// A part held still or just operated on ("arm in a sling after shoulder surgery", "cast on my
// right wrist", "meniscus trim 6 weeks ago"): an injury to protect, though nothing is said to hurt.
const immobilised =
  /\b(cast|sling|splint|moon boot|walking boot|crutches)\b|\b(surgery|op|operation|repair|reconstruction|trim)\b[^.?!]{0,30}\b(\d+|a|one|two|three|four|five|six|few|couple of) (days?|weeks?|wks?) ago\b|\b(\d+|a|one|two|three|four|five|six|few|couple of) (days?|weeks?|wks?) (ago|since|after|post)\b[^.?!]{0,30}\b(surgery|op|operation|repair|reconstruction)\b|\bpost[- ]?op\b|\b(after|since|from) (my |the |a )?(\w+ )?(surgery|operation)\b(?! (years?|ages|months))/;

/** A message without the joints it says hurt ("lower back a bit sore", "my bad knee"). */
function withoutSoreParts(text: string): string {
  return text
    .replace(new RegExp(`\\b${soreWords}\\s+${joint}\\b`, 'g'), ' ')
    .replace(new RegExp(`\\b${joint}\\b(?=[^.?!,]{0,20}\\b${soreWords}\\b)`, 'g'), ' ');
}

// Things, not bones, that break: "the broken heater", "my treadmill is broken".
const breakingThings = String.raw`heater|heating|boiler|shower|phone|screen|laptop|car|window|door|lock|tv|fridge|oven|washing machine|machines?|treadmill|bike|equipment|kit|scales?|watch|app|link`;
const brokenThing = new RegExp(
  String.raw`\bbroken (sleep|nights?|routine|streak|record|glass|promise|english|${breakingThings})\b|\b(${breakingThings}) (is|are|was|were|has|have|'s|s|got|went)( been| gone)? (broken|broke|bust)\b`,
  'g',
);

// A body part of someone else's, and what happened to it ("broke her hip", "his bad knee"), or
// a worry they get hurt ("is he gonna hurt himself").
const someoneElsesPart =
  /\b(he|she|they)('s| is| are)? (gonna|going to|will|might|could|would) (get )?(hurt|injure|injured)( (himself|herself|themselves))?\b|\b(hurt|hurts|injure|injures) (himself|herself|themselves)\b|\b((broke|broken|hurt|injured|sprained|fractured|tore|torn|did|pulled|twisted|dislocated|had|has) )?(her|his|their) (left |right |bad |dodgy |sore |new )?(hips?|knees?|back|ankles?|wrists?|shoulders?|neck|elbows?|legs?|arms?|feet|foot|hands?|hamstrings?|calf|calves)\b/g;

/** Reads a message's entities: duration, equipment, place, focus, body parts, impact, pain, age. */
export function extractEntities(message: string): MessageEntities {
  // "My friend broke her hip last winter": someone else's body, not the user's pain.
  const text = normalizeMessage(message).replace(someoneElsesPart, ' ');
  // "It doesn't hurt", "no pain", "pain-free": pain denied is not pain; and where pain or injury
  // is denied, stiffness is stiffness ("not injured or anything, just stiff").
  // "What's my injury risk?", "how to prevent injuries": about avoiding injury, not an injury.
  const withoutDenied = withoutDeniedPain(text).replace(
    /\b(injury|injuries) (risks?|prevention)\b|\b(risk|prevention) of (injury|injuries|getting (hurt|injured))\b|\bprevent(ing)? (an )?(injury|injuries)\b/g,
    ' ',
  );
  // "Broken sleep", "a broken night", "the broken heater": no bone broken; "broke student", "I'm
  // broke till payday": short of money.
  const said = (
    withoutDenied === text ? text : withoutDenied.replace(/\b(stiff\w*|tight\w*|creaky)\b/g, ' ')
  )
    .replace(brokenThing, ' ')
    // "Something that won't hurt it", "nothing that kills my knee": a limit asked for, not pain.
    .replace(
      /\b(won'?t|wont|doesn'?t|doesnt|wouldn'?t|wouldnt|not|nothing that|anything that|that won'?t)( \w+)? (hurt|aggravate|bother|irritate|upset)s? (it|them|that|my \w+|the \w+)\b/g,
      ' ',
    )
    // "Doesn't mixed grip tear ur bicep?", "can deadlifts hurt your back": a risk asked of
    // anyone, not pain of the user's.
    .replace(
      /\b(does|doesn'?t|doesnt|do|don'?t|dont|can|could|will|would|won'?t|wont|might|isn'?t|is)( \w+){1,4}? (tears?|rips?|hurts?|damages?|wrecks?|injures?|ruins?|destroys?|kills?|snaps?) (ur|your|yr|ones?|the|a|people'?s) \w+\b/g,
      ' ',
    )
    // "...or you will get injured": what someone warned of, not an injury.
    .replace(
      /\b(or|else|otherwise) (you|u|i|we)('ll| will| would| could)? (get|be) (injured|hurt)\b/g,
      ' ',
    )
    // "Broke up with my girlfriend": a relationship ended.
    .replace(/\b(broke|break|breaking) up\b|\bbroken up\b/g, ' ')
    .replace(
      /\b(i'?m|im|so|totally|pretty|proper|dead|flat|always|being|kinda|bit) broke\b|\bbroke (uni |college |university |grad )?(student|af|as hell|rn|right now|this month|at the moment|till|until|atm)\b/g,
      ' ',
    )
    .replace(backAsDirection, ' ');
  const words = splitWords(said.replace(/-/g, ' ')).map(stemWord);
  // "Get my focus back", "back to training", "back on track": back as a direction, not a body part.
  const bodyText = text.replace(backAsDirection, ' ').replace(partInExerciseName, ' ');
  const bodyParts = bodyPartWords
    .filter(([, pattern]) => pattern.test(bodyText))
    .map(([part]) => part);
  // An ache of a joint is pain; aching all over after training is soreness.
  const joints = bodyParts.filter(
    (part) => part !== 'hamstring' && part !== 'chest' && part !== 'calf',
  );
  // "Two days after my first workout my thighs hurt even more": muscles sore after training
  // (DOMS), not an injury, unless something says injury (sharp, swollen, a pop, a joint).
  const musclesSoreAfterTraining =
    joints.length === 0 &&
    /\b(thighs?|quads?|legs?|hamstrings?|hammies|glutes?|calves|calf|arms?|biceps|triceps|abs|stomach muscles|chest|bum|butt|muscles?|everything|whole body)\b/.test(
      text,
    ) &&
    /\b(after|since|from)\b[^.?!]{0,30}\b(workout|training|session|gym|class|(leg|arm|chest|back|push|pull|upper|lower) day|run|yesterday|(mon|tues|wednes|thurs|fri|satur|sun)day|last night|the other day|the weekend|this morning)\b|\b(days? ago|yesterday|first (proper |real )?(workout|session|time|class))\b/.test(
      text,
    ) &&
    !/\b(sharp|stabbing|shooting|swell\w*|swollen|bruis\w*|pop\w*|snap\w*|tear|torn|numb\w*|tingl\w*|pins (and|n|&) needles|joint|can'?t (move|walk|bend|straighten))\b/.test(
      text,
    );
  const hasPain =
    !musclesSoreAfterTraining &&
    (painPattern.test(said) ||
      jointAgain.test(text) ||
      words.some(
        (word) =>
          painStems.includes(word) &&
          (!achePattern.test(word) || joints.length > 0) &&
          // "My boiler broke": broken is an injury only of the body.
          (!/^broke/.test(word) || joints.length > 0 || brokenBodyPart.test(text)),
      ) ||
      /\bpulled (a|my)\b/.test(text) ||
      immobilised.test(text) ||
      // "Back of my thigh feels tight and kinda pulled".
      /\b(feels?|felt|feeling)( \w+){0,4} (pulled|strained|tweaked)\b/.test(text));
  const equipment = readEquipment(text);
  const refused = refusedExercises(text);
  return {
    minutes: readMinutes(text),
    equipment,
    preferEquipment: readPreferredKit(text, equipment, refused?.words ?? []),
    place: places.find((entry) => entry.pattern.test(text))?.place ?? null,
    // "Pull-up bar" and "push-up handles" name equipment, not an upper-body focus; a sore part
    // ("lower back a bit sore today, something gentle?") is what not to load, not the focus.
    focus:
      readFocus(
        (hasPain ? withoutSoreParts(bodyText) : bodyText)
          .replace(/\b(pull|chin|push)[- ]?ups? (bar|handles?)\b/g, ' ')
          // "A workout to burn belly fat": fat loss, which a core session does not spot.
          .replace(
            /\b(burn\w*|lose|losing|get rid of|shift|reduce|melt)( off)? (my |the |some )?(belly|stomach|tummy|gut|waist) ?fat\b|\b(belly|stomach|tummy) fat\b/g,
            ' ',
          ),
      ) ?? (!hasPain && readSplitDay(text) ? 'upper' : null),
    bodyParts,
    // "Lower back" is where a back hurts, not the back muscles a session trains.
    targetPatterns: hasPain ? [] : readTargetPatterns(bodyText.replace(/\blower back\b/g, ' ')),
    // "My doctor told me to lose weight": a doctor named is not a condition.
    // "The kids were ill all week": someone else's illness is not the user's condition.
    isMedical: medicalPattern.test(
      text
        .replace(/\b(my |the |a )?(doctor|gp|physician)('?s)?\b/g, ' ')
        .replace(
          /\b(kids?|children|son|daughter|wife|husband|partner|baby|mum|mom|dad|family|boyfriend|girlfriend|friend)('s)? (were|was|is|are|got|have been|has been|had been|being) (all )?(ill|sick|poorly|unwell)\b/g,
          ' ',
        ),
    ),
    splitDay: hasPain ? null : readSplitDay(text),
    lowImpact: lowImpactPattern.test(text),
    ...readPositionWords(text),
    difficulty: readDifficulty(text),
    hasPain,
    age: readAge(text),
    immobilised: immobilised.test(text),
    ...(refused ? { refusedWords: refused.words } : {}),
    warmUpFor: readWarmUpFor(text),
    forTwo: readForTwo(text),
    stateSaid: readStateSaid(text),
  };
}
