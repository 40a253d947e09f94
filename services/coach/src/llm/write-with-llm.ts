import type { LlmMessage, LlmTool } from '@repwise/domain/coach';
import { request } from 'undici';
import { z } from 'zod';

/** An OpenAI-compatible chat completions endpoint. */
export interface LlmSettings {
  url: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}

/** A tool the model asked to call, with its JSON arguments as sent. */
export interface LlmToolCall {
  id: string;
  name: string;
  arguments: string;
}

/** The model's turn: its text, or the tools it wants called first. */
export interface LlmTurn {
  content: string | null;
  toolCalls: LlmToolCall[];
}

/** Asks the provider for the next turn; throws when the provider fails (the caller falls back). */
export type LlmWriter = (messages: LlmMessage[], tools: readonly LlmTool[]) => Promise<LlmTurn>;

const completionSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z.string().nullish(),
          tool_calls: z
            .array(
              z.object({
                id: z.string().min(1),
                function: z.object({ name: z.string().min(1), arguments: z.string() }),
              }),
            )
            .nullish(),
        }),
      }),
    )
    .min(1),
});

/** Calls the provider's chat completions URL; non-2xx, timeouts and empty turns throw. */
export function createLlmWriter(settings: LlmSettings): LlmWriter {
  return async (messages, tools) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (settings.apiKey) headers.authorization = `Bearer ${settings.apiKey}`;
    const response = await request(settings.url, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        model: settings.model,
        messages,
        temperature: 0.4,
        max_tokens: 500,
        ...(tools.length > 0
          ? { tools: tools.map((tool) => ({ type: 'function', function: tool })) }
          : {}),
      }),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
    if (response.statusCode < 200 || response.statusCode >= 300) {
      await response.body.dump();
      throw new Error(`LLM provider answered ${response.statusCode}`);
    }
    const message = completionSchema.parse(await response.body.json()).choices[0]?.message;
    const toolCalls = (message?.tool_calls ?? []).map((call) => ({
      id: call.id,
      name: call.function.name,
      arguments: call.function.arguments,
    }));
    const content = message?.content?.trim() || null;
    if (!content && toolCalls.length === 0) throw new Error('LLM provider sent an empty answer');
    return { content, toolCalls };
  };
}
