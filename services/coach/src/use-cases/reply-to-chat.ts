import { randomUUID } from 'node:crypto';
import {
  chatHistoryLimit,
  type ChatResponse,
  type ParsedChatRequest,
} from '@repwise/contracts/coach';
import {
  answerCoachMessage,
  buildLlmMessages,
  composeCoachReply,
  type ComposeCoachReplyInput,
} from '@repwise/domain/coach';
import { Types } from 'mongoose';
import type { CoachDeps } from '../coach-deps';

/** The signed-in user and the bearer token the coach reads their data with. */
export interface ChatCaller {
  userId: string;
  token: string;
}

async function loadHistory(
  deps: CoachDeps,
  userId: string,
  conversationId: string,
): Promise<string[]> {
  const exchanges = await deps.messages
    .find({ userId, conversationId })
    .sort({ timestamp: -1 })
    .limit(chatHistoryLimit / 2)
    .lean();
  return exchanges
    .reverse()
    .flatMap((exchange) => [`User: ${exchange.input}`, `AI: ${exchange.output}`]);
}

async function writeWithLlm(
  deps: CoachDeps,
  input: ComposeCoachReplyInput,
  history: string[],
): Promise<string | null> {
  if (!deps.llm) return null;
  const answer = answerCoachMessage(input);
  try {
    return await deps.llm(
      buildLlmMessages({
        message: input.message,
        history,
        intent: answer.intent,
        style: input.style,
        motivation: input.motivation,
        name: input.context.name,
        facts: answer.lines,
      }),
    );
  } catch (error) {
    // The provider is optional: its failure costs the user nothing but the LLM's wording.
    deps.logger.warn(
      { err: error },
      'coach LLM provider failed; answering with the built-in engine',
    );
    return null;
  }
}

/**
 * Answers a chat message: reads the user's data (each source optional), lets the built-in engine
 * classify and answer it, lets the LLM provider (when configured) word the answer from the same
 * facts, stores the exchange under the user and conversation, and returns reply and suggestions.
 * History is the client's last 4 lines, or the conversation's stored last 4 messages.
 */
export async function replyToChat(
  deps: CoachDeps,
  caller: ChatCaller,
  request: ParsedChatRequest,
): Promise<ChatResponse> {
  const now = deps.now();
  const conversationId = request.conversationId ?? randomUUID();
  // Only the LLM reads history; the built-in engine answers each message on its own.
  const history =
    request.conversationHistory.length > 0 || !request.conversationId || !deps.llm
      ? request.conversationHistory
      : await loadHistory(deps, caller.userId, conversationId);
  const context = await deps.readContext({
    userId: caller.userId,
    token: caller.token,
    profile: { name: request.userProfile?.name ?? null, goals: request.userProfile?.goals ?? [] },
    now,
  });
  const input: ComposeCoachReplyInput = {
    message: request.message,
    style: request.communicationStyle,
    motivation: request.motivationApproach ?? 'goal-oriented',
    context,
    now,
  };
  const builtIn = composeCoachReply(input);
  const llmText = await writeWithLlm(deps, input, history);
  const record = {
    _id: new Types.ObjectId(),
    userId: caller.userId,
    conversationId,
    type: 'chat',
    input: request.message,
    output: llmText ?? builtIn.message,
    intent: builtIn.intent,
    suggestions: builtIn.suggestions,
    engine: llmText ? 'llm' : 'built-in',
    communicationStyle: request.communicationStyle,
    timestamp: now,
    feedback: null,
  } as const;
  await deps.insertMessage(record);
  return {
    message: record.output,
    suggestions: builtIn.suggestions,
    messageId: record._id.toString(),
    conversationId,
    intent: builtIn.intent,
    engine: record.engine,
  };
}
