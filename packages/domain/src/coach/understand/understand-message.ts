import type { SessionRequest } from '../../workouts/compose-session';
import type { CoachIntent } from '../coach-types';
import { forgetSearches } from '../knowledge/knowledge-index';
import type { KnowledgeTopic } from '../knowledge/topics';
import { forgetNormalized } from '../language/tokenize';
import type { MuscleAsked } from '../tools/exercises-for-muscle';
import type { FoodMention } from '../tools/food-facts';
import type { SupplementMention } from '../tools/supplement-facts';
import { forgetNamedExercises, type CoachExercise, type ExerciseMatcher } from './exercise-matcher';
import type { MessageEntities } from './extract-entities';
import { readAgeLeanOrSession } from './reading/age-lean-and-session';
import { readAskShape } from './reading/ask-shape';
import { readCondition } from './reading/condition';
import { readExerciseAskedFirst } from './reading/exercise-asked-first';
import { readExerciseOrNearestTopic } from './reading/exercise-or-nearest-topic';
import { readMessage } from './reading/message-reading';
import { readNamedSubject } from './reading/named-subjects';
import { readPain } from './reading/pain';
import { readPlanOrRecords } from './reading/plan-and-records';
import { readSessionAsked } from './reading/session-asked';
import { readSmallTalkOrScope } from './reading/small-talk-and-scope';
import { readUrgentState } from './reading/urgent-states';

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

// "Never mind lol wrong app. what should i eat before a heavy squat day": what was said before
// taken back, then the question.
const takenBack =
  /^(never ?mind|nvm|ignore (that|this|me)|forget (that|it)|scratch that)( lol| lmao| haha)?[,.!]* (wrong (app|chat|window|tab|person)[,.!]* )?(?=\w)/;

/**
 * Reads a message on its own, stage by stage in a fixed order (the rules of each under
 * `./reading/`): urgent states, what is asked of an exercise named, small talk and scope, the
 * subjects named, the plan and records, a session asked, pain, a condition, an age or the lean of
 * the words, and the exercise or the nearest topic. The first rule that answers decides.
 */
function readAlone(said: string, matcher: ExerciseMatcher): CoachFrame {
  const message = said.replace(takenBack, '');
  const reading = readMessage(message, matcher);
  const first =
    readUrgentState(reading) ??
    readExerciseAskedFirst(reading) ??
    readSmallTalkOrScope(reading) ??
    readNamedSubject(reading);
  if (first) return first;
  const shape = readAskShape(reading);
  return (
    readPlanOrRecords(reading, shape) ??
    readSessionAsked(reading, shape) ??
    readPain(reading) ??
    readCondition(reading, shape) ??
    readAgeLeanOrSession(reading, shape) ??
    readExerciseOrNearestTopic(reading, shape)
  );
}
