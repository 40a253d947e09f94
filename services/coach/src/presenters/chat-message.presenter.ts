import type { ChatMessage } from '@repwise/contracts/coach';
import type { Types } from 'mongoose';
import type { ChatMessageRecord } from '../models/chat-message.model';

/** A stored exchange as the API answers it (spec 02 §3 "Chat message"). */
export function presentChatMessage(
  record: ChatMessageRecord & { _id: Types.ObjectId },
): ChatMessage {
  return {
    id: record._id.toString(),
    userId: record.userId,
    conversationId: record.conversationId,
    type: 'chat',
    input: record.input,
    output: record.output,
    context: {
      suggestions: [...record.suggestions],
      intent: record.intent,
      workout: record.workout ?? null,
    },
    timestamp: record.timestamp.toISOString(),
    feedback: record.feedback ?? null,
  };
}
