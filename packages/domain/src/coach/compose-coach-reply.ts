import type { CoachIntent, CoachMotivation, CoachStyle, CoachUserContext } from './coach-types';
import type { SessionFocus } from '../workouts/compose-session';
import { renderInStyle } from './render-in-style';
import { answerTopic } from './tools/answer-topic';
import { compareExercises, exercisesCompared, type ExercisePair } from './tools/compare-exercises';
import { answerExercisesForMuscle } from './tools/exercises-for-muscle';
import { positionLimitsSaid } from './understand/session-of';
import { answerFoodQuestion } from './tools/food-facts';
import { answerSupplementQuestion } from './tools/supplement-facts';
import {
  composeWorkoutAnswer,
  namedForSession,
  sessionReasons,
  type CoachWorkoutCard,
} from './tools/compose-workout';
import { describeExerciseHowTo, type ToolAnswer } from './tools/exercise-how-to';
import { answersOnItsOwn, describeExercisePain, stopLine } from './tools/exercise-pain';
import { describeSwaps } from './tools/exercise-swaps';
import { answerFormFeedback } from './tools/form-feedback';
import { answerPersonalNumbers } from './tools/personal-numbers';
import { answerGreeting, answerOutOfScope } from './tools/small-talk-answer';
import { answerProgress, answerWorkoutPlan } from './tools/user-data';
import { knowledgeTexts } from './knowledge/knowledge-index';
import { answerSecondQuestion } from './answer-second-question';
import { whetherToTrainLine } from './tools/whether-to-train';
import { createSpellingCorrector, type SpellingCorrector } from './language/spelling';
import { stopWords } from './language/tokenize';
import { exerciseMatcherFor, type CoachExercise } from './understand/exercise-matcher';
import { understandInThread } from './understand/conversation';
import { asksForSource } from './understand/message-patterns';
import { withListedExercise } from './understand/listed-exercise';
import type { CoachFrame } from './understand/understand-message';

/** What the built-in coach needs for one reply. */
export interface ComposeCoachReplyInput {
  message: string;
  style: CoachStyle;
  motivation: CoachMotivation;
  context: CoachUserContext;
  /** The exercise catalogue (the workouts service's); the coach's how-tos and workouts use it. */
  catalogue: readonly CoachExercise[];
  /** The user's earlier messages of this conversation, oldest first (follow-ups resolve on them). */
  history: readonly string[];
  /**
   * Lower-case words of English, for the spelling corrector: a word the user types that is in
   * it stays as typed though the coach's vocabulary lacks it ('woman', 'pointless'). Without it
   * only the coach's own words count as spelt right.
   */
  dictionary?: ReadonlySet<string>;
  now: Date;
}

/** A reply of the built-in coach. */
export interface CoachReply {
  intent: CoachIntent;
  message: string;
  suggestions: string[];
  /** The workout composed for this message, if it asked for one. */
  workout: CoachWorkoutCard | null;
}

/** An answer before styling: what the coach understood, the lines it will say and its tools' results. */
export interface CoachAnswer extends ToolAnswer {
  intent: CoachIntent;
  frame: CoachFrame;
  workout: CoachWorkoutCard | null;
}

// Follow-ups only look this far back.
const historyTurns = 4;

/** What the coach understood of the message, its earlier messages read first, in order. */
export function understandConversation(
  input: Pick<ComposeCoachReplyInput, 'message' | 'history' | 'catalogue' | 'dictionary'>,
): CoachFrame {
  const matcher = exerciseMatcherFor(input.catalogue);
  const correct = spellingFor(input.catalogue, input.dictionary);
  const earlier: CoachFrame[] = [];
  for (const message of input.history.slice(-historyTurns)) {
    earlier.push(understandInThread(correct(message), matcher, earlier));
  }
  const asked = correct(input.message);
  const frame = understandInThread(asked, matcher, earlier);
  const before = earlier.at(-1);
  return frame.topic && before?.topic?.id === frame.topic.id
    ? { ...frame, againAsked: asked }
    : frame;
}

