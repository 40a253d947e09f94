import type { ChatMessage } from '@repwise/contracts/coach';
import { AppError } from '@repwise/server-kit';
import type { CoachDeps } from '../coach-deps';
import { presentChatMessage } from '../presenters/chat-message.presenter';

/** A conversation in the user's list: its id, first question and times. */
export interface ConversationSummary {
  id: string;
  title: string;
  messageCount: number;
  startedAt: string;
  lastMessageAt: string;
}

const scannedMessages = 500;

/** The user's conversations, most recent first (from their latest 500 messages). */
export async function listConversations(
  deps: CoachDeps,
  userId: string,
): Promise<ConversationSummary[]> {
  const recent = await deps.messages
    .find({ userId })
    .sort({ timestamp: -1 })
    .limit(scannedMessages)
    .lean();
  const byId = new Map<string, ConversationSummary>();
  // Newest first: the first message seen sets lastMessageAt, the last one seen the start and title.
  for (const message of recent) {
    const at = message.timestamp.toISOString();
    const summary = byId.get(message.conversationId);
    if (summary) {
      summary.messageCount += 1;
      summary.startedAt = at;
      summary.title = message.input.slice(0, 80);
    } else {
      byId.set(message.conversationId, {
        id: message.conversationId,
        title: message.input.slice(0, 80),
        messageCount: 1,
        startedAt: at,
        lastMessageAt: at,
      });
    }
  }
  return [...byId.values()];
}

/** The most messages a conversation answers: its newest. */
export const conversationMessageLimit = 200;

/**
 * The exchanges of one of the user's conversations, oldest first (its newest 200); 404 when it is
 * not theirs.
 */
export async function getConversation(
  deps: CoachDeps,
  userId: string,
  conversationId: string,
): Promise<ChatMessage[]> {
  // The newest messages, oldest first: a conversation of years is never read whole.
  const newest = await deps.messages
    .find({ userId, conversationId })
    .sort({ timestamp: -1 })
    .limit(conversationMessageLimit)
    .lean();
  if (newest.length === 0) throw new AppError('RESOURCE_NOT_FOUND', 'Conversation not found.');
  return newest.reverse().map(presentChatMessage);
}
