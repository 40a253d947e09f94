import type { SessionRequest } from '../../workouts/compose-session';
import type { CoachIntent } from '../coach-types';
import {
  findTopic,
  forgetSearches,
  injuryOnlyTerms,
  knowledgeVocabulary,
  searchKnowledge,
  type KnowledgeMatch,
} from '../knowledge/knowledge-index';
import { isRareTerm } from '../knowledge/term-statistics';
import { knowledgeTopics, stimulantTopicIds, type KnowledgeTopic } from '../knowledge/topics';
import { speaksOfTopicSubject } from '../knowledge/topic-subjects';
import {
  acknowledgementPattern,
  apologisesForDelay,
  asksAboutCoach,
  asksIfThere,
  asksToComeBack,
  asksWhatToAsk,
  farewellPattern,
  asksForLuck,
  asksForJoke,
  asksHowAreYou,
  judgesAnswer,
  saysBack,
  saysNothingYet,
  praisesCoach,
  sharesPersonalBest,
  thanksInPassing,
  withoutEmoji,
} from '../language/small-talk';
import { contentTerms, forgetNormalized, stemWord } from '../language/tokenize';
import { findMuscleAsked, type MuscleAsked } from '../tools/exercises-for-muscle';
import { asksPurpose, asksWorthOf } from '../tools/exercise-points';
import { asksSwapOf } from '../tools/exercise-swaps';
import { subjectFirst, vitaminNamed } from './subject-first';
import { judgesLossPace } from '../tools/personal-numbers-body';
import { asksAboutFood, findFood, isNamedTheSubject, type FoodMention } from '../tools/food-facts';
import { findAskedSupplement, type SupplementMention } from '../tools/supplement-facts';
import { forgetNamedExercises, type CoachExercise, type ExerciseMatcher } from './exercise-matcher';
import { exerciseAsked } from './exercise-asked';
import {
  asksAboutMore,
  asksBeyondMoving,
  asksHowToMove,
  asksOwnReadiness,
  topicBeyondMoving,
  asksTechniqueCue,
  isConfident,
  matchesOnlyNames,
  readsPainIn,
  termsBesideNames,
} from './exercise-or-topic';
import {
  askPattern,
  asksOwnResult,
  asksAdviceForOwn,
  asksOpinion,
  asksHowToDo,
  asksWhatToDo,
  chattyGreeting,
  everydayTask,
  fearsUndoing,
  greetingPattern,
  questionAfterGreeting,
  howToPattern,
  judgesOwnLift,
  injuryWords,
  kitPressesOnBody,
  lifeStageSaid,
  ownDataPattern,
  ownDataWords,
  comparesOwnWeight,
  toldWhenTheyTrain,
  ownFormPattern,
  ownPlanPattern,
  requestVerb,
  sleptLittle,
  asksWhetherToTrain,
  workoutNoun,
} from './message-patterns';
import {
  actionRequest,
  domainWords,
  hasDomainSignal,
  mostlyUnknownWords,
  offTopicPattern,
  petHealth,
  pointsBackAt,
  triviaQuestion,
  schoolworkRequest,
} from './scope';
import { sessionOf } from './session-of';
import { aboutTheLift, saysLiftStalls, stickingPoint, weakPhase } from './lift-weak-point';
import { asksWhichOfTwo, comparisonTitle, twoSides } from './which-of-two';
import { findVariantWith } from './exercise-variant';
import {
  brainWarning,
  darkUrineWarning,
  crisisWarning,
  cardiacWarningIn,
  onlyJointNoise,
  suggestsClot,
  suggestsTear,
  warningSignDuring,
} from './warning-signs';
import {
  extractEntities,
  withoutDeniedPain,
  withoutPartsInExerciseNames,
  type MessageEntities,
} from './extract-entities';
import {
  askedOwnData,
  asksAboutReported,
  statesOwnChange,
  asksPlanDays,
  asksOwnTargets,
  asksAboutMe,
  asksTrackedForm,
  fearsLosing,
  nutrientWords,
  asksWhyScaleMoved,
} from './own-data-question';

/** How a message leans on the previous turn. */
export type FollowUp =
  | 'why'
  | 'detail'
  | 'still'
  | 'easier'
  | 'harder'
  | 'shorter'
  | 'longer'
  | 'switch'
  /** "How many should I do?" after an exercise: its sets and reps for this user. */
  | 'dose'
  /** "Palms forward or facing in?" after an exercise: the technique cue it asks about. */
  | 'cue'
  | null;

/** What the coach understood of one message, in the light of the turn before it. */
export interface CoachFrame {
  intent: CoachIntent;
  /** The knowledge topic answered (topic intents). */
  topic: KnowledgeTopic | null;
  /** Further topics that matched nearly as well (offered as suggestions). */
  related: KnowledgeTopic[];
  /** The catalogue exercise the message (or the turn it follows up) is about. */
  exercise: CoachExercise | null;
  /** The session asked for (workout-request), without the user's defaults filled in. */
  session: Partial<SessionRequest> | null;
  /** The food asked about, when no knowledge topic is about it (answered from the food table). */
  food: FoodMention | null;
  /** The supplement asked about, when no knowledge topic is about it (the supplement table). */
  supplement: SupplementMention | null;
  /** The muscle the message asks exercises for ("best exercises for glutes"): the catalogue answers. */
  muscle: MuscleAsked | null;
  /** Asks what to do in the exercise's place, with no pain said ("instead of burpees"). */
  swap?: boolean;
  /** A session made from today's planned workout ("give me a 15 min version" after the plan). */
  fromTodaysWorkout?: boolean;
  /**
   * Out of scope for what it asks, whatever gym words frame it (a sum, a chore, trivia, an
   * errand): declined even as a follow-up, never read with the turn before.
   */
  farFromFitness?: boolean;
  /**
   * The follow-up as typed, when it is answered by the same topic as the turn before ("how much
   * sleep do i need | what if i can only get 6"): the answer leads with what it asks.
   */
  againAsked?: string;
  entities: MessageEntities;
  followUp: FollowUp;
  /** The normalised message. */
  text: string;
}

// Words that name a subject of the coach on their own ("nutrition advice", "sleep?").
const subjectWords: readonly [RegExp, KnowledgeTopic['intent']][] = [
  [/\b(nutrition|diet|eating|food|meals?|calories|macros)\b/, 'nutrition'],
  [/\b(recovery|rest|sleep|soreness|stretching|mobility)\b/, 'recovery'],
  [/\b(motivation|motivated|discipline|consistency|habits?)\b/, 'motivation'],
  [/\b(health|medical|safety|safe)\b/, 'health'],
  [/\b(training|fitness|exercise|workouts?|gym|strength|cardio|muscles?|lifting)\b/, 'training'],
];

// Words that say what a message is about whatever else it names: eating is nutrition, how the
// user feels about training is motivation, soreness is recovery.
const leanWords: readonly [RegExp, KnowledgeTopic['intent']][] = [
  // A setback said in so many words is about getting going again, whatever was eaten.
  [
    /\b(back on track|off track|fell off the wagon|off the wagon|ruined (it|everything)|blew it|messed (it )?up|start(ing)? (from zero|from scratch|all over)|feel like (garbage|rubbish|crap|a failure))\b/,
    'motivation',
  ],
  [
    /\b(eat|eating|ate|food|foods|meal|meals|snacks?|breakfast|lunch|dinner|diet|calories|carbs?|macros|fuel)\b/,
    'nutrition',
  ],
  [
    /\b(motivat\w*|demotivat\w*|demorali[sz]\w*|disheartened|dispirit\w*|deflated|unmotivated|give up|giving up|gave up|given up|quit(s|ting|ter|ters)?|bored|boring|embarrass\w*|silly|self[- ]conscious|intimidat\w*|lazy|can'?t be (bothered|arsed)|cba|not feeling it|pep talk|hype me( up)?|discourag\w*|frustrat\w*|(feel like|i'?m) a failure|(what'?s|whats) (even )?the point(?! of an? )|pointless|gutted|fell off|fall(en)? off|overwhelm\w*|can'?t stick|procrastinat\w*|too late)\b/,
    'motivation',
  ],
  [
    /\b(sore(?! throat)|soreness|doms|aches?|aching|achy|stiff|(?<!how )tight|tightness)\b/,
    'recovery',
  ],
];