const correctors = new WeakMap<
  readonly CoachExercise[],
  { dictionary: ReadonlySet<string> | undefined; correct: SpellingCorrector }
>();

/**
 * The spelling corrector over the coach's words and a catalogue's names, built once per
 * catalogue (and dictionary).
 */
function spellingFor(
  catalogue: readonly CoachExercise[],
  dictionary: ReadonlySet<string> | undefined,
): SpellingCorrector {
  const built = correctors.get(catalogue);
  if (built && built.dictionary === dictionary) return built.correct;
  const names = catalogue.flatMap((exercise) => [exercise.name, ...(exercise.aliases ?? [])]);
  const correct = createSpellingCorrector({
    known: [
      ...knowledgeTexts().answers,
      ...catalogue.flatMap((exercise) => exercise.instructions ?? []),
    ],
    targets: [...stopWords, ...knowledgeTexts().questions, ...names],
    ...(dictionary ? { dictionary } : {}),
  });
  correctors.set(catalogue, { dictionary, correct });
  return correct;
}

function seedOf(input: ComposeCoachReplyInput): string {
  return `${input.message}|${input.now.toISOString().slice(0, 10)}`;
}

// Every knowledge topic is written from a named evidence source (see each topic's comment).
const sourceLine =
  'It comes from the research evidence as summarised in expert guidelines and position stands (such as those of the ACSM, WHO and ISSN), not from a single study. The reason behind it:';

/** The lines and suggestions of a message, with what the coach understood and composed. */
export function answerCoachMessage(input: ComposeCoachReplyInput): CoachAnswer {
  const named = withListedExercise(input, answerCoachMessage);
  if (named) return answerCoachMessage(named);
  const answer = answerFrame(input, understandConversation(input));
  const trainAnyway =
    answer.frame.followUp === 'still'
      ? whetherToTrainLine(answer.intent, answer.frame.topic, answer.frame.text)
      : null;
  // "Source?" after advice: where the knowledge comes from, then the reason and the advice.
  const source =
    answer.frame.followUp === 'why' &&
    answer.frame.topic &&
    answer.intent !== 'greeting' &&
    asksForSource.test(answer.frame.text)
      ? sourceLine
      : null;
  // "Im 34, what's 60-70% of my max hr in bpm?": the sum asked, done for this user, first.
  const numbers =
    answer.intent === 'out-of-scope' ||
    answer.intent === 'workout-request' ||
    answer.frame.farFromFitness
      ? null
      : answerPersonalNumbers({
          message: input.message,
          corrected: answer.frame.text,
          history: input.history,
          context: input.context,
        });
  const lead = [numbers, trainAnyway ?? source].filter((line) => line !== null);
  const lines = [...lead, ...answer.lines];
  const also = answerSecondQuestion(input, answer);
  return { ...answer, lines: also ? [...lines, also] : lines };
}

