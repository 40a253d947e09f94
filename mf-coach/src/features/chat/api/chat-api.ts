import { ApiError, type ApiClient } from '@repwise/contracts';
import {
  chatPath,
  chatResponseSchema,
  type ChatRequest,
  type ChatResponse,
} from '@repwise/contracts/coach';

/** The spec's chat failure: 'Backend AI chat error: {status} - {error or Unknown error}' (spec 02 §8). */
export class ChatFailure extends Error {
  constructor(status: number | null, reason: string | null) {
    super(`Backend AI chat error: ${status ?? 0} - ${reason || 'Unknown error'}`);
    this.name = 'ChatFailure';
  }
}

/** POST /ai/chat with the user's token; any failure (answer, network, unreadable reply) throws ChatFailure. */
export async function sendChatMessage(
  request: ApiClient,
  body: ChatRequest,
): Promise<ChatResponse> {
  let answer: unknown;
  try {
    answer = await request<unknown>({ method: 'POST', path: chatPath, body, timeoutMs: 20_000 });
  } catch (error) {
    if (error instanceof ApiError)
      throw new ChatFailure(error.failure.status ?? null, error.failure.message);
    throw new ChatFailure(null, error instanceof Error ? error.message : null);
  }
  const parsed = chatResponseSchema.safeParse(answer);
  if (!parsed.success) throw new ChatFailure(200, 'Unreadable reply');
  return parsed.data;
}

/** POST /ai/chat/messages/{id}/feedback: stores a 1-5 star rating of a reply. */
export async function rateChatReply(
  request: ApiClient,
  messageId: string,
  rating: number,
): Promise<void> {
  await request<unknown>({
    method: 'POST',
    path: `${chatPath}/messages/${encodeURIComponent(messageId)}/feedback`,
    body: { rating },
  });
}