// Not having eaten told as the cause ("hadnt eaten since lunch", "skipped breakfast", "on an
// empty stomach").
const notEatenTold =
  /\b(had ?n'?t|hadnt|have ?n'?t|havent|did ?n'?t|didnt|not) (eaten|eat|had (any )?(food|breakfast|lunch|dinner|anything))\b|\bskipped (breakfast|lunch|dinner|a meal|my meal)\b|\bempty stomach\b|\bnothing to eat\b/;

// Only a feeling of low energy today, nothing asked.
const feelsLowToday =
  /^((so|really|super|very|a bit|bit|kinda|soo+|feeling|feel|i'?m|im|just|pretty|proper|well|ugh|meh|honestly|coach)[,.!]? )*(tired|knackered|exhausted|shattered|drained|wiped( out)?|zonked|sluggish|lethargic|drained|low on energy|no energy)( and \w+)?( today| tonight| rn| right now| this (morning|evening|afternoon)| after work)[.! ]*$/;

// The topic a lean answers when none of its topics matches the message's words ("ugh cba today").
const leanDefaults: Partial<Record<KnowledgeTopic['intent'], string>> = {
  nutrition: 'healthy-eating-basics',
  motivation: 'no-motivation-today',
  recovery: 'doms-soreness',
};

// Asks for an exercise's harder or easier form ("harder version?", "too easy, anything harder").
// "Planks r too easy now whats next": the step up from the exercise, not the plan's next one.
const asksVariation =
  /\b(harder|easier|tougher|simpler|low[- ]impact|lower[- ]impact|knee[- ]friendly|joint[- ]friendly|quieter|no[- ]jump(ing)?) (version|variation|option|progression|alternative)s?\b|\btoo (easy|hard)\b[^.?!]{0,40}\b(harder|easier|what'?s next|whats next|what now|now what|next step)\b/;

/** The topic of the intent a message leans to by its words, its best match of that intent. */
function leanTopic(text: string): KnowledgeMatch | null {
  // "Tired today", "knackered rn": how they feel about today's session, which the low-motivation
  // day answers (a shorter, easier session); tiredness that lasts is the health topic's.
  const lowToday = findTopic('no-motivation-today');
  if (feelsLowToday.test(text) && lowToday)
    return { intent: 'motivation', topic: lowToday, score: 0, matchedTerms: [], keyTerms: [] };
  const intent = leanWords.find(([pattern]) => pattern.test(text))?.[1];
  if (!intent) return null;
  // "Glutes sore from hip thrusts": soreness, not the hips.
  const best = searchKnowledge(withoutPartsInExerciseNames(text), 5, intent).find(
    (match) => !match.topic || speaksOfTopicSubject(match.topic.id, text),
  );
  if (best) return best;
  const fallback = findTopic(leanDefaults[intent] ?? '');
  return fallback ? { intent, topic: fallback, score: 0, matchedTerms: [], keyTerms: [] } : null;
}

function subjectTopic(text: string, matches: readonly KnowledgeMatch[]): KnowledgeTopic | null {
  const intent = subjectWords.find(([pattern]) => pattern.test(text))?.[1];
  if (!intent) return null;
  return (
    matches.find((match) => match.topic?.intent === intent)?.topic ??
    knowledgeTopics.find((topic) => topic.intent === intent) ??
    null
  );
}

/** Whether a topic's title names a food or supplement (by its stemmed words). */
function isTopicAbout(match: KnowledgeMatch, alias: string, text = ''): boolean {
  const about = new Set(contentTerms(match.topic?.title ?? ''));
  const keywords = new Set(match.topic?.keywords.flatMap((keyword) => contentTerms(keyword)) ?? []);
  const words = alias.split(' ').map((word) => stemWord(word));
  // "Does beer kill gains?": a topic keyed on beer (alcohol and recovery) is about it too.
  return (
    words.every((word) => about.has(word)) ||
    // Not for a choice between foods ("rice or potatoes"), which the food table compares.
    (match.keyTerms.length >= 2 &&
      !/\b\w+ or \w+/.test(text) &&
      words.every((word) => keywords.has(word)))
  );
}

function frame(
  text: string,
  entities: MessageEntities,
  fields: Partial<CoachFrame> & { intent: CoachIntent },
): CoachFrame {
  return {
    topic: null,
    related: [],
    exercise: null,
    session: null,
    food: null,
    supplement: null,
    muscle: null,
    followUp: null,
    ...fields,
    entities,
    text,
  };
}

// "Remind me what I weighed last time": asks to be told again, not for a reminder.
const recallRequest =
  /\b((can|could|would) (you|u) (please )?|please )?remind me\b,?\s*(?=(what|whats|what's|how|when|which|where|who|of|about|again)\b)/g;

// Words that say an age, not what is asked about at it.
// Words that say an age, or that any question about training at an age is made of ("how many
// days a week", "build muscle"), not what else is asked about at it.
const ageTerms = new Set(
  [
    'age old older elderly senior year years aged teen teenager young',
    'howmany howmuch how many much often day days week weeks time times long',
    'build muscle muscles strength strong lift lifting weight weights train training exercise',
    'workout gym fit fitness start',
  ]
    .join(' ')
    .split(' ')
    .map(stemWord),
);

// "What's a dead bug and how do I do it?": what an exercise is and how to do it.
// "I walk the dog an hour every day, does that count as exercise?", "is 20 min a day enough":
// whether something done counts, is enough or is good is a question, not a request for a session.
const asksJudgement =
  /\b(is|was|are|does|do|did|will|would|can|could) (that|this|these|those)\b|\b(is|was|does|do|will|would) it (really |actually |still |even )?(count|enough|good enough|ok|okay|any good)\b|\b(count|counts|counted) (as|towards?|for)\b|\b(enough|good enough|worth it)\b\s*\??\s*$/;
// "I walk the dog an hour every day", "i swim 45 mins 3 times a week": a habit told, not a session
// asked for.
const reportsHabit =
  /\b(i|we) (usually |normally |already |always )?(walk|run|jog|swim|cycle|bike|ride|row|do|go|train|lift|hike|dance|play)\b[^.?!]{0,40}\b((every|each|a|per) (day|morning|evening|night|week|weekday)|daily|most days|times a week|(\d|once|twice) a week)\b/;
/** A habit told with no session asked beside it ("i walk every day, 20 min home workout please"). */
function toldHabitOnly(text: string): boolean {
  return (
    reportsHabit.test(text) &&
    !(workoutNoun.test(text) && (requestVerb.test(text) || /\b(please|pls|plz)\b/.test(text)))
  );
}
const asksWhatItIsAndHow = /\bwhat('?s| is) an? [\w -]{2,30}\b(and )?how (do|to|should) (i|you)\b/;

/**
 * "Good morning! What exercises have I got today?": a question after the hello, which it
 * answers; not more small talk ("hi there! what can you do?", "hey! how are you?").
 */
function asksBeyondHello(text: string): boolean {
  const asked = questionAfterGreeting(text);
  return (
    asked !== null &&
    !greetingPattern.test(asked) &&
    !asksWhatToAsk.test(asked) &&
    !asksAboutCoach.test(asked) &&
    !asksHowAreYou.test(asked)
  );
}

/** The stemmed words of a topic's title, questions and keywords. */
function topicWords(topic: KnowledgeTopic | null): ReadonlySet<string> {
  return new Set(
    topic ? contentTerms([topic.title, ...topic.questions, ...topic.keywords].join(' ')) : [],
  );
}

// "...whats on todays workout so i can plan dinner around it": why they ask, not what.
function withoutPurpose(text: string): string {
  const purpose = /,?\s+so (that )?(i|we) (can|could|know how to|know when to)\b[^?]*\??$/.exec(
    text,
  );
  if (!purpose) return text;
  const asked = text.slice(0, purpose.index);
  return contentTerms(asked).length >= 2 &&
    /\b(what|whats|what's|how|when|which|should|can|is|are|do|does)\b/.test(asked)
    ? asked
    : text;
}

// Understanding is pure, and a conversation re-reads its last turns on every reply: recent
// readings are kept per catalogue matcher (the most recent 2,000 messages).
let readings = new WeakMap<ExerciseMatcher, Map<string, CoachFrame>>();
const readingsKept = 2000;

/**
 * Forgets the kept readings, and the searches, normalised texts and exercise names under them
 * (benchmarks measure the reading of a new message).
 */
export function forgetReadings(): void {
  readings = new WeakMap();
  forgetSearches();
  forgetNormalized();
  forgetNamedExercises();
}

/** Understands a message on its own: intent, topic, exercise and session asked for. */
export function understandAlone(message: string, matcher: ExerciseMatcher): CoachFrame {
  let kept = readings.get(matcher);
  if (!kept) {
    kept = new Map();
    readings.set(matcher, kept);
  }
  const known = kept.get(message);
  if (known) {
    // Most recently used last, so the oldest reading is the first to go.
    kept.delete(message);
    kept.set(message, known);
    return known;
  }
  const frame = asProductQuestion(readAlone(message, matcher));
  kept.set(message, frame);
  if (kept.size > readingsKept) {
    const oldest = kept.keys().next().value;
    if (oldest !== undefined) kept.delete(oldest);
  }
  return frame;
}

// Topics about the product itself, not training: the account and its privacy, the app's look,
// reminders, the coach's replies and memory.
const productTopics = new Set([
  'app-account-settings',
  'app-privacy',
  'app-theme',
  'app-reminders',
  'app-progress-photos',
  'app-rate-answers',
  'app-coach-memory',
]);

// The app's settings a message can name, with the app topic that answers each.
const productSettings: readonly [RegExp, string][] = [
  [/\b(reminders?|remind me to|notifications?|notify me|push alerts?)\b/, 'app-reminders'],
  [
    /\b(dark|light|night) (mode|theme)\b|\b(change|switch|set|pick) (the |my )?(app'?s? )?(theme|colou?rs?)\b|\bcolou?r (scheme|theme)\b|\bapp (theme|colou?rs?)\b/,
    'app-theme',
  ],
];

/**
 * A question about the product itself ("is there a dark mode", "who can see my progress photos",
 * "that answer was useless") is talk about the app and the coach, not training advice, though its
 * topic is filed with the training ones.
 */
function asProductQuestion(frame: CoachFrame): CoachFrame {
  return frame.topic && productTopics.has(frame.topic.id) && frame.intent === 'training'
    ? { ...frame, intent: 'greeting' }
    : frame;
}

// "Is 6 hours of sleep hurting my gains?", "does skipping breakfast hurt my progress": harm to
// a result, not pain in the body.
// So is "is my body broken?" about a stalled scale, and "is my metabolism damaged?".
const hurtsResult =
  /\b(hurt|hurts|hurting|kill|kills|killing|ruin|ruins|ruining|wreck\w*|harm\w*|damag\w*|sabotag\w*) (all )?(my|your|the|our|me|ur) (gains|progress|results?|fat loss|weight loss|goals?|chances|performance|lifts|numbers|strength gains|muscle growth|bulk|cut|diet|metabolism|testosterone|recovery|sleep|motivation)\b|\b(is )?my (body|metabolism) (is )?(just |simply )?(broken|broke|damaged|wrecked|faulty)\b/g;

/** The entities with no pain said when the only hurt is to a result ("hurting my gains"). */
function withoutFigurativePain(text: string, entities: MessageEntities): MessageEntities {
  if (!entities.hasPain || entities.bodyParts.length > 0 || !hurtsResult.test(text))
    return entities;
  hurtsResult.lastIndex = 0;
  const painless = extractEntities(text.replace(hurtsResult, 'affect my results'));
  return painless.hasPain ? entities : { ...entities, hasPain: false };
}

// Asks what or how much to eat or drink.
const asksFood =
  /\b(eat|eating|food|foods|drink|drinking|protein|carbs?|calories|breakfast|lunch|dinner|meals?|snacks?)\b/;

// Words of a lift under a bar: a load, a percentage, a max ("heavy squats", "squat at 80%").
const barLoad =
  /\b(heavy|barbell|bar|rack|plates?|belt|1 ?rm|one rep max|rep max|max|pr|pb|rpe ?\d*|rir ?\d*|singles?|doubles?|triples?|top sets?|back-?off sets?|meet|comp)\b|\d ?(kg|kgs|kilos?|lbs?)\b|\d ?(%|percent)/;

/**
 * The exercise a message means: a bodyweight one named by its movement alone ("squats") is the
 * barbell lift when the message loads it ("heavy squats", "5s at 80%"), if the catalogue has it.
 */
function loadedVariant(
  exercise: CoachExercise | null,
  text: string,
  matcher: ExerciseMatcher,
): CoachExercise | null {
  if (!exercise || !barLoad.test(text)) return exercise;
  const bodyweight = exercise.equipment.every((item) => /bodyweight/i.test(item));
  if (!bodyweight) return exercise;
  // Only when the name said is the movement's plain name ("squat"), not the bodyweight one's own.
  if (/\b(bodyweight|air|body weight|no weight)\b/.test(text)) return exercise;
  const variant = findVariantWith(exercise, 'Barbell', matcher.exercises);
  // The same lift under a bar: every word of its name but "bodyweight" ("Bulgarian split squat"
  // is no back squat).
  const words = exercise.name
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== 'bodyweight');
  const same = variant && words.every((word) => variant.name.toLowerCase().includes(word));
  return same ? variant : exercise;
}

function readAlone(message: string, matcher: ExerciseMatcher): CoachFrame {
  const text = withoutPurpose(message.replace(recallRequest, ''));
  const entities = withoutFigurativePain(text, extractEntities(text));
  // "No pull-up bar at my place": kit said to be missing names no exercise asked about.
  const named = exerciseAsked(
    text.replace(
      /\b(no|without|don'?t have|do not have|haven'?t got|dont have)( a| an| any)? (pull-?up|chin-?up|dip|squat|bench) (bar|station|rack|press bench)\b/g,
      ' ',
    ),
    matcher,
  );
  // "Squats done, can I train legs again tomorrow?", "post squat day chocolate milk": an exercise
  // already done is the message's context, not what it asks how to do.
  const doneWith =
    named !== null &&
    !entities.hasPain &&
    (/\b(?<!(never|not|haven'?t|havent|not yet|never been) )(done|finished|completed)\b|\b(just did|just finished|post[- ]|after (my |the |doing |today'?s |a |some )?)\b/.test(
      text,
    ) ||
      // "Yesterday I walked a long time and today my legs are very sore": soreness after it.
      /\b(sore|soreness|aching|achy|doms)\b/.test(text)) &&
    !asksHowToDo.test(text) &&
    !/\b(form|technique|muscles?|work(s|ed)?|feel|felt|fix|doing (it |them |this )?wrong|kept|keeps|stop (that|it|this)|round\w*|cav\w*)\b/.test(
      text,
    );
  const exercise = doneWith ? null : loadedVariant(named, text, matcher);
  const terms = contentTerms(text);
  // "My plan says 30% protein, how many grams is that?" asks about food, not the workouts.
  const asksNutrients = nutrientWords.test(text);
  const aboutInjury =
    entities.hasPain ||
    entities.isMedical ||
    /\b(avoid|careful|injur\w*|diagnos\w*|impinge\w*|tears?|torn|strain\w*|sprain\w*|hurts?|rehab\w*)\b/.test(
      text,
    );
  // Pain denied is left out of the search, but preventing injury is a subject of its own.
  // So is the fear of getting injured, with no body part named ("scared of getting injured
  // lifting heavy").
  const preventsInjury =
    /\b(prevent\w*|avoid\w*|reduc\w*|lower\w*) (an |my |the )?(injur\w*|getting (hurt|injured))\b/.test(
      text,
    ) ||
    // "You must stretch before exercise or you will get injured": a claim about preventing it.
    /\b(or|else) (you|u|i|we)('ll| will| would| could)? (get|be) (injured|hurt)\b/.test(text) ||
    (/\b(scared|afraid|worried|nervous|frightened|fear\w*) (of|about) (getting |being )?(injur\w*|hurt(ing)? (myself|me))\b/.test(
      text,
    ) &&
      entities.bodyParts.length === 0);
  // The first 24 matches: the topics are read from the first 12, a far-from-fitness example from
  // all of them (below).
  const deepMatches = searchKnowledge(preventsInjury ? text : withoutDeniedPain(text), 24);
  const matches = subjectFirst(
    deepMatches
      .slice(0, 12)
      .filter((match) => !match.topic || speaksOfTopicSubject(match.topic.id, text)),
    { text, exercise, isMedical: entities.isMedical },
  );
  const top = matches[0];
  const topicMatches = matches.filter((match) => match.topic !== null);
  const related = topicMatches
    .slice(1, 3)
    .map((match) => match.topic)
    .filter((topic): topic is KnowledgeTopic => topic !== null);
  const bestTopic = topicMatches[0];
  const withTopic = (intent: CoachIntent, match = bestTopic) =>
    frame(text, entities, { intent, topic: match?.topic ?? null, related, exercise });

  // "Sudden really bad headache in the middle of my rows, worst ever", "my face drooped and my arm
  // went weak": bleeding or a stroke, an emergency whatever else the message says.
  const emergency = findTopic('sudden-severe-headache-or-stroke-signs');
  // "Honestly don't see the point of anything anymore": support first, whatever else is asked.
  const crisis = findTopic('crisis-support');
  if (crisisWarning.test(text) && crisis)
    return frame(text, entities, { intent: 'health', topic: crisis, related });
  if (brainWarning.test(text) && emergency)
    return frame(text, entities, { intent: 'injury', topic: emergency, related });
  // "Still super sore n swollen and my pee is kinda dark brown, is that normal doms": possibly
  // muscle breakdown, urgent whatever else is asked.
  const rhabdo = findTopic('dark-urine-after-training');
  if (darkUrineWarning.test(text) && rhabdo)
    return frame(text, entities, { intent: 'health', topic: rhabdo, related });
  // "Ive lost like 2 kilos in a month is that even good": the pace judged (a personal number),
  // with how fast weight comes off.
  const pace = findTopic('how-long-to-lose-weight');
  if (judgesLossPace(text) && !entities.hasPain && pace)
    return frame(text, entities, { intent: 'nutrition', topic: pace, related });
  // "38f pretty sure im perimenopausal, joints ache more... cardio or weights?": the menopause
  // topics answer, training itself when training is asked, else the nearest by its words.
  // Not "can u make me a 25 min band workout for my bones? menopause...", which asks for a session.
  if (
    lifeStageSaid.test(text) &&
    !entities.hasPain &&
    !symptomSaid.test(text) &&
    !(requestVerb.test(text) && workoutNoun.test(text))
  ) {
    const asksTraining =
      /\b(train\w*|workouts?|exercis\w*|cardio|weights|lift\w*|gym)\b/.test(text) &&
      !/\b(eat\w*|diet|food|calories|protein|sleep\w*)\b[^.?!]*\?/.test(text);
    const stage = asksTraining
      ? findTopic('menopause')
      : (deepMatches.find((match) => match.topic && /^menopause/.test(match.topic.id))?.topic ??
        findTopic('menopause'));
    if (stage) return frame(text, entities, { intent: stage.intent, topic: stage, related });
  }
  // "Knee is twinging, which of today's exercises should I go easy on?": today's workout against
  // the part that hurts.
  if (
    entities.hasPain &&
    entities.bodyParts.length > 0 &&
    /\b(which|what|any)( ones?| exercises?| moves?)? (of|in|from|on) (today'?s|tonight'?s|my|the) (workout|session|exercises|moves|plan|training)\b|\b(today'?s|tonight'?s) (workout|session|exercises|moves|plan)\b[^.?!]{0,40}\b(go easy|easy on|careful|avoid|skip|swap|modify|change|lighter)\b/.test(
      text,
    )
  )
    return frame(text, entities, { intent: 'workout-plan' });
  // "BP was 150/95 at work today, should I skip my workout tonight?", "bp was high this morning,
  // shud i still work out": today's reading against training, with the thresholds to stop.
  const reading = findTopic('high-blood-pressure-reading-today');
  if (
    reading &&
    /\b(bp|blood pressure)\b/.test(text) &&
    // "My bp is high" with nothing about today tells the condition, not a reading.
    (/\b\d{2,3} ?\/ ?\d{2,3}\b|\b(bp|blood pressure|reading|it) (was|came out|read|showed|measured)( \w+){0,2} (high|higher|up|raised|elevated|through the roof)\b|\b(bp|blood pressure|reading|it) is( \w+){0,2} (high|higher|up|raised|elevated|through the roof) (today|tonight|this morning|this evening|right now|now|at the moment|atm)\b/.test(
      text,
    ) ||
      /\b(high|raised|elevated) (bp|blood pressure) (reading|this morning|today|tonight)\b/.test(
        text,
      )) &&
    /\b(skip|train|work ?out|exercise|gym|walk|run|lift|session|go)\b/.test(text) &&
    !/\b(after|during|post|following)[- ](my |the |a |an |each |every )?(exercise|workout|training|session|run|walk|gym|class|set)\b/.test(
      text,
    )
  )
    return frame(text, entities, { intent: 'health', topic: reading, related });
  // "Had a takeaway last night and the scales up 1.5kg this morning", "its UP 1kg after a whole
  // week of working out": a day-to-day jump on the scale, which water and salt explain (a big
  // meal's topic when one is named), whatever else the story says.
  const jump = scaleJumped(text) && !entities.hasPain && !named;
  const bigMeal = findTopic('one-big-meal');
  const waterWeight = findTopic('water-weight-fluctuations');
  if (jump && bigMeal && bigMealTold.test(text))
    return frame(text, entities, { intent: 'nutrition', topic: bigMeal, related });
  if (jump && waterWeight)
    return frame(text, entities, { intent: 'nutrition', topic: waterWeight, related });
  // "Felt something pop near my armpit on bench, now bruising and pushing feels weak": a possible
  // tear, for a doctor, never "lighter" training.
  const tear = findTopic('suspected-tear');
  if (suggestsTear(text) && tear)
    return frame(text, entities, { intent: 'injury', topic: tear, related });
  // "Slept like 4 hrs, heavy squats on the plan, go for it or nah": whether to train after a
  // short night, whatever the exercise (the topic keeps it in the frame).
  const poorSleep = findTopic('training-after-poor-sleep');
  if (poorSleep && !entities.hasPain && sleptLittle.test(text) && asksWhetherToTrain.test(text))
    return frame(text, entities, { intent: 'recovery', topic: poorSleep, exercise, related });
  // "Left calf swollen, warm and achy since my long flight, should I foam roll it?": a possible
  // clot, for a doctor today, never massage or stretching.
  const clot = findTopic('suspected-dvt');
  if (suggestsClot(text) && clot)
    return frame(text, entities, { intent: 'injury', topic: clot, related });
  // "My heart was pounding doing the band rows just now, do I keep going?": a warning sign during
  // exercise is answered with stopping first, whatever else the message says.
  // "Got really lightheaded halfway thru my workout earlier, hadnt eaten since lunch": dizziness
  // with its cause told, and no sign of the heart, is the dizziness topic (eat before training).
  const dizzyUnfed = findTopic('dizziness');
  if (
    warningSignDuring(text) &&
    dizzyUnfed &&
    notEatenTold.test(text) &&
    !/\b(chest|heart|palpitat\w*|breath\w*|faint(ed)?|passed out|blacked out)\b/.test(text)
  )
    return frame(text, entities, { intent: 'health', topic: dizzyUnfed, related });
  if (warningSignDuring(text)) {
    const sign = findTopic(
      /\bchest\b/.test(text) ? 'chest-pain-exercise' : 'warning-signs-during-exercise',
    );
    if (sign) return frame(text, entities, { intent: 'injury', topic: sign, related, exercise });
  }

  // A teenager's supplement or diet question ("im 15 can i take creatine", "my 15 yo son wants to
  // cut for wrestling, how many calories"): the teen topics, never an adult's dose or deficit.
  const teenTopic =
    entities.age !== null && entities.age < 18 && !entities.hasPain && !exercise
      ? findAskedSupplement(text) || teenSupplementWords.test(text)
        ? findTopic('teen-supplements')
        : teenDietWords.test(text)
          ? findTopic('teen-athlete-energy')
          : null
      : null;
  if (teenTopic) return frame(text, entities, { intent: 'nutrition', topic: teenTopic, related });

  // "C-section 8 weeks ago, can I do sit-ups?": whether an exercise is all right after giving
  // birth gets the return-after-birth advice (core work: the pregnancy and postpartum core topic);
  // how to do it ("cleared by my GP, how do I do dead bugs?") and a session asked for are answered
  // as usual.
  if (
    exercise &&
    !entities.hasPain &&
    postpartumSaid.test(text) &&
    !asksHowToDo.test(text) &&
    !asksHowToMove(text) &&
    !requestVerb.test(text) &&
    entities.minutes === null
  ) {
    const afterBirth = findTopic(
      exercise.pattern === 'core' || /\b(abs?|core|crunch\w*|sit[- ]?ups?|planks?)\b/.test(text)
        ? 'core-in-and-after-pregnancy'
        : 'postpartum-return',
    );
    if (afterBirth)
      return frame(text, entities, { intent: 'health', topic: afterBirth, related, exercise });
  }
  // "What can I do instead of burpees?", "alternative to bench press": other exercises that train
  // the same thing (pain on it goes to the pain answers, which offer their own).
  if (exercise && !entities.hasPain && !entities.isMedical && asksSwapOf(text, exercise))
    return frame(text, entities, { intent: 'exercise-technique', exercise, related, swap: true });
  // "What's the point of dead bugs?", "what are bird dogs good for?": what the exercise does (its
  // how-to leads with it), not a topic that shares a word of its name.
  if (
    exercise &&
    !entities.hasPain &&
    !entities.isMedical &&
    (asksPurpose.test(text) || asksWorthOf(text, exercise)) &&
    !/\bwhat (do|does|should|can|could) (i|we|you|u)( \w+)? do\b/.test(text)
  )
    return frame(text, entities, { intent: 'exercise-technique', exercise, related });

  // Small talk is read without its emoji ("cheers, that's exactly what i needed 🙏").
  const plain = withoutEmoji(text);
  if (
    acknowledgementPattern.test(plain) ||
    farewellPattern.test(plain) ||
    // "Morning!! anything on for me today?": a hello before the day's plan, which answers it.
    (greetingPattern.test(text) &&
      terms.length <= 2 &&
      !asksBeyondHello(plain) &&
      !howToPattern.test(text) &&
      // "Done with my workout" names the plan's session as news, not as a question.
      !(ownPlanPattern.test(text) && !/\b(done|finished)\b/.test(text))) ||
    chattyGreeting(text, terms.length) ||
    asksWhatToAsk.test(text) ||
    (asksAboutCoach.test(plain) && !asksAboutMe.test(text)) ||
    asksIfThere.test(plain) ||
    asksToComeBack.test(text) ||
    thanksInPassing(plain) ||
    saysBack.test(plain) ||
    (asksHowAreYou.test(plain) && terms.length <= 6) ||
    saysNothingYet.test(plain) ||
    apologisesForDelay.test(plain) ||
    (asksForLuck.test(plain) && !plain.includes('?')) ||
    // A joke about training (a general one is off topic).
    (asksForJoke.test(plain) && domainWords.test(text)) ||
    // News of a best, nothing asked beside it ("can i just ignore it, i literally pr'd" asks).
    (sharesPersonalBest.test(text) &&
      !text.includes('?') &&
      !/\b(can|should|could|would|will|do|does|is|am) (i|it|that|this|you|u)\b|\b(how|what|why|when)\b/.test(
        text,
      )) ||
    // "Ur actually helpful ty", "that was really useful thanks": praise, thanked in kind.
    (praisesCoach.test(plain) && !plain.includes('?') && terms.length <= 6)
  ) {
    return frame(text, entities, { intent: 'greeting' });
  }
  // "Can you text me reminders?", "can i turn off notifications", "can i change the colour
  // scheme": the app's settings, answered by their app topic, before anything the words search to.
  const setting = productSettings.find(([pattern]) => pattern.test(text))?.[1];
  const settingTopic = setting ? findTopic(setting) : null;
  if (settingTopic && !entities.hasPain && !exercise) {
    return frame(text, entities, { intent: 'greeting', topic: settingTopic });
  }
  // "That answer was useless": sorry, how to rate replies, and what helps the coach do better.
  const rateAnswers = findTopic('app-rate-answers');
  if (judgesAnswer.test(plain) && !praisesCoach.test(plain) && !entities.hasPain && rateAnswers) {
    return frame(text, entities, { intent: 'greeting', topic: rateAnswers });
  }
  // Chest tightness or pressure on exertion, or an aching left arm: a heart warning sign comes
  // first, whatever else the message asks ("should I just walk more slowly?").
  const chestPain = findTopic('chest-pain-exercise');
  // "Got asthma and my chest gets tight when I run": with asthma named and only tightness (no
  // pain, pressure, arm or jaw), the asthma answer: reliever, warm-up, when to see the doctor.
  const asthmaTightness =
    /\b(asthma\w*|inhaler|wheez\w*)\b/.test(text) &&
    !/\b(pain\w*|pressure|squeez\w*|heavy|heaviness|arm|jaw|faint\w*|dizz\w*)\b/.test(text);
  const asthma = findTopic('asthma');
  if (cardiacWarningIn(text) && asthmaTightness && asthma) {
    return frame(text, entities, { intent: 'health', topic: asthma, related });
  }
  if (cardiacWarningIn(text) && chestPain) {
    return frame(text, entities, { intent: chestPain.intent, topic: chestPain, related });
  }
  // A chore or a sum with the body, an exercise or what it burns in it ("carrying laundry upstairs
  // hurts my back", "calories burned doing laundry") is the coach's.
  const choreAboutFitness =
    entities.hasPain ||
    exercise !== null ||
    entities.bodyParts.length > 0 ||
    /\b(calori\w*|kcal|burn\w*|counts? as|exercis\w*|work ?outs?|training|runs?|running|steps|membership)\b/.test(
      text,
    );
  if (
    actionRequest.test(text) ||
    petHealth.test(text) ||
    triviaQuestion.test(text) ||
    (schoolworkRequest.test(text) && !domainWords.test(text)) ||
    (everydayTask.test(text) && !choreAboutFitness)
  )
    return frame(text, entities, { intent: 'out-of-scope', farFromFitness: true });
  if (
    offTopicPattern.test(text) &&
    !domainWords.test(text) &&
    !hasDomainSignal(entities, exercise) &&
    // "With high blood pressure, is digging in the garden ok?": a condition makes it health.
    !entities.isMedical
  ) {
    // "Can you recommend a good laptop" is declined even after a fitness answer; "what about
    // with my dog?" points back at it and may be read with it.
    const pointsBack = pointsBackAt.test(text);
    // "My dog keeps jumping on me" after lunges tells the story of the question before; only a
    // question or request of its own is far from it.
    const asksOfItsOwn =
      /\?|\b(what|whats|what's|who|where|when|which|how|why)\b|\b(can|could|would|will|do|does|should|is|are) (you|u|i|it|there)\b|^((ok|okay|cool|and|but|so|great|thanks|nice|right|also|anyway)[,!.]? )*(tell|recommend|any|best|give|write|show|find)\b|\b(unrelated|off[- ]topic|random question)\b/.test(
        text,
      );
    return frame(text, entities, {
      intent: 'out-of-scope',
      farFromFitness: asksOfItsOwn && !pointsBack,
    });
  }
  // "When should I plant tulip bulbs?": words the coach has no knowledge of, and nothing of
  // fitness, food, health or the user's own data.
  if (
    mostlyUnknownWords(terms, text) &&
    !hasDomainSignal(entities, exercise) &&
    !entities.isMedical &&
    findFood(text) === null &&
    !findAskedSupplement(text) &&
    askedOwnData(text) === null
  ) {
    return frame(text, entities, {
      intent: 'out-of-scope',
      farFromFitness: !pointsBackAt.test(text),
    });
  }
  // "Whats the best dehumidifier for a damp garage, budget about £150": shopping for a thing the
  // coach knows no word of, with nothing of fitness around it.
  const shopsFor =
    /\b(best|cheapest|good|decent|which|recommend(?: me)?(?: an?)?)\s+([a-z]{4,})\b/.exec(
      text,
    )?.[2];
  if (
    shopsFor &&
    /\b(buy|buying|budget|price|cost|cheap\w*|afford\w*)\b|[£$€]/.test(text) &&
    !knowledgeVocabulary().has(stemWord(shopsFor)) &&
    !domainWords.test(text) &&
    !exercise
  ) {
    return frame(text, entities, { intent: 'out-of-scope' });
  }
  if (asksOwnResult.test(text) && !entities.hasPain && !fearsLosing.test(text))
    return frame(text, entities, { intent: 'progress' });
  // "My knee clicked on the box squats, doesn't hurt though": a noisy joint, whatever the
  // exercise; with pain it is the exercise's pain, below.
  const noisyJoints = findTopic('clicking-joints');
  if (onlyJointNoise(text) && !entities.hasPain && entities.minutes === null && noisyJoints)
    return frame(text, entities, {
      intent: noisyJoints.intent,
      topic: noisyJoints,
      exercise,
      related,
    });
  // "Incline or flat bench for upper chest, which hits it more?", "plank or dead bugs, which is
  // better for my core?": a choice between two, which a topic written as that comparison answers
  // with its verdict, before any how-to of one side or the plan that holds both.
  // Not the user's own records ("whats my worse lift form wise, squat or deadlift?").
  const sides =
    asksWhichOfTwo(text) && askedOwnData(text) === null && !asksTrackedForm(text)
      ? twoSides(text)
      : null;
  const comparison = sides
    ? topicMatches.slice(0, 3).find(
        (match) =>
          match.topic !== null &&
          comparisonTitle.test(match.topic.title) &&
          // Both sides of the choice are what the topic is about.
          match.keyTerms.some((term) => sides[0].includes(term)) &&
          match.keyTerms.some((term) => sides[1].includes(term)) &&
          isConfident(match, terms.length),
      )
    : undefined;
  // With pain said, only a comparison written for it ("bike or treadmill for a bad knee"); not one
  // a technique cue of the exercise named answers ("feet high or low on the leg press").
  const cueAnswers =
    exercise !== null && asksTechniqueCue(text, exercise, { ignoreEveryday: true });
  // "Ramadan starts next wk... when to train, before or after i eat": a topic named by a word few
  // topics use, far above the comparison, answers the choice within it.
  const best = topicMatches[0];
  const comparisonOutscored =
    comparison !== undefined &&
    best !== undefined &&
    best.topic?.id !== comparison.topic?.id &&
    best.score > comparison.score * 1.3 &&
    best.keyTerms.some((term) => isRareTerm(term) && !comparison.keyTerms.includes(term));
  if (
    comparison &&
    !comparisonOutscored &&
    (!entities.hasPain || comparison.intent === 'injury') &&
    !cueAnswers
  )
    return withTopic(comparison.intent, comparison);
  // "My lockout on bench sucks", "close grip bench for lockout?": a weak phase of a lift, which a
  // sticking-point topic answers, not the phase's technique cue.
  const weakAt = weakPhase.test(text) ? topicMatches.find(aboutTheLift) : undefined;
  if (exercise && weakAt && !entities.hasPain) return withTopic('training', weakAt);
  if (exercise && kitPressesOnBody.test(text) && asksTechniqueCue(text, exercise)) {
    return {
      ...frame(
        text,
        { ...entities, hasPain: false },
        { intent: 'exercise-technique', exercise, related },
      ),
      followUp: 'cue',
    };
  }
  const supplement = findAskedSupplement(text);
  // "Low iron, the doctor gave me pills: can I still train?" asks about training with a condition.
  const asksTraining =
    entities.isMedical && /\b(gym|train\w*|exercis\w*|work ?out|lift\w*)\b/.test(text);
  if (supplement && !entities.hasPain && !exercise && !asksTraining) {
    const aboutIt = topicMatches
      .slice(0, 3)
      .find(
        (match) => isConfident(match, terms.length) && isTopicAbout(match, supplement.alias, text),
      );
    if (aboutIt) return withTopic(aboutIt.intent, aboutIt);
    return frame(text, entities, { intent: 'nutrition', supplement, related });
  }
  // Exercises for a muscle, unless the message is about an injury or condition ("diagnosed
  // with shoulder impingement, what exercises should I avoid?").
  // "Which day should legs go so I'm not cooked for the game?": when to train it, not exercises.
  const asksWhichDay = /\b(which|what) days?\b|\bwhen should (i|legs|it)\b/.test(text);
  // "What exercises burn belly fat fastest?": fat loss, which no exercise for a muscle spots.
  const asksFatLoss =
    /\b(burn\w*|lose|losing|get rid of|shift|reduce|melt)\b[^.?!]{0,20}\b(fat|belly|stomach|tummy|gut|love handles|muffin top)\b|\bflat(ter)? (stomach|belly|tummy)\b|\bbelly fat\b/.test(
      text,
    );
  const muscleNamed =
    aboutInjury || exercise || asksWhichDay || asksFatLoss
      ? null
      : (findMuscleAsked(text) ?? muscleDayAsked(text));
  // "Build back up to my old program": back to where one was, not the back muscles.
  const muscle =
    muscleNamed?.label === 'back' && backAsAdverb.test(text) && !backMuscleWords.test(text)
      ? null
      : muscleNamed;
  // "Stronger arms for climbing": exercises for a sport or activity a topic is written about
  // answer better than a list for the muscle; "could you put together 20 minutes to build my legs
  // up for a walking holiday" asks for a session.
  const asksTimedSession = entities.minutes !== null && requestVerb.test(text);
  const sportTopic = muscle && !asksTimedSession ? topicForPurpose(text, topicMatches) : null;
  if (sportTopic) return withTopic(sportTopic.intent, sportTopic);
  // "Could I have a short exercise routine for my legs please?": a session for the muscle asked
  // for, not a list of its exercises.
  const asksForRoutine =
    /\b(routine|workout|session|circuit)\b/.test(text) && requestVerb.test(text);
  // "Quick arm exercise with dumbbells?": "quick" gives a session's length, but no time was said.
  if (
    muscle &&
    !asksForRoutine &&
    (entities.minutes === null || !/\d|hour|minute|mins?\b/.test(text))
  ) {
    return frame(text, entities, { intent: 'training', muscle, related });
  }
  // "I literally cant cook lol how do i get enough protein": food that needs no cooking, whatever
  // the nutrient asked.
  const noCook = findTopic('no-cook-meals');
  if (
    noCook &&
    cannotCook.test(text) &&
    // Food ideas asked for, not a judgement of what is eaten ("ready meals... is that bad").
    /\bhow (do|can|should|would) i (get|hit|eat|reach|manage)\b|\bwhat (can|should|do|could) i (eat|have|make)\b|\b(ideas?|options?|suggestions?)\b/.test(
      text,
    ) &&
    !entities.isMedical
  )
    return frame(text, entities, { intent: 'nutrition', topic: noCook, related });
  const food = findFood(text);
  // "Peanut butter on a cut?": a food named as the subject, asked about for a diet's phase.
  const asksFoodForPhase =
    food !== null &&
    /\b(on|during|for|while|in) (a |my |the )?(cut|cutting|bulk|bulking|diet|deficit|surplus)\b/.test(
      text,
    ) &&
    isNamedTheSubject(text, food.alias);
  // "Had a massive pizza last night... give me a 20 min workout at home": the food is the story,
  // the session is what is asked.
  const sessionAskedOutright =
    /\b(give|gimme|make|build|write|send|design|create)( me| us)? (a|an|some|one)\b[^.?!]{0,30}\b(workout|session|routine|circuit)\b/.test(
      text,
    );
  if (
    (asksAboutFood(text, food) || asksFoodForPhase) &&
    food &&
    !entities.hasPain &&
    !exercise &&
    !sessionAskedOutright
  ) {
    // A topic written about this food ("is fruit sugar bad?") answers better than its numbers,
    // unless its numbers are what is asked ("how many calories in a bagel").
    const asksNumbers = /\bhow (much|many)\b.{0,12}\b(protein|calori\w*|kcal|carbs?|fat)\b/.test(
      text,
    );
    const aboutIt = asksNumbers
      ? undefined
      : topicMatches
          .slice(0, 3)
          .find(
            (match) => isConfident(match, terms.length) && isTopicAbout(match, food.alias, text),
          );
    if (aboutIt) return withTopic(aboutIt.intent, aboutIt);
    // "I binged on pizza last night and feel awful": the binge, whatever was eaten.
    const binge =
      /\b(binged?|bingeing|binging|pigged out|overate|overeaten|stuffed my face|ate way too much)\b/.test(
        text,
      )
        ? topicMatches.find((match) => match.topic?.id === 'one-big-meal')
        : undefined;
    if (binge) return withTopic(binge.intent, binge);
    return frame(text, entities, { intent: 'nutrition', food, related });
  }
  // Looked for further down than the topics: a message of one common word ("stop") matches many
  // topics, which must not push its far-from-fitness example out of sight.
  const declined = deepMatches.find((match) => match.intent === 'out-of-scope');
  // The in-domain match that shares the most words with the message ("rate my form" shares one
  // with "mortgage interest rates" but two with the form-feedback example).
  const inDomainTerms = Math.max(
    0,
    ...matches
      .filter((match) => match.intent !== 'out-of-scope')
      .map((match) => match.matchedTerms.length),
  );
  if (
    declined &&
    declined.matchedTerms.length > 0 &&
    declined.matchedTerms.length >= inDomainTerms &&
    !hasDomainSignal(entities, exercise) &&
    // "Is creatine worth it for football?" shares 'football' with a score question, but asks
    // about a supplement.
    !/\b(creatine|whey|protein|supplements?|pre-?workout|electrolytes?|calories|diet)\b/.test(
      text,
    ) &&
    // "What's the one thing I should fix?" shares 'fix' with an errand, but asks about the user's
    // own training; "first time opening this, whats on today" asks for the day's plan.
    askedOwnData(text) === null &&
    !/\bwhat'?s on (for )?(today|tonight|tomorrow)\b/.test(text)
  ) {
    return frame(text, entities, { intent: 'out-of-scope' });
  }
  // "Can I move today's workout to tomorrow?", "I missed Monday, can I do it today?": when to
  // train the plan's sessions, not what they hold.
  // "Swap today's workout for something 20 min" asks for a new session, not when to train.
  const swapsForNew =
    /\b(swap|switch|change|replace)\b[^.?!]{0,30}\b(workouts?|sessions?|training)\b (for|with|into) (something|some|a|an|\d)\b/.test(
      text,
    );
  const movesSession =
    !swapsForNew &&
    /\b(move|moving|reschedul\w*|shift|postpone|push back|swap|switch)\b.{0,25}\b(workouts?|sessions?|training|leg day|(it|that) (to|till|until))\b|\b(move|moving|shift|shifting|push|pushing|bump|bumping|swap|switch)\b[^.?!]{0,30}\b(to|till|until) (tomorrow|tmrw|tonight|later|another day|the weekend|next week|(mon|tues|wednes|thurs|fri|satur|sun)day)\b|\bmissed\b.{0,30}\b(do|make) (it|that)( up)?\b|\b(catch up|double up)\b.{0,20}\b(workouts?|sessions?|training)\b|\bdo (tomorrow'?s|today'?s|yesterday'?s|\w+day'?s|the next|next) (workout|session|training|leg day)\b[^.?!]{0,15}\b(today|tomorrow|instead|now)\b/.test(
      text,
    );
  const moving = movesSession
    ? findTopic('moving-a-workout')
    : /\b(more|extra|additional) (than|on top of) (my|the) (plan|program\w*)\b|\badd (extra|more) (workouts|sessions|training)\b/.test(
          text,
        )
      ? findTopic('doing-more-than-the-plan')
      : null;
  if (moving && !entities.hasPain) {
    return frame(text, entities, { intent: 'training', topic: moving, related });
  }
  // "Where do I see my form history?", "where's the calendar?": where it is in the app, when an
  // app topic answers it, before the records themselves.
  const appTopic = topicMatches.find((match) => match.topic?.id.startsWith('app-'));
  if (
    /\bwhere (do|can|should) i (see|find|view|check|look|get to|open|put|place|stand|set up|position)\b|\bwhere('?s| is| are)\b|\bwho (can|could|will) (see|view|access)\b|\bhow (do|can) i (tell|let) (the app|you)\b/.test(
      text,
    ) &&
    appTopic &&
    appTopic === topicMatches[0] &&
    !entities.hasPain
  ) {
    return withTopic('training', appTopic);
  }
  // "Do I have a plan?", "I don't have a plan yet, how do I get one?": the plan, or how to get it.
  if (
    /\b(do i have|i (don'?t|do not) have|i have no|how (do|can) i (get|make|create|generate)|where('?s| is)|(create|make|build|generate|design)( me)?) (a |an |my |any )?(new )?(workout |training |weekly )?(plan|program\w*)( yet)?\b/.test(
      text,
    ) &&
    !entities.hasPain
  ) {
    return frame(text, entities, { intent: 'workout-plan' });
  }
  // "What do you know about me?": the user's own data, whatever the words search to.
  const asksToDo = asksWhatToDo.test(text) || fearsUndoing.test(text);
  const asksAdvice = asksAdviceForOwn.test(text) || asksToDo;
  if (asksAboutMe.test(text) && !asksAdvice) return frame(text, entities, { intent: 'progress' });
  // "Quick one between shifts, whats my calorie target again": the plan's food targets, whatever
  // the words around them search to.
  if (asksOwnTargets.test(text) && !entities.hasPain) {
    // "Whats my calorie target": how many calories one needs, whichever topic the words search to.
    const food =
      (/\b(calori\w*|kcal)\b/.test(text) && !/\b(protein|macros?|carbs?|fat)\b/.test(text)
        ? findTopic('maintenance-calories')
        : null) ??
      searchKnowledge(text, 1, 'nutrition')[0]?.topic ??
      findTopic('what-are-macros');
    return frame(text, entities, { intent: 'nutrition', topic: food, related });
  }
  // "Got a high severity warning in the app, what did i do": the tracked form's alerts say.
  const appWarning =
    /\b(warnings?|alerts?|flag(ged|s)?)\b[^.?!]{0,30}\b(app|safety|camera)\b|\b(app|safety|camera)\b[^.?!]{0,30}\b(warnings?|alerts?|flagged)\b/.test(
      text,
    ) && !/\bwhere\b/.test(text);
  if (appWarning && !entities.hasPain) return frame(text, entities, { intent: 'form-feedback' });
  // "How do u squat properly?? never done one with weight": how to do it, not the records.
  const asked =
    (asksToDo && !asksPlanDays(text)) ||
    (exercise !== null &&
      /\bhow (do|to|should|can) (i |you |u )?\w+( it| them| this| that)? (properly|correctly|right|safely)\b|\bhow (do|to|should|can) (i |you |u )(do|perform)\b/.test(
        text,
      ))
      ? null
      : askedOwnData(text);
  // "My worse lift form-wise, squat or deadlift?": every tracked lift, to weigh them.
  const weighsLifts =
    asked === 'form-feedback' &&
    /\b(or|vs\.?|versus)\b/.test(text) &&
    /\b(worse|worst|better|best|weak\w*|strong\w*)\b/.test(text);
  // "Incline push-ups in my plan: what do I put my hands on at home, and how high?": a set-up
  // detail of an exercise the plan holds is the exercise's cue, not a readout of the plan.
  const asksCueOf = exercise !== null && asksTechniqueCue(text, exercise, { ignoreEveryday: true });
  const cueOfPlanned = asked === 'workout-plan' && asksCueOf;
  if (asked && !entities.hasPain && !cueOfPlanned)
    return frame(text, entities, { intent: asked, exercise: weighsLifts ? null : exercise });
  // The user's own data ("my progress", "how am i doing") beats general advice on the subject.
  const ownData = asksWhyScaleMoved(text)
    ? undefined
    : matches.find(
        (match) =>
          (match.intent === 'progress' || match.intent === 'workout-plan') &&
          isConfident(match, terms.length),
      );
  // Minutes stated in a request ("lunch break at work, 20 mins, nothing too sweaty"): a session,
  // whatever else the words lean to; not a question, nor a report of what was done.
  // "I only get 5 hrs of sleep", "i get about 6 hours at night": hours of sleep, not the length of
  // a session; nor is "my knee hurts after 20 min" (when it starts to hurt).
  const sleepHours =
    /\b\d+(\.\d+)? ?(h|hrs?|hours?)\b( of)?( \w+)? (sleep|kip|shut-?eye)\b|\b(sleep\w*|slept) (like |about |around |maybe |only |under |less than )*\d+(\.\d+)? ?(h|hrs?|hours?)\b|\b(get|getting) (like |about |around |maybe |only |under |less than )*\d+(\.\d+)? ?(h|hrs?|hours?)\b[^.?!]{0,12}\b(sleep\w*|a night|at night|per night|each night|in bed)\b/.test(
      text,
    ) ||
    /\b(hurt\w*|pain\w*|ach\w*|sore|twinge\w*|puffed( out)?|out of breath|breathless|winded|gassed|knackered|exhausted|dizzy|tired|struggl\w*|died|dying|dead|done in|cooked|wrecked) (after|for|within|at|around|by) (about |like |around |only |just )?\d+ ?(min\w*|hours?|hrs?)\b/.test(
      text,
    ) ||
    // "I feel it all in my arms and lower back after like 10 min": when it starts, not a session.
    /\b(feel|felt|feeling|notice|noticed)\b[^.?!]{0,40}\bafter (about |like |around |only |just )?\d+ ?(min\w*|hours?|hrs?)\b/.test(
      text,
    );
  const statesRequest =
    !sleepHours &&
    /\d|hour|minute|mins?\b/.test(text) &&
    entities.minutes !== null &&
    !/\?|^(how|what|what'?s|whats|why|when|which|should|is|are|does|do|can|could|will|would)\b|\b(should|can|could|do|does|is|are|will|would|shall|am) (i|you|it|we|u)\b/.test(
      text,
    ) &&
    // "...most days. is 15 min every day better or 30 min 3x a week": a later sentence that asks,
    // or a comparison.
    !/[.!;]\s*(is|are|should|can|could|do|does|how|what|which|would|will)\b|\bbetter\b[^.?!]*\bor\b|\bor\b[^.?!]*\bbetter\b/.test(
      text,
    ) &&
    !/\b(sleep\w*|slept|nap\w*|ago|since|for the (last|past))\b/.test(text) &&
    !/\b(i|we) (ran|did|walked|cycled|swam|trained|finished|completed|went|jogged|lifted|spent)\b|\b(took|lasted)\b|\b(is|was|are) (that|this|it) (even |really |actually )?(enough|ok|okay|good|bad|normal|too)\b/.test(
      text,
    ) &&
    !ownPlanPattern.test(text) &&
    findFood(text) === null &&
    !/\b(eat|eating|food|meal|snack|drink)\b/.test(text) &&
    !asksOpinion.test(text) &&
    !asksJudgement.test(text) &&
    !toldHabitOnly(text) &&
    !toldFeeling.test(text);
  if (statesRequest) {
    return frame(text, entities, { intent: 'workout-request', session: sessionOf(entities) });
  }
  const lean = entities.hasPain ? null : leanTopic(text);
  // "Scale says im heavier than last month... is that bad": the records say how far it really
  // moved, with how to read the scale.
  if (comparesOwnWeight.test(text) && !entities.hasPain && !entities.isMedical)
    return frame(text, entities, { intent: 'progress', exercise });
  // "Explain what RPE means and how I use it in my training" asks what a word means.
  const asksMeaning =
    /\b(mean|means|meaning|explain\w*|stand for|stands for|definition|define)\b/.test(text);
  if (
    !asksMeaning &&
    ownData &&
    !asksAdvice &&
    !asksAboutReported.test(text) &&
    (ownPlanPattern.test(text) ||
      (ownDataPattern.test(text) && !fearsLosing.test(text)) ||
      /\b(am i|have i|did i)\b/.test(text)) &&
    !(asksNutrients && ownData.intent === 'workout-plan') &&
    !entities.hasPain &&
    !lean &&
    !(exercise && howToPattern.test(text)) &&
    !asksCueOf
  ) {
    return frame(text, entities, { intent: ownData.intent, exercise });
  }
  // "I only get 5 hrs of sleep": hours of sleep, not the length of a session.
  const explicitMinutes =
    /\d|hour|minute|mins?\b/.test(text) && entities.minutes !== null && !sleepHours;
  // "What should I eat after, it has to be something I can carry": food, not a session.
  const asksWhatToEat = /\bwhat (should|do|can|could) i (eat|drink|have)\b/.test(text);
  const asksQuestion =
    /^(how|should|is|are|does|do|can|could|why|what is|whats a|what's a|what'?s (even )?the (actual |real |whole )?(deal|point|difference|best)|what'?s (better|best|more effective)|which|when)\b/.test(
      text,
    ) ||
    /\b(should i|can i|is it|is (that|this) (bad|ok|okay|normal|fine|good|wrong)|how (do|to|much|many|long|often|does))\b|\b(is|was|are|does|do|did|will|would|can|could) (that|this|these|those)\b/.test(
      text,
    ) ||
    // "4x8 @ rpe 7, rest 2 min: what does that mean?": the meaning of a plan's notation.
    /\bwhat (does|do) (that|this|it|any of (that|this|it)|[^.?!]{1,30}) mean\b/.test(text) ||
    // A later sentence that asks ("Baby naps in 45 min chunks. Do I use that window to train?").
    /[.!;]\s*(how|should|is|are|does|do|did|why|which|when|will|would|am)\b.{3,}/.test(text) ||
    asksWhatToEat ||
    asksOpinion.test(text) ||
    asksJudgement.test(text) ||
    toldHabitOnly(text) ||
    // "2 x 30 min a week. enough to build any muscle?": a judgement asked, not a request.
    /\b(enough|worth|realistic|possible|too (much|little|long|short))\b[^.!?]*\?/.test(text) ||
    // "Better to work out before a night shift or when I get home?": a choice asked about.
    /^(is it |would it be |it'?s )?(better|best|smarter|wiser)\b[^.!?]*\bor\b[^.!?]*\?/.test(
      text,
    ) ||
    /\b(do|does|did|am|will|would) (i|we) (still |even |actually |really )?(use|need|have|lose|gain|count|do|get|keep|train|skip|go)\b/.test(
      text,
    ) ||
    // "Fasted cardio burns more fat right? thinking of doing 30 min incline walk": a belief checked
    // and a plan told, not a session asked for.
    /\b(right|true|yeah|correct|innit|isn'?t it|don'?t they|doesn'?t it|or not)\s*\?/.test(text) ||
    /\b(thinking (of|about)|planning (on|to)|i plan to|i was going to) (do|doing|try|trying|start|starting|add|adding)\b/.test(
      text,
    ) ||
    // "When is the best time for make the training?": when to train, not a session.
    /\b(when|what time)('?s| is| are| should| do| would| can)\b/.test(text) ||
    // "Feel selfish taking an hour for myself to work out": a feeling about the time, told.
    (toldFeeling.test(text) && !requestVerb.test(text));
  // An explicit request for a session is composed, pain or not: the composer leaves out what
  // loads a sore area ("upper body with my bands for 25 minutes, my shoulders feel stiff").
  // "Give me a 20 min workout for today" asks for a new session, not today's plan.
  const asksForNewSession =
    (requestVerb.test(text) && /\b(an?|some|something)\b/.test(text)) ||
    // "Give me upper body session for today 45 min": the plan's session has its own length and
    // kind; one asked with a time, a kind or kit of its own is a new one, articles or not.
    (requestVerb.test(text) &&
      (explicitMinutes || entities.focus !== null || entities.equipment !== null)) ||
    // "Need a 20 min workout today instead of my plan": a new session, not the plan's.
    /\b(need|want|wanna|gimme|give me) (a |an |some )?(\d+[- ]?(min\w*|mins?) )?(quick |short |easy |gentle |light )?(workout|session|circuit)\b|\binstead of (my|the|today'?s) (plan|workout|session)\b|\b(my )?(very )?(first|first ever|first proper) (session|workout)\b/.test(
      text,
    );
  // "Could you give me a gentle 20 minute workout with my bands?": a request put as a question.
  const asksPolitely =
    /^((hey|hi|hello|ok|okay|so|coach|please|pls)[,!.]? )*(can|could|would|will) (you|u) (please |pls |just |quickly |maybe )?(give|make|build|create|write|design|send|suggest|put together|whip up|throw together|plan|set|find)( me| us)?\b/.test(
      text,
    ) &&
    // "Can u give me something for today, 15 mins": the minutes make "something" a session.
    (workoutNoun.test(text) || (explicitMinutes && /\b(something|anything)\b/.test(text)));
  const requestsSession =
    (!asksQuestion || asksPolitely) &&
    (!ownPlanPattern.test(text) || asksForNewSession) &&
    (explicitMinutes || (requestVerb.test(text) && workoutNoun.test(text)));
  // A session asked with a pregnancy stated ("15 min workout? 24 wks pregnant so nothing flat on
  // my back"): composed with the pregnancy's limits, not answered with the pregnancy topic.
  // So does one with a condition, when it asks in so many words ("could you give me 20 minutes I
  // can do on the mat, my hands are bad with the arthritis"), not a trip's hours ("9 hour flight").
  // "15 min low key workout pls, legs still sore and slept badly": a session asked for, whatever
  // the story around it.
  const asksForSessionPolitely =
    explicitMinutes && workoutNoun.test(text) && /\b(pls|plz|please|pleaseee*)\b/.test(text);
  if (
    requestsSession &&
    (entities.hasPain ||
      entities.pregnant ||
      (entities.isMedical && requestVerb.test(text)) ||
      asksForSessionPolitely ||
      // "Can u give me a gentle 20 min routine with my bands. im 63 and brand new to this".
      (asksPolitely && explicitMinutes))
  ) {
    return frame(text, entities, { intent: 'workout-request', session: sessionOf(entities) });
  }
  // "Whats a good workout for the park?", "whats a good home leg workout": one asked for, with
  // its place, kit and focus; not a kind of workout weighed ("a good workout split") nor a
  // muscle's exercises ("good chest workout?").
  if (asksForOne.test(text) && !exercise && !muscle && !entities.hasPain && !entities.isMedical)
    return frame(text, entities, { intent: 'workout-request', session: sessionOf(entities) });
  // "Treadmill and some dumbbells. 30 mins. what do i do", "15 mins max and a dodgy knee, what can
  // i actually do": the minutes said, and what to do in them asked.
  if (
    explicitMinutes &&
    /\bwhat (can|do|should|could|shall) i (actually |even |realistically |possibly )?do\b(?! (about|with (my|the) (diet|food|eating)|for (food|dinner|lunch|breakfast)))/.test(
      text,
    ) &&
    !exercise &&
    !entities.isMedical &&
    !asksFood.test(text)
  )
    return frame(text, entities, { intent: 'workout-request', session: sessionOf(entities) });
  // "20 weeks pregnant, how do I do a goblet squat safely?", "bad back (old disc thing), how do I
  // do a bird dog properly?": the how-to, with the condition's caution beside it (the topic).
  if (
    exercise &&
    (entities.hasPain || entities.isMedical) &&
    (asksHowToDo.test(text) || asksHowToMove(text) || asksWhatItIsAndHow.test(text))
  ) {
    const caution = topicMatches.find(
      (match) =>
        (match.intent === 'health' || match.intent === 'injury') &&
        isConfident(match, terms.length),
    );
    return frame(text, entities, {
      intent: 'exercise-technique',
      exercise,
      topic: caution?.topic ?? null,
      related,
    });
  }
  // "When do I deload? 8 weeks of PRs but my elbows are achy", "stopped tracking my food when i
  // hurt myself, what's a sensible deficit": a question of its own, with only a mild ache or a
  // past injury in its story, is answered by the question's topic.
  // "I feel it way more in my lower back than in my hamstrings" on an exercise: where it is felt,
  // which the exercise's technique cue answers, not a pain topic.
  if (exercise && feltInWrongPlace.test(text) && asksTechniqueCue(text, exercise))
    return frame(text, entities, { intent: 'exercise-technique', exercise, related });
  const storyPain = entities.hasPain ? questionBesidePain(text) : null;
  if (storyPain) return withTopic(storyPain.intent, storyPain);
  if (entities.hasPain) {
    // Without a word of pain ("my knees crack, it doesn't hurt"), a topic of the message's own
    // words ("clicking joints") over the pain topic of the body part.
    const saysPain =
      /\b(hurt\w*|pain\w*|ach\w*|injur\w*|sore\w*|sprain\w*|strain\w*|tweak\w*|pulled|tore|torn)\b/.test(
        withoutDeniedPain(text),
      );
    const injuryMatch =
      topicMatches.find(
        (match) => match.intent === 'injury' && (saysPain || !readsPainIn(match, exercise)),
      ) ?? topicMatches.find((match) => match.intent === 'injury');
    // The injury topic that answers: never one about another part of the body ("i have a bad
    // back" is no Achilles pain).
    const aboutPart = (match: KnowledgeMatch) => !namesOtherBodyPart(match, entities.bodyParts);
    const injuryAnswer =
      injuryMatch && aboutPart(injuryMatch)
        ? injuryMatch
        : topicMatches.find((match) => match.intent === 'injury' && aboutPart(match));
    // "My new blood pressure tablet makes my ankles swell": a health topic about the message's
    // own words, far ahead of any injury topic, answers it.
    const healthFarAhead =
      entities.isMedical &&
      bestTopic?.intent === 'health' &&
      bestTopic.keyTerms.length >= 2 &&
      (!injuryMatch || bestTopic.score > 2 * injuryMatch.score);
    if (healthFarAhead && bestTopic) return withTopic('health', bestTopic);
    // "Stiff hips from sitting": only stiffness said, and a topic of the message's own words far
    // ahead of any injury topic (a mobility routine) answers it.
    const stiffnessFarAhead =
      !saysPain &&
      /\b(stiff\w*|tight\w*|tense)\b/.test(text) &&
      !/\b(numb\w*|tingl\w*|pins and needles|crack\w*|creak\w*|click\w*|pop\w*|nerve\w*|swell\w*|swollen)\b/.test(
        text,
      ) &&
      bestTopic !== undefined &&
      bestTopic.intent !== 'injury' &&
      bestTopic.keyTerms.length >= 2 &&
      (!injuryMatch || bestTopic.score > 2 * injuryMatch.score);
    if (stiffnessFarAhead && bestTopic) return withTopic(bestTopic.intent, bestTopic);
    // "Sharp pain in my side under my ribs every time i run": a health topic of the message's own
    // words (a stitch) well ahead of the injury topic, answered as pain.
    const painTopicAhead =
      bestTopic?.intent === 'health' &&
      bestTopic.keyTerms.length >= 2 &&
      injuryMatch !== undefined &&
      bestTopic.score > 1.4 * injuryMatch.score;
    if (painTopicAhead && bestTopic) return withTopic('injury', bestTopic);
    // No injury topic among the best matches: a confident topic of the message's own words ("off
    // 5 weeks with a broken wrist, how fast do you lose strength"), else the nearest injury topic,
    // else when to see a physio; never a near-random topic under a pain answer.
    if (!injuryMatch && bestTopic && isConfident(bestTopic, terms.length))
      return withTopic('injury', bestTopic);
    const nearestInjury =
      injuryAnswer ?? searchKnowledge(text, 5, 'injury').find((match) => aboutPart(match));
    if (nearestInjury) return withTopic('injury', nearestInjury);
    const physio = findTopic('when-to-see-physio');
    return physio
      ? frame(text, entities, { intent: 'injury', topic: physio, related, exercise })
      : withTopic('injury');
  }
  if (entities.isMedical) {
    // A health topic found only by the words every such question has ("can I exercise?") is not
    // about the condition named ("I have sarcoidosis, can I exercise?").
    // "I have asthma. Is it safe to do HIIT and lift weights?": the topic of the condition named (a
    // word only it asks with), however many general words other health topics share.
    // Not a long story, whose rare words are its setting, nor a pregnancy, which its own topics
    // answer.
    const namedCondition =
      terms.length > 20 ||
      entities.pregnant ||
      /\b(eat\w*|diet|foods?|meals?|breakfast|carbs?|hungry)\b/.test(text)
        ? undefined
        : deepMatches.find((match) => {
            const topic = match.topic;
            if (!topic || match.intent !== 'health' || !speaksOfTopicSubject(topic.id, text))
              return false;
            const title = new Set(contentTerms(topic.title).map(stemWord));
            return match.keyTerms.some((term) => isRareTerm(term) && title.has(term));
          });
    const health =
      namedCondition ??
      topicMatches.find(
        (match) =>
          match.intent === 'health' && match.keyTerms.some((term) => !plainHealthTerms.has(term)),
      );
    // "How much salt with high blood pressure?": a better topic that is itself about the
    // condition (it matches the condition's own words) answers it.
    const aboutCondition =
      health &&
      bestTopic &&
      bestTopic !== health &&
      bestTopic.intent !== 'injury' &&
      bestTopic.score > health.score &&
      bestTopic.matchedTerms.filter((term) => health.keyTerms.includes(term)).length >= 2;
    if (aboutCondition && bestTopic) return withTopic(bestTopic.intent, bestTopic);
    // "Is pre workout ok with my blood pressure?": the stimulant's own topic, whose answer puts
    // the condition's caution first.
    const stimulant = stimulantNamed.test(text)
      ? topicMatches.find((match) => match.topic && stimulantTopicIds.has(match.topic.id))
      : undefined;
    if (stimulant) return withTopic(stimulant.intent, stimulant);
    // "What should someone with high blood pressure be eating?": a food question about the
    // condition gets the condition's nutrition topic, not its exercise advice.
    // Not eating around a session ("type 2 diabetic, eat b4 gym?"): the condition's exercise
    // topic says how to fuel and check for it.
    const foodForCondition =
      health &&
      !/\b(before|after|b4|during|around) (i |my |the |a |each |every )?(work ?out|workouts?|train\w*|gym|exercis\w*|sessions?|runs?|walks?|lifting)\b/.test(
        text,
      ) &&
      /\b(eat|eating|diet|foods?|meals?|nutrition|hungry|hungrier|hunger|cravings?|appetite|salt|salty|sodium)\b/.test(
        text,
      ) &&
      topicMatches
        .slice(0, 5)
        .find(
          (match) =>
            match.intent === 'nutrition' &&
            match.matchedTerms.filter((term) => health.keyTerms.includes(term)).length >=
              Math.min(2, health.keyTerms.length),
        );
    if (foodForCondition) return withTopic('nutrition', foodForCondition);
    // "I had my hip replaced, which exercises should I be careful with?": an injury topic about
    // the operation itself, far ahead of any health topic, answers it.
    // So does one ahead that is about more of the message's own words ("hip", "replaced") than
    // the health topic ("hip").
    const injuryFarAhead =
      bestTopic?.intent === 'injury' &&
      isConfident(bestTopic, terms.length) &&
      bestTopic.keyTerms.length >= 2 &&
      (!health ||
        bestTopic.score > 2 * health.score ||
        (bestTopic.score >= health.score && bestTopic.keyTerms.length > health.keyTerms.length));
    if (injuryFarAhead && bestTopic) return withTopic('injury', bestTopic);
    // "Out of breath after 5 minutes of jogging, how do I run for longer?": breathlessness on
    // effort, with no other sign, is the fitness a training topic far ahead builds.
    const fitnessFarAhead =
      bestTopic?.intent === 'training' &&
      bestTopic.keyTerms.length >= 3 &&
      (!health || bestTopic.score > 2 * health.score) &&
      effortBreathless.test(text) &&
      !symptomSaid.test(text);
    if (fitnessFarAhead && bestTopic) return withTopic('training', bestTopic);
    // "Diabetic and want muscle: how much protein should I eat a day?", "what should I eat before
    // a morning workout, I get shaky without breakfast": with no health topic near, a question of
    // its own that a topic answers squarely (its key and question words) gets that topic, not a
    // check-up paragraph; the user's conditions follow it.
    // So does one far ahead of the health topic on more of its words ("im 63, should i be eating
    // more protein to keep my muscle? i have arthritis too if that matters").
    const farAheadOfHealth =
      health !== undefined &&
      bestTopic !== undefined &&
      !symptomSaid.test(text) &&
      !effortBreathless.test(text) &&
      bestTopic.score > 1.5 * health.score &&
      bestTopic.matchedTerms.length >= 3;
    // "Should i be taking vitamin d over winter? im 63": the vitamin's own topic.
    const vitaminAsked =
      vitaminNamed.test(text) && /\bvitamin/i.test(bestTopic?.topic?.title ?? '');
    const ownQuestion =
      (!health || farAheadOfHealth || vitaminAsked) &&
      bestTopic !== undefined &&
      bestTopic.intent !== 'injury' &&
      bestTopic.intent !== 'health' &&
      bestTopic.keyTerms.length >= 1 &&
      bestTopic.matchedTerms.length >= 2 &&
      isConfident(bestTopic, terms.length) &&
      (!asksTraining || asksFood.test(text)) &&
      // Medication in the story ("my adhd meds kill my appetite") is the prescriber's to adjust.
      !/\b(meds|medication|medicine|pills?|tablets?|prescri\w*|insulin|dose|dosage)\b/.test(text);
    if (health && !ownQuestion) return withTopic('health', health);
    // "Been sick and have no appetite, how do I get enough protein?": a question about eating or
    // recovering that a topic answers, not about training with the condition.
    const asksBeyondTraining =
      passingIllness.test(text) &&
      !/\b(meds|medication|medicine|pills?|tablets?|prescri\w*)\b/.test(text) &&
      bestTopic !== undefined &&
      (bestTopic.intent === 'nutrition' || bestTopic.intent === 'recovery') &&
      bestTopic.keyTerms.length >= 2 &&
      isConfident(bestTopic, terms.length) &&
      !asksTraining;
    if (asksBeyondTraining && bestTopic) return withTopic(bestTopic.intent, bestTopic);
    if (ownQuestion && bestTopic) return withTopic(bestTopic.intent, bestTopic);
    // A condition the knowledge has no topic for: training with it starts with its doctor.
    const clearance = findTopic('medical-clearance');
    if (clearance && !exercise)
      return frame(text, entities, { intent: 'health', topic: clearance, related });
  }
  // An age said ("at 63", "i'm 15") asks about training at that age, unless it is a feeling.
  const isYoung = entities.age !== null && entities.age < 18;
  // A question of its own beside the age ("at 63, how much protein?", "I'm 63, walk me through
  // clamshells") is answered by its topic or how-to, with the age in mind.
  const ageTopicId = isYoung ? 'teens-lifting' : 'older-adults-lifting';
  const ageTopicWords = topicWords(findTopic(ageTopicId));
  const asksBesideAge =
    (exercise !== null && howToPattern.test(text)) ||
    (bestTopic !== undefined &&
      bestTopic.topic?.id !== ageTopicId &&
      isConfident(bestTopic, terms.length) &&
      bestTopic.keyTerms.some((term) => !ageTerms.has(term) && !ageTopicWords.has(term)));
  if (
    !entities.isMedical &&
    entities.age !== null &&
    (entities.age >= 50 || isYoung) &&
    !asksBesideAge
  ) {
    if (lean?.intent === 'motivation') return withTopic('motivation', lean);
    const ageTopic = findTopic(ageTopicId);
    if (ageTopic) return frame(text, entities, { intent: 'health', topic: ageTopic, related });
  }
  // "What warm-up routine would you recommend before heavy squats?" asks how to warm up for
  // something else; a warm-up of so many minutes is a session to compose.
  const asksWarmUpFor =
    !explicitMinutes && /\bwarm[- ]?ups?\b.{0,40}\b(before|prior to|ahead of|for)\b/.test(text);
  const asksSession =
    requestVerb.test(text) && (workoutNoun.test(text) || explicitMinutes) && !asksWarmUpFor;
  // A topic that matches much more of the message than the lean's ("morning before breakfast or
  // evening after work?" is about when to train, though it names breakfast) answers instead.
  const outweighsLean =
    lean !== null &&
    !asksSession &&
    top?.topic != null &&
    top.intent !== lean.intent &&
    top.matchedTerms.length >= lean.matchedTerms.length + 2 &&
    top.score >= lean.score * 1.5;
  if (outweighsLean && top) return withTopic(top.intent, top);
  // "My deadlift is stuck at 120 kg, losing the will": a lift that stopped progressing is a
  // plateau, whatever the feelings about it, and not a how-to.
  const plateau = findTopic('strength-plateau');
  // "Deadlift stalls just below the knee", "squat gets stuck out of the hole": where in the rep it
  // fails names a sticking point, which its own topic answers.
  const stuckAt = stickingPoint.test(text) ? topicMatches.find(aboutTheLift) : undefined;
  if (exercise && saysLiftStalls(text) && stuckAt && !entities.hasPain)
    return withTopic('training', stuckAt);
  if (exercise && plateau && saysLiftStalls(text) && !entities.hasPain) {
    return frame(text, entities, { intent: 'training', topic: plateau, related, exercise });
  }
  // "Back after 6 months off... how deep am I supposed to go?" asks how to do the exercise,
  // whatever the feelings around it.
  const asksExerciseTechnique =
    exercise !== null &&
    (asksHowToDo.test(text) ||
      /\bhow (deep|low|far|wide|narrow|high) (am i|should i|do i|to)\b/.test(text));
  // "Calf raises pointless?", "are lunges even worth it": a judgement of the exercise, which its
  // how-to answers (what it trains and how to make it count), not a feeling about training.
  const judgesExerciseWorth =
    exercise !== null &&
    lean?.intent === 'motivation' &&
    /\b(pointless|useless|a waste( of time)?|worth (it|doing)|overrated|do anything|even work|bro science)\b/.test(
      text,
    ) &&
    terms.length <= 6;
  // "Dad had his hip replaced... what can he do at home? he's bored out of his mind": a health or
  // injury topic that names the subject in its own key words far outscores the feeling told
  // beside it.
  // So does "ramadan starts next wk, should i still do my workouts, when to train": the topic
  // named by a word few topics use, far above a comeback read into "starts ... the whole month".
  const leanOutscored =
    lean !== null &&
    lean.score > 0 &&
    lean.intent === 'motivation' &&
    top?.topic != null &&
    top.keyTerms.length >= 3 &&
    top.score > lean.score * 1.8 &&
    (top.intent === 'injury' ||
      top.intent === 'health' ||
      top.keyTerms.some((term) => isRareTerm(term)));
  if (
    lean &&
    !leanOutscored &&
    !asksSession &&
    !asksExerciseTechnique &&
    !judgesExerciseWorth &&
    !(exercise && howToPattern.test(text) && lean.intent !== 'motivation')
  ) {
    return withTopic(lean.intent, lean);
  }
  if (explicitMinutes && !asksQuestion && (!ownPlanPattern.test(text) || asksForNewSession)) {
    return frame(text, entities, { intent: 'workout-request', session: sessionOf(entities) });
  }
  if (asksTrackedForm(text) || (judgesOwnLift.test(text) && !entities.hasPain)) {
    return frame(text, entities, { intent: 'form-feedback', exercise });
  }
  if (
    ownDataPattern.test(text) &&
    !fearsLosing.test(text) &&
    !asksAdvice &&
    !asksAboutReported.test(text) &&
    !statesOwnChange.test(text) &&
    ownDataWords.test(text) &&
    // "What am I meant to be doing today?": the plan's day, below.
    !(ownPlanPattern.test(text) && askPattern.test(text)) &&
    // "Should I weigh myself every day?", "when am I supposed to go up in weight?": advice, not
    // the records.
    !/\b(should|shud|how often|is it (ok|okay|bad|good|better)|(am i|are we|do i) (supposed|meant|ought|expected) to)\b/.test(
      text,
    ) &&
    !/\bhow (do|can|should|to) i\b/.test(text) &&
    !(exercise && howToPattern.test(text))
  ) {
    return frame(text, entities, { intent: 'progress', exercise });
  }
  // "Make me a full body session for tomorrow" asks for a new session; "my session for tomorrow"
  // is the plan's.
  const wantsSession =
    !asksWarmUpFor &&
    // "What exercises burn belly fat?": the fat-loss answer, unless a time says it is a session.
    !(asksFatLoss && !explicitMinutes) &&
    !/\b(when|what time)('?s| is| are| should| do| would| can)\b/.test(text) &&
    !asksWhatToEat &&
    // "I keep skipping workouts after work": the habit, not a request for a session.
    !/\b(skip(ping|ped|s)?|miss(ing|ed|es)?|putting off|put off|avoid(ing)?|bail(ing|ed)? on) (my |the |all my )?(workouts?|sessions?|training|gym)\b/.test(
      text,
    ) &&
    (!ownPlanPattern.test(text) || asksForNewSession) &&
    // "I live upstairs in a flat and i work out at 6am": when and where they train, told.
    !(toldWhenTheyTrain.test(text) && !requestVerb.test(text) && entities.minutes === null) &&
    // "How long should I leave between my band workouts?" asks about sessions, not for one.
    !(asksQuestion && !requestVerb.test(text)) &&
    !/\b(plan|program+e?|split|schedule)\b/.test(text) &&
    ((workoutNoun.test(text) &&
      (requestVerb.test(text) ||
        entities.minutes !== null ||
        entities.place !== null ||
        entities.equipment !== null ||
        entities.lowImpact ||
        // "leg workout pls", "quick core routine": a kind of session named, nothing asked.
        (['upper', 'lower', 'core', 'full'].includes(entities.focus ?? '') &&
          terms.length <= 4 &&
          !asksQuestion &&
          !/\?|\b(or|vs|versus|better|best)\b/.test(text)))) ||
      // "What can I do in my room for half an hour?": something to do for a stated time.
      (requestVerb.test(text) && explicitMinutes) ||
      (top?.intent === 'workout-request' && isConfident(top, terms.length)));
  // "Recommend some exercises to improve my posture": exercises for a purpose a topic answers are
  // that topic, not a composed session, unless a time, place or equipment says it is a session.
  // A topic answers the message, and no time or place of its own says it is a session.
  const topicAnswers =
    entities.minutes === null &&
    entities.place === null &&
    bestTopic !== undefined &&
    isConfident(bestTopic, terms.length) &&
    bestTopic.keyTerms.length > 0;
  const asksExercisesForTopic =
    topicAnswers &&
    /\b(exercises|excercises|moves|stretches)\b/.test(text) &&
    !/\b(workouts?|work ?out|session|routine|circuit|wod|hiit)\b/.test(text) &&
    entities.equipment === null;
  // "Best workout for cyclists off the bike": which training suits them, a topic's answer.
  const asksBestFor =
    topicAnswers &&
    /\b(best|good|right|ideal|recommended)\b[^.?!]{0,12}\b(workouts?|exercises?|training|routine|program\w*|gym work)\b[^.?!]{0,10}\bfor\b/.test(
      text,
    ) &&
    entities.focus === null &&
    // "Off the bike" names the sport, not kit to train with.
    (entities.equipment ?? []).every((item) => /bike/i.test(item)) &&
    bestTopic?.intent !== 'injury';
  if (
    wantsSession &&
    !asksExercisesForTopic &&
    !asksBestFor &&
    !(exercise && howToPattern.test(text) && !workoutNoun.test(text))
  ) {
    return frame(text, entities, { intent: 'workout-request', session: sessionOf(entities) });
  }
  // "Don't want to lose my deadlift progress on a cut": a worry about keeping it, not the scores.
  const fearsLosingLift =
    /\b(lose|losing|keep|keeping|protect\w*|maintain\w*|hold on to) my\b/.test(text);
  if (
    (ownFormPattern.test(text) && !fearsLosingLift) ||
    (top?.intent === 'form-feedback' && isConfident(top, terms.length))
  ) {
    return frame(text, entities, { intent: 'form-feedback', exercise });
  }
  // "Hunched from the laptop, what do I add to my training?" asks what to add, a topic's advice.
  const asksWhatToAdd =
    /\b(add|adding|include|including|put)\b[^.?!]{0,12}\b(to|in|into) (my|the) (training|workouts?|routine|plan|program\w*|sessions?)\b/.test(
      text,
    ) &&
    bestTopic !== undefined &&
    isConfident(bestTopic, terms.length);
  // "Today's workout says hanging knee raise 3x12, too easy, harder version?": the exercise's
  // harder (or easier) forms.
  if (exercise && asksVariation.test(text) && !entities.hasPain)
    return {
      ...frame(text, entities, { intent: 'exercise-technique', exercise, related }),
      followUp: /\b(harder|tougher|too easy)\b/.test(text) ? 'harder' : 'easier',
    };
  // "Workout for today pls", "todays session?": the day's plan asked for in a few words.
  const asksTodayBare =
    /^(\W*(hey|hi|ok|okay|so|coach|morning)\W+)*(my |the |today'?s |todays |tonight'?s )?(workout|session|training|plan|wod)( for)?( today| tonight| tomorrow)?( (pls|please|plz|coach|then|thanks|thx))*\W*$/.test(
      text,
    );
  if (
    ownPlanPattern.test(text) &&
    (askPattern.test(text) || asksTodayBare) &&
    !asksMeaning &&
    !asksNutrients &&
    !asksWhatToAdd &&
    !(exercise && howToPattern.test(text)) &&
    !asksCueOf
  ) {
    return frame(text, entities, { intent: 'workout-plan' });
  }
  // "How many sets and reps for calf raises?": that exercise's dose for this user, not the rep
  // ranges topic; today's sets in the plan were answered above.
  if (
    exercise &&
    exercise.pattern !== 'cardio' &&
    !entities.hasPain &&
    !ownPlanPattern.test(text) &&
    /\bhow many (sets|reps)\b|\bsets (and|n|&|\+|or) reps\b|\bhow many (should|do|can|shall) i (do|be doing)\b|\bhow many of (them|these|those)\b/.test(
      text,
    )
  ) {
    return {
      ...frame(text, entities, { intent: 'exercise-technique', exercise, related }),
      followUp: 'dose',
    };
  }
  // "Is my squat good enough now to start adding weight?": their tracked form answers it.
  if (exercise && !entities.hasPain && asksOwnReadiness(text)) {
    return frame(text, entities, { intent: 'form-feedback', exercise });
  }
  // A message that is nearly a topic's own question ("how many steps a day should i walk") gets
  // the topic, though it names an exercise, unless it asks how to do the exercise.
  // ("What muscles do pull-ups work" matches the pull-up topic by the name and technique words
  // alone: a how-to.)
  const isTopicQuestion =
    bestTopic !== undefined &&
    bestTopic.matchedTerms.length >= 3 &&
    bestTopic.matchedTerms.length >= 0.6 * terms.length &&
    !(exercise && termsBesideNames(bestTopic.matchedTerms, exercise).length < 2) &&
    !(exercise && !aboutInjury && readsPainIn(bestTopic, exercise));
  if (exercise && isTopicQuestion && !asksHowToDo.test(text) && !asksHowToMove(text))
    return withTopic(bestTopic.intent);
  // "HIIT or walking, which is better for fat loss?" compares options: a topic, not a how-to.
  const compares =
    /\b(better|worse|best|vs|versus|compared?|difference|kinder|easier|harder|safer|gentler|healthier|more effective)\b/.test(
      text,
    ) && /\b(or|vs|versus|than|difference|between)\b/.test(text);
  if (
    exercise &&
    compares &&
    !asksHowToMove(text) &&
    bestTopic &&
    isConfident(bestTopic, terms.length)
  ) {
    return withTopic(bestTopic.intent);
  }
  // "How do I make goblet squats harder with only 10 kg?": the exercise's harder (or easier)
  // versions.
  const changesDifficulty =
    /\b(make|get|keep)\b[^.?!]{0,30}\b(harder|hard|tougher|more (challenging|difficult|intense))\b/.test(
      text,
    )
      ? 'harder'
      : /\b(make|get)\b[^.?!]{0,30}\b(easier|simpler|less (hard|difficult))\b/.test(text)
        ? 'easier'
        : null;
  if (exercise && changesDifficulty && !entities.hasPain) {
    return {
      ...frame(text, entities, { intent: 'exercise-technique', exercise, related }),
      followUp: changesDifficulty,
    };
  }
  // "My deadlift is stuck at 120 kg": a lift that stopped progressing is a plateau, not a how-to.
  // "How often should I swim, and for how long?": how much of an activity, a topic's answer.
  if (
    exercise?.pattern === 'cardio' &&
    /\bhow (often|long|many (times|days|minutes|hours|sessions)|much)\b/.test(text) &&
    !asksHowToDo.test(text) &&
    bestTopic &&
    isConfident(bestTopic, terms.length) &&
    !matchesOnlyNames(bestTopic, exercise)
  ) {
    return withTopic(bestTopic.intent);
  }
  // The how-to answers a message about doing the exercise, or one that is little more than its
  // name; a longer message that asks something else ("is it ok if i only walk?") goes to its topic.
  // "Are squats bad for your knees?" judges the exercise: a topic about that answers it.
  const judgesExercise =
    // "How do I build up to 6 hours of walking a day?": how to progress, a topic's answer.
    (/\bhow (do|can|should) i (build|work|get|ramp) (it |myself )?(back )?up to\b/.test(text) &&
      bestTopic !== undefined &&
      isConfident(bestTopic, terms.length)) ||
    (/\b(bad|good|safe|dangerous|harmful|ok|okay) for\b/.test(text) &&
      !/\b(how (high|low|deep|far|wide|much|many|often|long)|tips?|how (do|to|should|can) i)\b/.test(
        text,
      ) &&
      bestTopic !== undefined &&
      isConfident(bestTopic, terms.length) &&
      bestTopic.intent !== 'injury');
  // "Band pull-aparts, palms up or down?": a technique point of the exercise's notes.
  const asksTechniquePoint =
    exercise !== null && asksTechniqueCue(text, exercise, { ignoreEveryday: true });
  // "What is cat cow exercise, my daughter told me to do it": what the exercise named first is.
  const whatIs = /^(what is|what'?s|whats|what are)\s+(.{0,30})/.exec(text);
  const asksWhatItIs =
    exercise !== null && whatIs !== null && matcher.find(whatIs[2] ?? '')?.id === exercise.id;
  // "And the one where u lie down and open ur arms out wide like a big hug?": which one it is.
  const describesIt =
    exercise !== null &&
    /\b(the|that|this) (one|exercise|move|movement|thing|stretch)s? (where|when|were) (you|u|i)\b/.test(
      text,
    );
  const asksAboutExercise =
    !judgesExercise &&
    (howToPattern.test(text) ||
      asksTechniquePoint ||
      asksWhatItIs ||
      describesIt ||
      /\bhow (low|deep|far|high|wide|narrow|close(?! to fail)|fast|slow|heavy|long|many)\b/.test(
        text,
      ) ||
      terms.length <= 4 ||
      !bestTopic ||
      !isConfident(bestTopic, terms.length) ||
      matchesOnlyNames(bestTopic, exercise));
  // "What weight should I put on the bar for squats today?", "scared to go for a PR on squat":
  // a question about the exercise that does not ask how to move gets its topic.
  const beyond = exercise && !entities.hasPain ? asksBeyondMoving(text) : null;
  const beyondTopic =
    exercise && beyond
      ? topicBeyondMoving(text, beyond, exercise, topicMatches, terms.length)
      : null;
  if (beyondTopic) return withTopic(beyondTopic.intent, beyondTopic);
  if (
    exercise &&
    asksAboutExercise &&
    (asksTechniquePoint ||
      asksWhatItIs ||
      describesIt ||
      !asksAboutMore(text, exercise, bestTopic, terms.length))
  ) {
    return frame(text, entities, { intent: 'exercise-technique', exercise, related });
  }
  // A pain topic needs pain: "hip thrust setup" asks about the exercise, not a sore hip; "is it
  // ok if i only walk? scared of hurting my knee" asks the nearest topic that is not about pain.
  if (exercise && !entities.hasPain && top?.intent === 'injury') {
    const painless = topicMatches.find(
      (match) =>
        match.intent !== 'injury' &&
        isConfident(match, terms.length) &&
        !matchesOnlyNames(match, exercise, 'matched'),
    );
    if (painless && !asksAboutExercise) return withTopic(painless.intent, painless);
    return frame(text, entities, { intent: 'exercise-technique', exercise, related });
  }
  // Without pain, an injury or a condition named (a word only injury topics use: "shin splints",
  // "tennis elbow"), an injury topic is a near miss: "how long does it take to build muscle" is
  // not the pulled-muscle topic's "how long does it take to heal", nor "is a treadmill as good as
  // running outside" the runner's knee topic.
  if (
    !entities.hasPain &&
    top?.intent === 'injury' &&
    !injuryWords.test(text) &&
    !top.keyTerms.some((term) => injuryOnlyTerms().has(term))
  ) {
    const painless = topicMatches.find(
      (match) => match.intent !== 'injury' && isConfident(match, terms.length),
    );
    if (painless) return withTopic(painless.intent, painless);
  }
  // "Massive head rush and nearly passed out after a heavy set of squats": the near-faint is what
  // a health topic answers, whatever lift it came after.
  if (nearFaint.test(text) && top?.intent !== 'health') {
    const faint =
      topicMatches.find((match) => match.topic?.id === 'dizziness') ??
      topicMatches.find((match) => match.intent === 'health' && isConfident(match, terms.length));
    if (faint) return withTopic('health', faint);
  }
  // Not words that only look like the knowledge base's, none of them its own ("which plug adapter
  // for japan" and the keto-adapted topic), with nothing else of fitness said.
  const farFetched =
    bestTopic !== undefined &&
    bestTopic.exact === false &&
    !hasDomainSignal(entities, exercise) &&
    !domainWords.test(text);
  if (top && !farFetched && isConfident(top, terms.length) && top.intent !== 'out-of-scope') {
    if (top.topic) return withTopic(top.intent, top);
    if (top.intent === 'workout-request' && !asksWhatToEat) {
      return frame(text, entities, { intent: 'workout-request', session: sessionOf(entities) });
    }
    return frame(text, entities, { intent: top.intent, exercise });
  }
  if (bestTopic && !farFetched && isConfident(bestTopic, terms.length))
    return withTopic(bestTopic.intent);
  // Something of the message is in the knowledge base: answer the nearest topic rather than refuse.
  if (
    bestTopic &&
    !farFetched &&
    (bestTopic.keyTerms.length > 0 || hasDomainSignal(entities, exercise))
  ) {
    return withTopic(bestTopic.intent);
  }
  const subject = subjectTopic(text, matches);
  if (subject) return frame(text, entities, { intent: subject.intent, topic: subject, related });
  if (hasDomainSignal(entities, exercise)) return frame(text, entities, { intent: 'training' });
  return frame(text, entities, { intent: 'out-of-scope' });
}

// The body parts injury topics are written about, by the words their titles name them with.
const titleBodyParts: readonly [RegExp, RegExp][] = [
  [/\bknees?\b/, /\bknee/],
  [/\b(lower )?back\b|\bspine\b|\bdisc\b|\bsciatica\b/, /\bback\b|\bspine|\bdisc|\bsciatica/],
  [/\bshoulders?\b|\brotator cuff\b/, /\bshoulder/],
  [/\bhips?\b/, /\bhip/],
  [/\bankles?\b/, /\bankle/],
  [/\bwrists?\b/, /\bwrist/],
  [/\bneck\b/, /\bneck/],
  [/\belbows?\b/, /\belbow/],
  [/\bachilles\b/, /\bachilles|\bheel|\bcalf/],
  [/\b(heels?|plantar)\b/, /\bheel|\bfoot|\bfeet|\bplantar|\bachilles/],
  [/\bshins?\b/, /\bshin/],
];

/**
 * Whether a topic's title names a body part that is not among those the message names (a
 * message naming none is about any part).
 */
// A gain on the scale (as normalised: "gained 1.5kg") over a day or a week, not months.
const scaleGain =
  /\bgained (\d+(\.\d+)? ?(kg|kgs|kilos?|lbs?|pounds)|(a whole|half a|a full|a|one) (kg|kilo|lb|pound))\b/;
const shortWhile =
  /\b(this morning|today|tonight|overnight|over night|yesterday|last night|in a day|in one day|this week|a week|(after|since) (a |one |the |my |that |eating |dinner|takeaway|pizza|weekend|holiday|yesterday|monday|last week))/;
const bigMealTold =
  /\b(takeaway|take ?out|pizza|curry|burger|binge\w*|pigged out|overate|big (meal|dinner|night)|night out|buffet|cheat (meal|day)|chinese|kebab|nandos|mcdonalds|drinks|drinking|party)\b/;

/** "The scales up 1.5kg this morning": a jump on the scale from one day or week to the next. */
function scaleJumped(text: string): boolean {
  return scaleGain.test(text) && shortWhile.test(text);
}

// A feeling told about training ("feel selfish taking an hour for myself", "mum guilt").
const toldFeeling =
  /\b(feel|feeling|felt|feels)( so| really| kinda| kind of| a bit| like)? (selfish|guilty|bad|lazy|awful|terrible|anxious|nervous|scared|embarrassed|stupid)\b|\bguilt\b/;

function namesOtherBodyPart(match: KnowledgeMatch, bodyParts: readonly string[]): boolean {
  const title = match.topic?.title.toLowerCase() ?? '';
  if (bodyParts.length === 0 || title === '') return false;
  const said = bodyParts.join(' ');
  const titleParts = titleBodyParts.filter(([inTitle]) => inTitle.test(title));
  return titleParts.length > 0 && !titleParts.some(([, inMessage]) => inMessage.test(said));
}

// Pain said outright, not a mild ache or stiffness.
const strongPain =
  /\b(hurt\w*|pain\w*|injur\w*|sprain\w*|strain\w*|tweak\w*|pulled|tore|torn|sharp|stabbing|shooting|swell\w*|swollen|numb\w*|tingl\w*|click\w*|pop\w*|burn\w*|agony|killing)\b/;
// An injury told as a time in the past ("when i hurt myself", "since i pulled my hamstring").
const pastInjury =
  /\b(when|since|after|before|because) i (hurt|injured|pulled|tore|broke|sprained|strained|tweaked|did) (myself|my \w+)( \w+)?\b|\bi (hurt|injured|pulled|tore|broke|sprained|strained|tweaked) (myself|my \w+)( \w+)? (last (year|month|summer|winter|spring|autumn)|(a few |two |three |\d+ )?(years?|months?) ago|years ago|ages ago|a (long )?while ago)\b/g;

/**
 * The topic of the question a message asks beside pain its story tells only as a mild ache or a
 * past injury: the question clause (the last one with a question mark or a question word) holds no
 * word of pain and a topic other than an injury one matches it confidently; null otherwise.
 */
function questionBesidePain(text: string): KnowledgeMatch | null {
  if (strongPain.test(text.replace(pastInjury, ' '))) return null;
  const clauses = text
    .split(/(?<=\?)|[.!;,\n]+|\b(?:but|so)\b/)
    .filter((clause): clause is string => clause !== undefined)
    .map((clause) => clause.trim())
    .filter((clause) => contentTerms(clause).length > 0);
  if (clauses.length < 2) return null;
  const question = clauses.findLast(
    (clause) =>
      clause.endsWith('?') ||
      /^(what|whats|what's|how|when|should|is|are|can|could|do|does|which|why|will)\b/.test(clause),
  );
  if (!question || /\b(sore\w*|ach\w*|stiff\w*|tight\w*|niggl\w*|grumbl\w*)\b/.test(question))
    return null;
  if (strongPain.test(question)) return null;
  // "...what exercises should I avoid?", "should I still train?", "will squats make it worse?":
  // training with the ache or what helps it, which the pain topics answer; so do tips or form
  // asked beside it ("bench tips? my shoulders feel pinchy at the bottom").
  if (
    /\b(tips?|advice|pointers|cues?|form|technique|swaps?|alternatives?|substitut\w*|replace\w*|still|anyway|skip\w*|rest\w*|mov(e|ing)|avoid\w*|safe\w*|ok|okay|fine|stop\w*|instead|careful|normal|worry\w*|worried|serious|doctor|physio\w*|worse|aggravat\w*|help\w*|heal\w*|fix\w*|recover\w*|exercis\w*|train\w*|work ?outs?|it|that|this|them|they|those|these|wrong|mistakes?|cause\w*|why|keep going|carry on)\b/.test(
      question,
    )
  )
    return null;
  const terms = contentTerms(question).length;
  const matches = searchKnowledge(question, 3).filter((match) => match.topic !== null);
  const aboutQuestion = (match: KnowledgeMatch | undefined) =>
    match !== undefined && match.intent !== 'injury' && match.keyTerms.length > 0;
  // The best match answers the question asked alone; a lower one only when confident, and none
  // when the question itself is about an injury ("golfers elbow??").
  if (matches[0]?.intent === 'injury') return null;
  if (aboutQuestion(matches[0])) return matches[0] ?? null;
  return matches.find((match) => aboutQuestion(match) && isConfident(match, terms)) ?? null;
}

// Felt in one muscle rather than the one meant ("feel it more in my traps than my shoulders").
const feltInWrongPlace =
  /\bfeel(ing)? (it|them|this|that|these|those)? ?((way|much|a lot|so much|mostly|only) )?(more )?in (my|the) [a-z ]{2,20}? ((way |much )?more )?(than|instead of|rather than|not (in )?(my|the)|and not)\b/;

// An illness that passes ("been sick for a week", "just got over flu").
const passingIllness = /\b(sick|ill|illness|flu|cold|covid|virus|bug|food poisoning)\b/;

// "Good chest workout?", "what should I do on back day": a muscle's session asked about, not
// what to eat before it or where cardio goes around it.
const muscleDayAsks = [
  /\b(?:good|best|ideal|solid|decent|great) (chest|back|legs?|arms?|shoulders?|glutes?|biceps|triceps)(?: day)? (?:workouts?|routines?)\b/,
  /\bwhat (?:should|do|can|shall) i do (?:on|for) (?:my |a )?((?:chest|back|legs?|arms?|shoulders?|glutes?)(?: (?:and|&|\+) (?:chest|back|legs?|arms?|shoulders?|glutes?))?)(?: day)?\b/,
];

/** The muscle whose day or workout a message asks what to do for (not a request to compose one). */
function muscleDayAsked(text: string): MuscleAsked | null {
  if (requestVerb.test(text)) return null;
  const named = muscleDayAsks.map((pattern) => pattern.exec(text)).find((found) => found !== null);
  return named ? findMuscleAsked(`${named[1] ?? ''} exercises`) : null;
}

// Says the writer cannot or will not cook.
const cannotCook =
  /\b(can'?t|cannot|can not|don'?t know how to|never|hate( to)?|too lazy to|can'?t be bothered( to)?) cook(ing)?\b|\bno (time|energy) (to|for) cook(ing)?\b/;

// Says the writer gave birth: a c-section, a caesarean, "had a baby 8 weeks ago", postpartum.
const postpartumSaid =
  /\b(c[- ]?section|caesarean|cesarean|gave birth|giving birth|post[- ]?partum|post[- ]?natal|(had|having) (a|my|the|our) (baby|c[- ]?section)|since (the|my) (baby|birth))\b/;

// What a teenager's supplement question names, and what a teenager's diet question asks.
const teenSupplementWords =
  /\b(protein (powder|shakes?)|shakes?|pre[- ]?workouts?|creatine|supplements?|fat burners?|mass gainers?|whey|test(osterone)? boosters?)\b/;
const teenDietWords =
  /\b(calori\w*|kcal|cut|cutting|diet\w*|lose weight|losing weight|weight loss|make weight|bulk\w*|how much (should|do) (i|he|she|they) eat|macros?|fasting|skip\w* meals?)\b/;
// Stimulants a question with a condition may ask about (their topics: `stimulantTopicIds`).
const stimulantNamed = /\b(pre[- ]?workouts?|energy drinks?|caffeine|fat burners?)\b/;

// A session asked for as a question ("whats a good workout for the park?").
const asksForOne =
  /^((so|ok|okay|hey|hi)[,!]? )?(what'?s|whats|what is|got|any)( a| an| some)? (good|quick|decent|solid|great|easy|simple|fun|nice|short|gentle)( [a-z-]+){0,2} (workouts?|sessions?|routines?|circuits?)(?=\s*($|[?!.,]|(for|at|in|on|with|i can|i could|to do|that|while|when|using|without)\b))(?!.*\b(for (fat|weight|muscle|strength|toning|abs|beginners?|women|men|over|runners?|cyclists?)|to (lose|burn|build|tone|get))\b)/;

// Signs a body gives that a health answer must speak to, whatever else the message asks.
const symptomSaid =
  /\b(chest|dizz\w*|faint\w*|light[- ]?headed|wheez\w*|asthma\w*|heart|cough\w*|pain\w*)\b/;

// Nearly fainting: a head rush, passing or blacking out, seeing stars.
const nearFaint =
  /\b(head ?rush|(nearly|almost) (passed|blacked) out|passed out|blacked out|(nearly|almost) faint\w*|fainted|fainting|saw stars|seeing stars|vision went (black|dark|grey|white)|light[- ]?headed)\b/;

// Breathlessness on effort, the commonest sign of low fitness.
const effortBreathless = /\b(out of breath|breathless|winded|puffed( out)?|gasping)\b/;

// "Back" as where one returns to ("build back up to", "get back into"), not the muscles.
// "Back to the gym", "first time back??", "now im back": a return, not the muscle.
const backAsAdverb =
  /(?<!\b(my|the|your|for|upper|lower|mid|his|her|strong|bad|weak|sore) )\bback (up|to|into|in|on|from|after|again)\b|\b(build|building|get|getting|gain|gaining|win|winning|put|putting) back (some|a bit|a little|the|my|what|lost|muscle|strength|fitness)\b|\b(time|week|day|session|month|year|first|i'?m|im|i am|be|been|getting|coming|came|come|going|went|get|got|welcome) back\b(?! (muscles?|exercises?|day|workouts?|moves?|pain|ache\w*|hurt\w*|is|was|has|feels?))/;
const backMuscleWords = /\b(back (muscles?|exercises?|day|workouts?)|lats?|upper back)\b/;

// An answer that says which exercises to do.
const namesExercises =
  /\b(squats?|lunges?|rows?|pull-ups?|chin-ups?|deadlifts?|presses|step-ups?|carries|planks?)\b/gi;

/**
 * The training topic written about what a muscle is trained for ("arms for climbing", "legs for
 * skiing"): a match whose title or keywords hold a word the message names after "for" that is not
 * a muscle and whose answer names exercises; null when none.
 */
function topicForPurpose(
  text: string,
  topicMatches: readonly KnowledgeMatch[],
): KnowledgeMatch | null {
  // Not "for bigger arms", "for my legs": a muscle, or a word that describes one.
  const purposes = [...text.matchAll(/\bfor (?:my |the |a |an )?([a-z]{4,})( [a-z]+)?/g)]
    .filter(
      ([, word = '', next = '']) =>
        findMuscleAsked(`${word} exercises`) === null &&
        findMuscleAsked(`${next.trim()} exercises`) === null,
    )
    .map(([, word = '']) => stemWord(word));
  if (purposes.length === 0) return null;
  const exercisesNamed = (match: KnowledgeMatch) =>
    (match.topic?.answer.match(namesExercises) ?? []).length;
  // Of the topics about it, the one whose answer names the most exercises ("gym work for
  // cyclists", not "is cycling good cardio").
  const candidates = topicMatches.filter(
    (match) =>
      match.intent === 'training' &&
      match.keyTerms.some((term) => purposes.includes(term)) &&
      exercisesNamed(match) > 0,
  );
  return candidates.reduce<KnowledgeMatch | null>(
    (best, match) => (best && exercisesNamed(best) >= exercisesNamed(match) ? best : match),
    null,
  );
}

// Words any question about exercising with a condition has.
const plainHealthTerms = new Set(
  contentTerms(
    'exercise exercises exercising workout workouts training train gym safe okay ok can start sport sports activity active move moving',
  ),
);
