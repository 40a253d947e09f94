import { ApiError, type ApiClient } from '@repwise/contracts';
import { coachEndpoints, type ChatRequest, type ChatResponse } from '@repwise/contracts/coach';
import { callEndpoint, UnexpectedAnswerError } from '@repwise/contracts/endpoints';

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
  try {
    return await callEndpoint(request, coachEndpoints.chat, { body, timeoutMs: 20_000 });
  } catch (error) {
    if (error instanceof UnexpectedAnswerError) throw new ChatFailure(200, 'Unreadable reply');
    if (error instanceof ApiError)
      throw new ChatFailure(error.failure.status ?? null, error.failure.message);
    throw new ChatFailure(null, error instanceof Error ? error.message : null);
  }
}

/** POST /ai/chat/messages/{id}/feedback: stores a 1-5 star rating of a reply. */
export async function rateChatReply(
  request: ApiClient,
  messageId: string,
  rating: number,
): Promise<void> {
  await callEndpoint(request, coachEndpoints.rateMessage, {
    params: { messageId },
    body: { rating },
  });
}
