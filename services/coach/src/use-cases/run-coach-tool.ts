import type { CoachWorkout } from '@repwise/contracts/coach';
import {
  answerFormFeedback,
  answerProgress,
  answerWorkoutPlan,
  composeWorkoutAnswer,
  createExerciseMatcher,
  describeExerciseHowTo,
  extractEntities,
  type ComposeCoachReplyInput,
} from '@repwise/domain/coach';
import { z } from 'zod';
import type { LlmToolCall } from '../llm/write-with-llm';

const howToArgs = z.object({ exercise: z.string().min(1).max(100) });
const workoutArgs = z.object({
  minutes: z.number().int().min(5).max(120).optional(),
  focus: z.enum(['full', 'upper', 'lower', 'core', 'cardio', 'mobility', 'balance']).optional(),
  noEquipment: z.boolean().optional(),
  lowImpact: z.boolean().optional(),
});
const userDataArgs = z.object({ part: z.enum(['plan', 'progress', 'form']) });

function parseArguments<T>(schema: z.ZodType<T>, text: string): T | null {
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Runs a tool the model called with the same pure functions the built-in engine uses, over the
 * user's data and the catalogue; unknown tools and bad arguments answer an error text the model
 * can read, never throw.
 */
export function runCoachTool(
  call: LlmToolCall,
  input: ComposeCoachReplyInput,
): { content: string; workout: CoachWorkout | null } {
  const text = (lines: string[]) => ({ content: lines.join('\n'), workout: null });
  if (call.name === 'exercise_how_to') {
    const args = parseArguments(howToArgs, call.arguments);
    const exercise = args ? createExerciseMatcher(input.catalogue).find(args.exercise) : null;
    if (!exercise) return text(['No catalogue exercise by that name.']);
    return text(
      describeExerciseHowTo({
        exercise,
        text: args?.exercise ?? '',
        context: input.context,
        followUp: null,
      }).lines,
    );
  }
  if (call.name === 'compose_workout') {
    const args = parseArguments(workoutArgs, call.arguments);
    if (!args) return text(['Invalid arguments.']);
    const composed = composeWorkoutAnswer({
      asked: {
        ...(args.minutes ? { minutes: args.minutes } : {}),
        ...(args.focus ? { focus: args.focus } : {}),
        ...(args.noEquipment ? { equipment: [] } : {}),
        ...(args.lowImpact ? { lowImpact: true } : {}),
      },
      entities: extractEntities(input.message),
      context: input.context,
      catalogue: input.catalogue,
      seed: `${input.message}|llm`,
    });
    return { content: composed.lines.join('\n'), workout: composed.workout };
  }
  if (call.name === 'user_data') {
    const args = parseArguments(userDataArgs, call.arguments);
    if (!args) return text(['Invalid arguments.']);
    if (args.part === 'plan') return text(answerWorkoutPlan(input.context).lines);
    if (args.part === 'progress') return text(answerProgress(input.context, input.now).lines);
    return text(answerFormFeedback(input.context, null).lines);
  }
  return text([`Unknown tool ${call.name}.`]);
}
