import type { LlmMessage } from '@repwise/domain/coach';
import { request } from 'undici';
import { z } from 'zod';

/** An OpenAI-compatible chat completions endpoint. */
export interface LlmSettings {
  url: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}

/** Writes a reply from chat messages; throws when the provider fails (the caller falls back). */
export type LlmWriter = (messages: LlmMessage[]) => Promise<string>;

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().trim().min(1) }) })).min(1),
});

/** Calls the provider's chat completions URL; non-2xx, timeouts and empty answers throw. */
export function createLlmWriter(settings: LlmSettings): LlmWriter {
  return async (messages) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (settings.apiKey) headers.authorization = `Bearer ${settings.apiKey}`;
    const response = await request(settings.url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ model: settings.model, messages, temperature: 0.4, max_tokens: 400 }),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
    if (response.statusCode < 200 || response.statusCode >= 300) {
      await response.body.dump();
      throw new Error(`LLM provider answered ${response.statusCode}`);
    }
    const completion = completionSchema.parse(await response.body.json());
    return completion.choices[0]?.message.content ?? '';
  };
}