function answerFrame(input: ComposeCoachReplyInput, frame: CoachFrame): CoachAnswer {
  const { context } = input;
  const answer = (tool: ToolAnswer, workout: CoachWorkoutCard | null = null): CoachAnswer => ({
    ...tool,
    intent: frame.intent,
    frame,
    workout,
  });
  switch (frame.intent) {
    case 'greeting':
      // A question about the app itself ("is there a dark mode") has its app topic.
      if (frame.topic) break;
      return answer(answerGreeting(context, frame.text));
    case 'out-of-scope':
      return answer(answerOutOfScope(frame.text));
    case 'workout-plan':
      return answer(
        answerWorkoutPlan(
          context,
          frame.exercise,
          frame.text,
          frame.entities.hasPain && frame.entities.bodyParts.length > 0
            ? { catalogue: input.catalogue, parts: frame.entities.bodyParts }
            : null,
        ),
      );
    case 'progress':
      return answer(answerProgress(context, input.now, frame.text));
    case 'form-feedback':
      return answer(answerFormFeedback(context, frame.exercise));
    case 'workout-request': {
      // "Why do you put the pull ups first?" after a session: how sessions are built, not another.
      if (frame.followUp === 'why') return answer(sessionReasons);
      const today = frame.fromTodaysWorkout ? context.todayWorkout : null;
      const composed = composeWorkoutAnswer({
        asked: {
          ...frame.session,
          // The plan's names as the catalogue spells them ("Push-ups" is the Push-Up).
          ...(today
            ? {
                // "Lower Body Strength" cut to 40 minutes stays a lower-body session.
                ...(frame.session?.focus === undefined ? dayFocusOf(today.name) : {}),
                preferNames: today.exercises.map(
                  (exercise) =>
                    exerciseMatcherFor(input.catalogue).find(exercise.name)?.name ?? exercise.name,
                ),
              }
            : namedForSession(frame.text, frame.entities.hasPain, input.catalogue)),
        },
        entities: frame.entities,
        context,
        catalogue: input.catalogue,
        seed: seedOf(input),
        ...(today ? { basedOn: today.name } : {}),
      });
      return answer(composed, composed.workout);
    }
    default:
      break;
  }
  const topic = frame.topic;
  // "Treadmill or bike for my bad knee?", "sumo or conventional?": two catalogue exercises weighed
  // against each other, unless the topic found speaks of both and is itself that comparison (its
  // title weighs options: "RDL vs stiff-leg deadlift") or weighs activities the catalogue only
  // approximates ("swimming or cycling": the catalogue's swim-style arm circuit is no swim); a
  // topic about something else that names two strength exercises on the way (building up to
  // pull-ups, single-leg training) does not answer their difference.
  const pair = comparable(frame)
    ? exercisesCompared(frame.text, exerciseMatcherFor(input.catalogue))
    : null;
  const topicCompares =
    topic !== null &&
    pair !== null &&
    mentionsBoth(topic.answer, pair) &&
    (/\b(vs|versus|or|difference|better|compared?)\b/i.test(topic.title) ||
      pair.first.category !== 'STRENGTH' ||
      pair.second.category !== 'STRENGTH');
  if (pair && !topicCompares) {
    return {
      ...answer(
        compareExercises({ pair, text: frame.text, bodyParts: frame.entities.bodyParts, context }),
      ),
      intent: frame.intent === 'exercise-technique' ? 'training' : frame.intent,
    };
  }
  if (frame.swap && frame.exercise) {
    return answer(describeSwaps({ exercise: frame.exercise, context, catalogue: input.catalogue }));
  }
  if (frame.muscle) {
    return answer(
      answerExercisesForMuscle({
        muscle: frame.muscle,
        context,
        catalogue: input.catalogue,
        asked: positionLimitsSaid(frame.entities),
        equipmentSaid: frame.entities.equipment,
        ...(frame.entities.refusedWords ? { refused: frame.entities.refusedWords } : {}),
      }),
    );
  }
  if (frame.supplement && !topic) {
    return answer(answerSupplementQuestion({ mention: frame.supplement }));
  }
  if (frame.food && !topic) {
    return answer(answerFoodQuestion({ mention: frame.food, text: frame.text, context }));
  }
  if (
    frame.exercise &&
    frame.intent === 'injury' &&
    frame.followUp !== 'why' &&
    !answersOnItsOwn(topic, frame.text)
  ) {
    return answer(
      describeExercisePain({
        exercise: frame.exercise,
        text: frame.text,
        topic,
        bodyParts: frame.entities.bodyParts,
        catalogue: input.catalogue,
      }),
    );
  }
  if (frame.exercise && (frame.intent === 'exercise-technique' || !topic)) {
    const howTo = describeExerciseHowTo({
      exercise: frame.exercise,
      text: frame.text,
      context,
      followUp: frame.followUp,
    });
    // A condition or pain the message names: its topic's advice after the how-to.
    const caution =
      topic && (topic.intent === 'health' || topic.intent === 'injury') && frame.followUp === null
        ? `With what you told me: ${topic.answer
            .split(/(?<=[.!?])\s+/)
            .slice(0, 2)
            .join(' ')}`
        : null;
    // Pain said: the stop line first, as every pain answer.
    const lines = [
      ...(frame.entities.hasPain ? [stopLine] : []),
      ...howTo.lines,
      ...(caution ? [caution] : []),
    ];
    return answer({ ...howTo, lines });
  }
  if (topic) {
    return answer(
      answerTopic({ frame, topic, context, motivation: input.motivation, now: input.now }),
    );
  }
  return answer(answerGreeting(context));
}

