import { findTopic, type KnowledgeMatch } from '../knowledge/knowledge-index';
import { contentTerms } from '../language/tokenize';
import { askedCuesOf } from '../tools/exercise-points';
import type { CoachExercise } from './exercise-matcher';

// Whether a message that names an exercise asks about the exercise or about a knowledge topic:
// the words beside the exercise's names, what a topic matched on, and the technique cues asked.

export function isConfident(match: KnowledgeMatch | undefined, termCount: number): boolean {
  if (!match || match.matchedTerms.length === 0) return false;
  return (
    match.matchedTerms.length >= 2 || match.matchedTerms.length / Math.max(1, termCount) >= 0.3
  );
}

// Words of technique questions: with an exercise named, they ask how to do it.
export const techniqueWords = new Set(
  contentTerms(
    'form technique proper properly correct correctly cue cues tip tips right setup set up muscle muscles work works good benefit benefits mistake mistakes wrong variation variations alternative grip stance deep depth breathe breathing do doing teach explain step steps why feel only even actual actually diff difference vs lol',
  ),
);

// Words people add that say nothing about the subject ("for like 2 months lol").
export const fillerWords = new Set(
  contentTerms(
    'like lol tho though kinda sorta really ages rn just month months week weeks day days ever long right good bad best much many often time way thing lot start keep get make need want use go take howlong howmuch howmany howoften howfast',
  ),
);

/** The terms that are not the exercise's names. */
export function termsBesideNames(terms: readonly string[], exercise: CoachExercise): string[] {
  const nameWords = new Set(contentTerms([exercise.name, ...(exercise.aliases ?? [])].join(' ')));
  // "Pull ups": short plurals keep their s in stemming ("ups"), the name has "up".
  return terms.filter((term) => !nameWords.has(term) && !nameWords.has(term.replace(/s$/, '')));
}

/** The terms that are not the exercise's names nor words of technique or filler. */
export function termsBeyondExercise(terms: readonly string[], exercise: CoachExercise): string[] {
  return termsBesideNames(terms, exercise).filter(
    (term) => !techniqueWords.has(term) && !fillerWords.has(term) && !/\d/.test(term),
  );
}

/**
 * Whether a message asks in so many words how to do, set up or hold an exercise ("only got
 * dumbbells and no bench, how do i do a floor press properly", "form check on my RDL?", "how do I
 * set up a landmine press"): the how-to answers it, whatever kit, place or condition is around it.
 */
