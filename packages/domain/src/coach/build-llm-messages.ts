import type { CoachIntent, CoachMotivation, CoachStyle } from './coach-types';

/** A chat-completions message (tool calls and results included). */
export type LlmMessage =
  | { role: 'system' | 'user'; content: string }
  | {
      role: 'assistant';
      content: string | null;
      tool_calls?: {
        id: string;
        type: 'function';
        function: { name: string; arguments: string };
      }[];
    }
  | { role: 'tool'; tool_call_id: string; content: string };

/** A tool the model may call (OpenAI function format). */
export interface LlmTool {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
}

/** The coach's tools, as the model sees them; the service runs them with the user's data. */
export const coachLlmTools: readonly LlmTool[] = [
  {
    name: 'exercise_how_to',
    description:
      'How to do a catalogue exercise: steps, muscles worked, form cues, common mistakes, easier and harder variations.',
    parameters: {
      type: 'object',
      properties: { exercise: { type: 'string', description: 'Exercise name, e.g. "burpee"' } },
      required: ['exercise'],
    },
  },
  {
    name: 'compose_workout',
    description:
      "Composes a workout for right now from the catalogue, respecting the user's injuries, conditions and equipment; the chat shows it as a card the user can start.",
    parameters: {
      type: 'object',
      properties: {
        minutes: { type: 'integer', minimum: 5, maximum: 120 },
        focus: {
          type: 'string',
          enum: ['full', 'upper', 'lower', 'core', 'cardio', 'mobility', 'balance'],
        },
        noEquipment: { type: 'boolean' },
        lowImpact: { type: 'boolean' },
      },
    },
  },
  {
    name: 'user_data',
    description:
      "The user's own data: 'plan' (active plan and today's workout), 'progress' (measurements, goals, sessions) or 'form' (tracked form scores and risks).",
    parameters: {
      type: 'object',
      properties: { part: { type: 'string', enum: ['plan', 'progress', 'form'] } },
      required: ['part'],
    },
  },
];

const styleBriefs: Record<CoachStyle, string> = {
  supportive: 'warm, patient and reassuring',
  direct: 'brief and to the point, using short bullet points',
  analytical: 'precise and numbers-driven, using numbered points',
  humorous: 'light-hearted with one gentle joke (never about pain or injury)',
  encouraging: 'upbeat and energising',
};

/**
 * The messages for an OpenAI-compatible chat completion: a system prompt with the style, the
 * motivation approach and the facts the built-in engine retrieved (knowledge and tool results)
 * that the reply must rest on, the earlier turns, then the user's message. Injury and health
 * answers are told to stay safety-first and refer to a professional.
 */
export function buildLlmMessages(input: {
  message: string;
  history: string[];
  intent: CoachIntent;
  style: CoachStyle;
  motivation: CoachMotivation;
  name: string | null;
  facts: string[];
}): LlmMessage[] {
  const system = [
    'You are RepWise, an AI personal fitness coach. Answer questions about training, exercise technique, nutrition, recovery, sleep, motivation, health and safety; politely decline anything else and say what you can help with.',
    `Write in a ${styleBriefs[input.style]} tone; motivate in a ${input.motivation} way. Give the direct answer first, then what applies to this user; about 120 words unless a workout is asked for.`,
    input.name ? `The user's name is ${input.name}.` : '',
    input.intent === 'injury' || input.intent === 'health'
      ? 'The user mentions pain, injury or a medical matter: be safety-first, tell them to stop what hurts and to see a doctor or physiotherapist. Never diagnose.'
      : '',
    "Use the tools for exercise how-tos, workouts and the user's own data. Base the answer on these facts from the RepWise knowledge base and the user's data; do not invent numbers:",
    ...input.facts.map((fact) => `- ${fact}`),
  ].filter(Boolean);
  const history: LlmMessage[] = input.history.map((line) =>
    line.startsWith('AI:')
      ? { role: 'assistant', content: line.slice(3).trim() }
      : { role: 'user', content: line.replace(/^User:/, '').trim() },
  );
  return [
    { role: 'system', content: system.join('\n') },
    ...history,
    { role: 'user', content: input.message },
  ];
}
