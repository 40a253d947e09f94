import type { CoachIntent, CoachMotivation, CoachStyle } from './coach-types';

/** A chat-completions message. */
export interface LlmMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

const styleBriefs: Record<CoachStyle, string> = {
  supportive: 'warm, patient and reassuring',
  direct: 'brief and to the point, using short bullet points',
  analytical: 'precise and numbers-driven, using numbered points',
  humorous: 'light-hearted with one gentle joke (never about pain or injury)',
  encouraging: 'upbeat and energising',
};

/**
 * The messages for an OpenAI-compatible chat completion: a system prompt with the style, the
 * motivation approach and the retrieved facts the reply must rest on, the earlier turns, then the
 * user's message. Injury answers are told to stay safety-first and refer to a professional.
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
    'You are RepWise, an AI personal fitness coach. Answer only fitness, training, nutrition, recovery and progress questions.',
    `Write in a ${styleBriefs[input.style]} tone; motivate in a ${input.motivation} way. Keep it under 180 words.`,
    input.name ? `The user's name is ${input.name}.` : '',
    input.intent === 'injury'
      ? 'The user mentions pain, injury or a medical matter: be safety-first, tell them to stop what hurts and to see a doctor or physiotherapist. Never diagnose.'
      : '',
    "Base the answer on these facts from the RepWise knowledge base and the user's own data; do not invent numbers:",
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