export function asksHowToMove(text: string): boolean {
  return (
    /\bhow (exactly |actually )?(do|to|should|can|would|does) (i |you |u |one |someone |we )?(actually |properly |correctly |safely |exactly )?(do|perform|execute|set up|setup|hold|start|get into|position)\b|\bhow (is|are) (it|they|this|that|these) (done|performed)\b|^how i (do|make|get|keep|stop)\b|\bhow (do|to|should|can) (i |you |u )?\w+( it| them| this| that)? (properly|correctly|right|safely)\b|\b(form|technique|cues?) (for|on|of|with|in)\b|\b(walk|talk|take) me through\b|\bteach me\b|\bshow me how\b|\bbreak (it|this|that|them) down\b|\bstep by step\b|\b(am i|are we|are you) (supposed|meant) to\b|\b(what|which) (muscles?|body parts?|parts? of)\b|\bwhat (does|do|will|would) [^.?!]{0,30}\bwork\b(?! out)/.test(
      text,
    ) ||
    // "How long should I hold it?", "can I do curls sitting down?": how to hold it, or do it seated.
    // "What is the cat and cow stretch my yoga teacher goes on about?": what the exercise is.
    // "Turkish get up steps??": its steps. "...What does it do?": what it is for. "Which curl is
    // the one where your thumbs point up?": which exercise a description is.
    /\bwhat (does|do) (it|they|this|that|these|those|this exercise|that exercise|this one|that one) (actually |even |really )?(do|work|train)\s*($|[?.!,])|\bwhat (is|are) (it|they|this|that|these|those) (actually |even |really )?(for|good for)(( lol| tho| though| haha| lmao)?\s*($|[?.!,])| (lol|tho|though|haha|lmao)\b)|(?<!\b(many|more|daily|extra|\d+k?|thousand) )\bsteps\s*\?|\bwhat are the steps\b|(^|[.?!]\s+)(so |ok |and )?(what('?s| is| are)|whats) (the|a|an|this|that|these|those) (?![^.?!]*\b(best|worst|right|most|easiest|hardest|safest|top|good|better|difference|point|purpose|benefits?)\b)[\w' -]{2,30}?\b(stretch|exercise|move|pose|movement|drill)\b(?! (for|to|that|which)\b)|\bhow long (should|do|can|to|must) (i |you |u |we )?hold\b|\b(can|could) (i|you|u|one|we) (do|perform) [^.?!]{0,40}\b(seated|sitting( down)?|(in|from|on) (a|my|the) (chair|wheelchair))\b|\b(seated|sitting|chair) (version|option|variation)\b|(\b(which|what)\b[^.?!]{0,25}\b(is|are|was)|\bwhat'?s|\bwhats|\bwhat do (you|u|people) call) (the|that|this) (one|exercise|move|stretch|variation|version)s? (where|with|when)\b|\bwhat(?:'?s| is) (it|that|this) called\b/.test(
      text,
    )
  );
}

/** What a message about an exercise asks beyond how to move: see `asksBeyondMoving`. */
export type QuestionBeyondMoving =
  'load' | 'frequency' | 'schedule' | 'progress' | 'results' | 'fear' | 'feelings' | 'worth';

// The kinds of question that name an exercise but do not ask how to move: how much to lift, how
// often, around what, what it has done for them, whether they dare, whether it works or is time.
const beyondMoving: readonly [QuestionBeyondMoving, RegExp][] = [
  [
    'load',
    /\b(what|which|how much|how many (kg|kilos?|lbs?|pounds|plates))( of (a|the))? (weight|load|kg|kilos?|lbs?|pounds|plates?|dumbbells?|kettlebell|bell)\b(?! (loss|gain))|\bhow heavy\b|\bput on the bar\b|\b(start|starting) (adding|to add|putting on) (weight|load|plates?)\b|\b(add|adding|increase|increasing|up|upping) (the )?(weight|load)\b|(?<!\b(heels?|toes?|knees?|hips?|butt|bum|chest|back|elbows?|shoulders?|arms?|legs?|feet|foot|it|they) )\bgo (up|heavier)\b/,
  ],
  [
    'frequency',
    /\bhow (often|many (days|times|sessions)|frequently)\b|\b(days|times|sessions) (a|per|each|every) week\b|\b(ok|okay|fine|bad|safe|good|alright|too much)\b[^.!?]{0,30}\b(daily|every ?day|every night|each day)\b|\b(daily|every ?day|every night)\b[^.!?]{0,30}\b(too much|overtrain\w*|recover\w*)\b|\b(should|can|could) i (do|train) [\w ]{0,25}\b(daily|every ?day|every night)\b/,
  ],
  [
    'schedule',
    /\b(comp|competition|race|match|game|tournament|meet|marathon|fight|bout|event|tryouts?|exam)\b[^.?!]{0,60}\b(should i|can i|do i)\b|\b(should i|can i|do i)\b[^.?!]{0,50}\b(before|after|ahead of|the (day|night|week) (before|after)) (my |the |a |an )?(comp|competition|race|match|game|tournament|meet|marathon|fight|bout|event|tryouts?|run|ride|hike|shift)\b|\bshould i (still|skip|drop|cut|stop|cancel)\b|\bmanage both\b/,
  ],
  // "Should i deload before i try the 140 deadlift single?": planning the weeks around a lift.
  ['schedule', /\b(deload\w*|taper\w*|peaking|peak (for|week|block|phase))\b/],
  [
    'progress',
    /\bhow (do|can|should|would) i (build|work|get|ramp|ease|come)( it| myself| this| that)?( back)? (up|into|back)\b|\bbuild(ing)? (it |myself |this )?back up\b|\bget back (into|to|on)\b/,
  ],
  [
    'results',
    /\b(not|aren'?t|ain'?t|aint|isn'?t|nothing'?s?|nothing is|no|never|don'?t see any|haven'?t seen any?) ?(growing|grown|changing|changed|working|worked|happening|budging|moving|results?|progress|difference|bigger|stronger|gains?)\b|\bget rid of\b|\b(lose|losing|burn|burning|shrink|flatten) (my |the )?(belly|stomach|tummy|gut|love handles|fat|muffin top|arm fat|thigh fat)\b|\b(flat|flatter) (stomach|belly|tummy)\b|\b(will|would|does|do|can|make)\b[^.?!]{0,30}\b(belly|stomach|tummy|gut|love handles|muffin top|fat|it)\b( fat)? (go|go away|disappear|shift|melt|burn off|come off|get smaller|flatten|shrink)\b/,
  ],
  [
    'fear',
    /\b(scared|afraid|nervous|terrified|frightened|fear\w*|anxious)\b[^.?!]{0,50}\b(fail\w*|miss(ing)?|pr|prs|max\w*|1rm|heavy|stuck|pinned|crushed|get(ting)? (hurt|injured)|hurt(ing)? myself)\b|\bwhat if i (fail|miss|drop|get (hurt|stuck|pinned|injured))\b|\bbail(ing)? (out|on)\b/,
  ],
  [
    'feelings',
    /\b(guilty|guilt|selfish|ashamed|embarrass\w*|self[- ]conscious|judged|stupid|silly|awkward)\b/,
  ],
  [
    'worth',
    /\b(good enough|ready) (to|for)\b|\b(is|are) [a-z ]{2,30} enough( exercise| cardio| activity| for)?\b|\b(count|counts) as (exercise|cardio|a workout|training|activity)\b|\b(does|do|will|would|did) (it|they|this|that|these|those|[a-z]+s|[a-z]+ing) (even |actually |really )?(work|help|do anything|do much|burn|build|make a difference|count)\b(?! (your|the|my|out|on|both|all|for (your|the|my) \w+ muscles?)\b)|\bis [a-z ]{2,30} (ok|okay|fine|good|alright) instead\b|\bis (it|this|that) (even |actually |really )?(worth|pointless|effective|a waste)\b|\bworth (it|doing)\b|\bwaste of time\b|\bdo i (even |really |actually )?need to (do|bother)\b/,
  ],
];

// Words of a topic about how much load to use.
const loadTerms = new Set(
  contentTerms('weight heavy heavier load kg kilo light lighter rpe rir percent overload'),
);

/**
 * What a message that names an exercise asks when it does not ask how to move: the load to use,
 * how often, how to fit it around an event or other training, the results it has (not) brought,
 * a fear of failing or getting hurt, or whether it is worth doing; null when it asks how to move
 * ("how do I do...", "form for...") or none of these. Such a question is answered by its topic,
 * the plan or the user's own data, with the exercise as context, not by the how-to.
 */
export function asksBeyondMoving(text: string): QuestionBeyondMoving | null {
  if (asksHowToMove(text)) return null;
  return beyondMoving.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
}

// The topic that answers a kind of question beyond moving when the message's words say so: the
// load by effort (RPE, reps in reserve), failing a rep safely, no spot reduction, results that do
// not come, heavy legs before a match or competition.
const beyondTopics: readonly [QuestionBeyondMoving, RegExp, string][] = [
  [
    'load',
    /\b(add(ing)?|increase|increasing|each week|every week|per week|go up|progress\w*)\b/,
    'progressive-overload',
  ],
  ['load', /./, 'how-heavy-rpe-rir'],
  [
    'fear',
    /\b(fail\w*|miss\w*|pr|prs|max\w*|1rm|stuck|pinned|crushed|bail\w*|heavy)\b/,
    'failing-a-rep-safely',
  ],
  [
    'results',
    /\b(belly|stomach|tummy|gut|love handles|muffin top|arm fat|thigh fat|flat|flatter)\b/,
    'belly-fat-spot-reduction',
  ],
  [
    'results',
    /\b(grow\w*|bigger|gains?|results?|chang\w*|difference|toned|stronger)\b/,
    'not-seeing-results',
  ],
  [
    'schedule',
    /\b(deload\w*|taper\w*|peaking|peak (for|week|block|phase))\b[^.?!]*\b(max\w*|1rm|single|pr|test\w*|attempt|meet|comp\w*|platform)\b|\b(max\w*|1rm|single|pr|test\w*|attempt|meet|comp\w*)\b[^.?!]*\b(deload\w*|taper\w*|peaking|peak (for|week|block|phase))\b/,
    'powerlifting-peaking',
  ],
  ['schedule', /\bdeload\w*\b/, 'deload-week'],
  [
    'schedule',
    /\b(comp|competition|match|game|tournament|meet|fight|bout|tryouts?|race)\b/,
    'leg-day-before-a-match',
  ],
];

/**
 * Whether a message asks if the user's own lift is ready for more ("is my squat good enough now
 * to start adding weight?"): their tracked form answers it.
 */
export function asksOwnReadiness(text: string): boolean {
  return /\b(is|are|am) (my|i)\b[^.?!]{0,30}\b(good enough|ready|solid enough|strong enough)\b/.test(
    text,
  );
}

/**
 * The topic that answers a question about an exercise beyond how to move it (see
 * `asksBeyondMoving`): the kind's own topic when the message's words say so, else the best of
 * `matches` that is confident and matched on more than the exercise's names and body parts; null
 * when none.
 */
export function topicBeyondMoving(
  text: string,
  kind: QuestionBeyondMoving,
  exercise: CoachExercise,
  matches: readonly KnowledgeMatch[],
  termCount: number,
): KnowledgeMatch | null {
  const id = beyondTopics.find(([asked, words]) => asked === kind && words.test(text))?.[2];
  const own = id ? findTopic(id) : null;
  if (own) return { intent: own.intent, topic: own, score: 0, matchedTerms: [], keyTerms: [] };
  return (
    matches.find(
      (match) =>
        match.topic !== null &&
        match.intent !== 'injury' &&
        isConfident(match, termCount) &&
        // "Smith machine squats worth it?": a topic keyed on two of the name's words (the smith
        // machine) is about that kind of exercise, not a match on its name alone.
        (!matchesOnlyNames(match, exercise, 'matched') || match.keyTerms.length >= 2),
    ) ?? null
  );
}

/**
 * Whether a message that names an exercise asks about a knowledge topic beyond how to do it
 * ("how do i break a squat plateau"): a question of a kind the how-to does not answer (load,
 * frequency, scheduling, results, fear, worth), or a topic about (title or keywords) at least
 * half of the message's words other than the exercise's name and technique words; never when the
 * message asks in so many words how to do the exercise.
 */
export function asksAboutMore(
  text: string,
  exercise: CoachExercise,
  match: KnowledgeMatch | undefined,
  termCount: number,
): boolean {
  if (asksHowToMove(text)) return false;
  const kind = asksBeyondMoving(text);
  // "What weight should I use for goblet squats?": a topic about load answers it; else the
  // how-to's starting-weight line does, not a topic that matched only the exercise.
  if (kind === 'load') return match?.matchedTerms.some((term) => loadTerms.has(term)) ?? false;
  if (kind) return true;
  if (!match?.topic || match.topic.intent === 'injury' || !isConfident(match, termCount))
    return false;
  // "Fasted cardio burns more fat right? thinking of doing an incline walk": the question asked
  // does not name the exercise; the sentence that does tells a plan around it.
  // Sentences, so "...before squats or ill tear something. am i doing it wrong??" asks its own.
  const asked = text.split(/(?<=[.!?])\s+|(?<=\?)/).filter((clause) => clause.trim().endsWith('?'));
  if (asked.length > 0 && !asked.some((clause) => namesExercise(clause, exercise))) return true;
  // "How should my feet be on a hip thrust?": a topic keyed only on body parts (swollen ankles)
  // is not what a question about the exercise asks.
  if (matchesOnlyNames(match, exercise)) return false;
  const beyond = termsBeyondExercise(contentTerms(text), exercise);
  const covered = topicTermsBeyondExercise(text, exercise, match);
  return covered > 0 && covered * 2 >= beyond.length;
}

// Cue words of everyday speech ("straight into incline push-ups", "feel free"): alone they do not
// make a message a technique question.
export const everydayCueWords = new Set([
  'straight',
  'feel',
  'look',
  'back',
  'top',
  'arms',
  'hands',
  'where',
  'face',
  'around',
  'weight',
  'reps',
  'how much',
  'chest',
  'first',
  'pull',
]);

// Words of everyday speech a topic may be keyed on but a question about an exercise uses in
// passing ("I feel it in my back", "my daughter told me to do it").
export const everydayTopicWords = new Set(
  contentTerms('feel back make good best time day week right wrong only way thing tell told do'),
);

/** Whether a text names the exercise: a word of its name or of one of its aliases. */
function namesExercise(text: string, exercise: CoachExercise): boolean {
  const said = new Set(contentTerms(text.replace(/-/g, ' ')));
  return [exercise.name, ...(exercise.aliases ?? [])].some((name) =>
    contentTerms(name.replace(/-/g, ' ')).some((term) => said.has(term)),
  );
}

/** How many of the message's words beside the exercise's name are what a topic is about. */
export function topicTermsBeyondExercise(
  text: string,
  exercise: CoachExercise,
  match: KnowledgeMatch | undefined,
): number {
  if (!match?.topic) return 0;
  return termsBeyondExercise(contentTerms(text), exercise).filter(
    (term) => match.keyTerms.includes(term) && !everydayTopicWords.has(term),
  ).length;
}

// Words that name where or what, not what is wrong: a pain topic matched on these alone reads pain
// into a message that says none ("how do i breathe during push ups", "knees caving in a squat").
export const bodyPartTerms = new Set(
  contentTerms(
    'knee knees back lower shoulder shoulders wrist wrists elbow elbows ankle ankles hip hips neck foot feet shin shins hand hands finger toe toes chest hamstring joint joints leg legs arm arms',
  ),
);

/**
 * Whether a match is a pain topic matched only on body parts and the exercise named, which reads
 * pain into a message that says none; a topic about a condition ("shin splints", "ice or heat",
 * "calluses") matches on its own words.
 */
export function readsPainIn(match: KnowledgeMatch, exercise: CoachExercise | null): boolean {
  return match.intent === 'injury' && matchesOnlyNames(match, exercise);
}

/**
 * Whether a match's key terms (or, with `terms: 'matched'`, all its matched terms) are only body
 * parts and the exercise's names: the message's subject is not the topic's.
 */
export function matchesOnlyNames(
  match: KnowledgeMatch,
  exercise: CoachExercise | null,
  terms: 'key' | 'matched' = 'key',
): boolean {
  const exerciseTerms = new Set(
    (exercise ? [exercise.name, ...(exercise.aliases ?? [])] : []).flatMap((name) =>
      contentTerms(name.replace(/-/g, ' ')),
    ),
  );
  return (terms === 'key' ? match.keyTerms : match.matchedTerms).every(
    (term) => bodyPartTerms.has(term) || exerciseTerms.has(term),
  );
}

// Asks the name of an exercise described: "what's it called", "what is the exercise called
// where...", "what do you call the one where...", "is there a name for...".
const asksNameOf =
  /\bwhat(?:'?s| is| are) (?:it|that|this|they|these|those|the (?:one|exercise|stretch|move|movement|thing)s?) called\b|\bwhat do (?:you|u|people|they) call (?:it|that|this|them|the (?:one|exercise|stretch|move))\b|\b(?:a |the )?name (?:of|for) (?:it|that|this|the (?:one|exercise|stretch|move|thing))\b/;

// A message that is only a description ("the exercise where you lie face down and lift your arms
// and legs"): what the exercise is and how it goes.
const isBareDescription =
  /^(?:the|that|this|a|an) (?:one|exercise|move|movement|thing|stretch|pose)s? (?:where|when|with|you|on)\b[^?]*$/;

/**
 * Whether an exercise's technique notes hold a cue the message's words ask for; with
 * `ignoreEveryday`, not by a word of everyday speech alone ("straight into incline push-ups").
 */
export function asksTechniqueCue(
  text: string,
  exercise: CoachExercise,
  { ignoreEveryday = false } = {},
): boolean {
  // "What weight should I put on the bar for squats today?" names the bar but asks the load.
  if (ignoreEveryday && asksBeyondMoving(text)) return false;
  // "The one where you push a band out from your chest... what's it called?": its name, the
  // first point of its how-to.
  if (asksNameOf.test(text) || isBareDescription.test(text)) return true;
  return askedCuesOf(exercise, text, ignoreEveryday ? { ignore: everydayCueWords } : {}).length > 0;
}
