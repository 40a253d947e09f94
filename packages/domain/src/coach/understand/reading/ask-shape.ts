import { findTopic, searchKnowledge, type KnowledgeMatch } from '../../knowledge/knowledge-index';
import type { KnowledgeTopic } from '../../knowledge/topics';
import { speaksOfTopicSubject } from '../../knowledge/topic-subjects';
import type { MuscleAsked } from '../../tools/exercises-for-muscle';
import { asksTechniqueCue } from '../exercise-or-topic';
import {
  asksAdviceForOwn,
  asksOpinion,
  asksWhatToDo,
  fearsUndoing,
  requestVerb,
} from '../message-patterns';
import { withoutPartsInExerciseNames } from '../extract-entities';
import type { MessageReading } from './message-reading';
import { asksJudgement, toldFeeling, toldHabitOnly } from './shared-patterns';
import { asksToLoseFat, asksTrainingWithCondition, muscleAsked } from './named-subjects';

// Words that say what a message is about whatever else it names: eating is nutrition, how the
// user feels about training is motivation, soreness is recovery.
const leanWords: readonly [RegExp, KnowledgeTopic['intent']][] = [
  // A setback said in so many words is about getting going again, whatever was eaten.
  [
    /\b(back on track|off track|fell off the wagon|off the wagon|ruined (it|everything)|(undone|undid) (it|everything|all)|blew it|messed (it )?up|start(ing)? (from zero|from scratch|all over)|feel like (garbage|rubbish|crap|a failure))\b/,
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

// Only a feeling of low energy today, nothing asked.
const feelsLowToday =
  /^((so|really|super|very|a bit|bit|kinda|soo+|feeling|feel|i'?m|im|just|pretty|proper|well|ugh|meh|honestly|coach)[,.!]? )*(tired|knackered|exhausted|shattered|drained|wiped( out)?|zonked|sluggish|lethargic|drained|low on energy|no energy)( and \w+)?( today| tonight| rn| right now| this (morning|evening|afternoon)| after work)[.! ]*$/;

// The topic a lean answers when none of its topics matches the message's words ("ugh cba today").
const leanDefaults: Partial<Record<KnowledgeTopic['intent'], string>> = {
  nutrition: 'healthy-eating-basics',
  motivation: 'no-motivation-today',
  recovery: 'doms-soreness',
};

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

/**
 * How a message asks, read once for the rules after the named subjects: whether it asks a
 * question, a session, advice or a meaning, and what its words lean to.
 */
export interface AskShape {
  /** Asks what to do, or fears undoing what was done. */
  readonly asksToDo: boolean;
  /** Asks advice for the user's own training, or what to do. */
  readonly asksAdvice: boolean;
  /** Asks a technique cue of the exercise named (everyday words aside). */
  readonly asksCueOf: boolean;
  /** Hours said are of sleep, or when something starts, not the length of a session. */
  readonly sleepHours: boolean;
  /** The topic the message's words lean to (nutrition, motivation, recovery); none with pain. */
  readonly lean: KnowledgeMatch | null;
  /** Asks what a word means. */
  readonly asksMeaning: boolean;
  /** Minutes said that are a session's. */
  readonly explicitMinutes: boolean;
  /** Asks what to eat or drink. */
  readonly asksWhatToEat: boolean;
  /** Asks a question, a judgement or a choice, or tells a habit or a feeling: no request. */
  readonly asksQuestion: boolean;
  /** Asks for a new session, not the plan's. */
  readonly asksForNewSession: boolean;
  /** Asks about training with a condition. */
  readonly asksTraining: boolean;
  /** Asks about losing fat. */
  readonly asksFatLoss: boolean;
  /** The muscle whose exercises are asked for. */
  readonly muscle: MuscleAsked | null;
}

/** Reads how a message asks (see `AskShape`). */
export function readAskShape(reading: MessageReading): AskShape {
  const { text, entities, exercise } = reading;
  const asksToDo = asksWhatToDo.test(text) || fearsUndoing.test(text);
  const asksAdvice = asksAdviceForOwn.test(text) || asksToDo;
  const asksCueOf = exercise !== null && asksTechniqueCue(text, exercise, { ignoreEveryday: true });
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
  const lean = entities.hasPain ? null : leanTopic(text);
  // "Explain what RPE means and how I use it in my training" asks what a word means.
  const asksMeaning =
    /\b(mean|means|meaning|explain\w*|stand for|stands for|definition|define)\b/.test(text);
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
  return {
    asksToDo,
    asksAdvice,
    asksCueOf,
    sleepHours,
    lean,
    asksMeaning,
    explicitMinutes,
    asksWhatToEat,
    asksQuestion,
    asksForNewSession,
    asksTraining: asksTrainingWithCondition(reading),
    asksFatLoss: asksToLoseFat(text),
    muscle: muscleAsked(reading),
  };
}
