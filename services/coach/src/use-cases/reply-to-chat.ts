import { randomUUID } from 'node:crypto';
import {
  chatHistoryLimit,
  type ChatResponse,
  type CoachWorkout,
  type ParsedChatRequest,
} from '@repwise/contracts/coach';
import {
  answerCoachMessage,
  buildLlmMessages,
  renderInStyle,
  type CoachAnswer,
  type ComposeCoachReplyInput,
} from '@repwise/domain/coach';
import { Types } from 'mongoose';
import type { CoachDeps } from '../coach-deps';
import { runCoachTool } from './run-coach-tool';
import { englishWords } from '../context/english-words';

/** The signed-in user and the bearer token the coach reads their data with. */
export interface ChatCaller {
  userId: string;
  token: string;
}

// Follow-ups resolve against this many earlier exchanges of the stored conversation.
const rememberedExchanges = 4;
// The model may call tools this many rounds before it must answer.
const maxToolRounds = 2;

/** The conversation's earlier exchanges, oldest first (none for a new conversation). */
async function loadExchanges(
  deps: CoachDeps,
  userId: string,
  conversationId: string | undefined,
): Promise<{ input: string; output: string }[]> {
  if (!conversationId) return [];
  const exchanges = await deps.messages
    .find({ userId, conversationId })
    .sort({ timestamp: -1 })
    .limit(rememberedExchanges)
    .select({ input: 1, output: 1 })
    .lean();
  return exchanges.reverse();
}

/** The user's earlier messages: the stored conversation's, else the client's 'User:' lines. */
function earlierMessages(exchanges: { input: string }[], request: ParsedChatRequest): string[] {
  if (exchanges.length > 0) return exchanges.map((exchange) => exchange.input);
  return request.conversationHistory
    .filter((line) => line.startsWith('User:'))
    .map((line) => line.slice('User:'.length).trim());
}

async function writeWithLlm(
  deps: CoachDeps,
  input: ComposeCoachReplyInput,
  answer: CoachAnswer,
  history: string[],
): Promise<{ text: string; workout: CoachWorkout | null } | null> {
  if (!deps.llm) return null;
  const messages = buildLlmMessages({
    message: input.message,
    history,
    intent: answer.intent,
    style: input.style,
    motivation: input.motivation,
    name: input.context.name,
    facts: answer.lines,
  });
  let workout: CoachWorkout | null = answer.workout;
  try {
    for (let round = 0; round <= maxToolRounds; round += 1) {
      const turn = await deps.llm(messages, round < maxToolRounds ? deps.llmTools : []);
      if (turn.toolCalls.length === 0) return turn.content ? { text: turn.content, workout } : null;
      messages.push({
        role: 'assistant',
        content: turn.content,
        tool_calls: turn.toolCalls.map((call) => ({
          id: call.id,
          type: 'function',
          function: { name: call.name, arguments: call.arguments },
        })),
      });
      for (const call of turn.toolCalls) {
        const result = runCoachTool(call, input);
        if (result.workout) workout = result.workout;
        messages.push({ role: 'tool', tool_call_id: call.id, content: result.content });
      }
    }
    return null;
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
 * Answers a chat message: reads the user's data and the catalogue (each optional), lets the
 * built-in engine understand it in its conversation (the stored conversation's earlier messages,
 * else the client's history) and answer it with its knowledge and tools, lets the LLM provider
 * (when configured) word the answer from the same facts and tools, stores the exchange under the
 * user and conversation, and returns reply, suggestions and any composed workout.
 */
export async function replyToChat(
  deps: CoachDeps,
  caller: ChatCaller,
  request: ParsedChatRequest,
): Promise<ChatResponse> {
  const now = deps.now();
  const conversationId = request.conversationId ?? randomUUID();
  const [exchanges, context, catalogue] = await Promise.all([
    loadExchanges(deps, caller.userId, request.conversationId),
    deps.readContext({
      userId: caller.userId,
      token: caller.token,
      client: { name: request.userProfile?.name ?? null },
      now,
    }),
    deps.readCatalogue(caller.token, now),
  ]);
  const input: ComposeCoachReplyInput = {
    message: request.message,
    style: request.communicationStyle,
    motivation: request.motivationApproach ?? 'goal-oriented',
    context,
    catalogue,
    history: earlierMessages(exchanges, request),
    now,
    dictionary: englishWords(),
  };
  const answer = answerCoachMessage(input);
  const history =
    request.conversationHistory.length > 0
      ? request.conversationHistory
      : exchanges
          .flatMap((exchange) => [`User: ${exchange.input}`, `AI: ${exchange.output}`])
          .slice(-chatHistoryLimit);
  const llm = await writeWithLlm(deps, input, answer, history);
  const record = {
    _id: new Types.ObjectId(),
    userId: caller.userId,
    conversationId,
    type: 'chat',
    input: request.message,
    output:
      llm?.text ??
      renderInStyle({
        style: input.style,
        intent: answer.intent,
        name: context.name,
        lines: answer.lines,
        seed: input.message.length,
      }),
    intent: answer.intent,
    suggestions: answer.suggestions.slice(0, 3),
    workout: llm ? llm.workout : answer.workout,
    engine: llm ? 'llm' : 'built-in',
    communicationStyle: request.communicationStyle,
    timestamp: now,
    feedback: null,
  } as const;
  await deps.insertMessage(record);
  return {
    message: record.output,
    suggestions: record.suggestions,
    messageId: record._id.toString(),
    conversationId,
    intent: answer.intent,
    engine: record.engine,
    workout: record.workout,
  };
}