/** A frame a comparison of two exercises may answer: a question, not a follow-up that changes one. */
function comparable(frame: CoachFrame): boolean {
  return (
    (frame.followUp === null || frame.followUp === 'switch') &&
    // "...what's different in how I do them": the technique of each, which the how-to answers.
    !/\bhow (do |to |should |would )?(i |you |u )?(do|perform|set up)\b|\bhow i do\b/.test(
      frame.text,
    ) &&
    ['exercise-technique', 'training', 'injury', 'recovery', 'health'].includes(frame.intent) &&
    // "When I do the brisk walking or jog bits I get wheezy": when something happens, told as a
    // story, not a choice asked between the two.
    !(
      /\b(when|whenever|while|if|after|during) (i|im|i'?m) [^.?!,]{0,25}\bor\b/.test(frame.text) &&
      !/\b(which|better|best|vs|versus|difference|diff|rather)\b/.test(frame.text)
    )
  );
}

/** Whether a text names both exercises (a word of each one's name or aliases, beyond kit words). */
function mentionsBoth(text: string, pair: ExercisePair): boolean {
  const lower = text.toLowerCase();
  const names = (exercise: CoachExercise) =>
    [exercise.name, ...(exercise.aliases ?? [])].flatMap((name) =>
      name
        .toLowerCase()
        .split(/[\s-]+/)
        .filter((word) => word.length > 3 && !kitWords.has(word)),
    );
  const mentions = (exercise: CoachExercise) =>
    names(exercise).some((word) => new RegExp(`\\b${word}`).test(lower));
  return mentions(pair.first) && mentions(pair.second);
}

// Words of exercise names that say the kit or the variant, not the exercise.
const kitWords = new Set([
  'barbell',
  'dumbbell',
  'kettlebell',
  'cable',
  'band',
  'machine',
  'bodyweight',
  'single',
  'standing',
  'seated',
  'incline',
  'hold',
]);

/**
 * The built-in coach's reply: understands the message in its conversation, answers it with the
 * knowledge base and its tools (exercise how-to, workout composer, the user's own data) and
 * writes it in the chosen style. Pure and deterministic for the same input.
 */
/** The focus a plan day's name gives it ("Upper Body Power", "Legs & Glutes", "Mobility Flow"). */
function dayFocusOf(name: string): { focus?: SessionFocus } {
  const lower = name.toLowerCase();
  if (/\bupper\b|\bpush\b|\bpull\b|\bchest\b|\barms?\b|\bshoulders?\b/.test(lower))
    return { focus: 'upper' };
  if (/\blower\b|\blegs?\b|\bglutes?\b/.test(lower)) return { focus: 'lower' };
  if (/\b(cardio|conditioning|hiit)\b/.test(lower)) return { focus: 'cardio' };
  if (/\b(mobility|stretch\w*|yoga)\b/.test(lower)) return { focus: 'mobility' };
  return {};
}

export function composeCoachReply(input: ComposeCoachReplyInput): CoachReply {
  const answer = answerCoachMessage(input);
  const message = renderInStyle({
    style: input.style,
    intent: answer.intent,
    name: input.context.name,
    lines: answer.lines,
    seed: input.message.length,
  });
  return {
    intent: answer.intent,
    message,
    suggestions: answer.suggestions.slice(0, 3),
    workout: answer.workout,
  };
}
