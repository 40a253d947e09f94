import type { CoachAnswer, CoachAnswerInput } from './coach-answer';
import {
  answerFormFeedback,
  answerInjury,
  answerTechnique,
  answerWorkoutPlan,
} from './answer-training';
import {
  answerGreeting,
  answerMotivation,
  answerNutrition,
  answerOutOfScope,
  answerProgress,
  answerRecovery,
} from './answer-wellbeing';
import { classifyIntent } from './classify-intent';
import type {
  CoachIntent,
  CoachMotivation,
  CoachReply,
  CoachStyle,
  CoachUserContext,
} from './coach-types';
import { describeMotivation } from './describe-motivation';
import { normalizeMessage } from './normalize-message';
import { renderInStyle } from './render-in-style';

const answerers: Record<CoachIntent, (input: CoachAnswerInput) => CoachAnswer> = {
  injury: answerInjury,
  'form-feedback': answerFormFeedback,
  'exercise-technique': answerTechnique,
  'workout-plan': answerWorkoutPlan,
  nutrition: answerNutrition,
  recovery: answerRecovery,
  progress: answerProgress,
  motivation: answerMotivation,
  greeting: answerGreeting,
  'out-of-scope': answerOutOfScope,
};

// Intents whose answer ends with a line in the chosen motivation approach.
const motivatedIntents = new Set<CoachIntent>(['workout-plan', 'greeting']);

/** What the built-in coach needs for one reply. */
export interface ComposeCoachReplyInput {
  message: string;
  style: CoachStyle;
  motivation: CoachMotivation;
  context: CoachUserContext;
  now: Date;
}

/** Intent, retrieved knowledge lines and suggestions of a message, before any styling. */
export function answerCoachMessage(
  input: ComposeCoachReplyInput,
): CoachAnswer & { intent: CoachIntent } {
  const { intent } = classifyIntent(input.message);
  const answerInput: CoachAnswerInput = {
    text: normalizeMessage(input.message),
    context: input.context,
    motivation: input.motivation,
    now: input.now,
  };
  const answer = answerers[intent](answerInput);
  const lines = motivatedIntents.has(intent)
    ? [...answer.lines, describeMotivation(answerInput)]
    : answer.lines;
  return { intent, lines, suggestions: answer.suggestions };
}

/**
 * The built-in coach's reply: classifies the message, answers it from the knowledge base and the
 * user's data, and writes it in the chosen style. Pure and deterministic for the same input.
 */
export function composeCoachReply(input: ComposeCoachReplyInput): CoachReply {
  const answer = answerCoachMessage(input);
  const message = renderInStyle({
    style: input.style,
    intent: answer.intent,
    name: input.context.name,
    lines: answer.lines,
    seed: input.message.length,
  });
  return { intent: answer.intent, message, suggestions: answer.suggestions };
}
