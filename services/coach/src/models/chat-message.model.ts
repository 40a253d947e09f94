import type { CoachWorkout } from '@repwise/contracts/coach';
import { Schema, type Connection, type Model } from 'mongoose';

/** One exchange of a user's conversation with the coach (spec 02 §3 "Chat message"). */
export interface ChatMessageRecord {
  userId: string;
  conversationId: string;
  type: 'chat';
  input: string;
  output: string;
  intent: string;
  suggestions: string[];
  /** The workout composed for this message, if any. */
  workout?: CoachWorkout | null;
  engine: 'built-in' | 'llm';
  communicationStyle: string;
  timestamp: Date;
  /** 1-5 stars, null until rated. */
  feedback: number | null;
}

const chatMessageSchema = new Schema<ChatMessageRecord>(
  {
    userId: { type: String, required: true },
    conversationId: { type: String, required: true },
    type: { type: String, required: true, enum: ['chat'] },
    input: { type: String, required: true },
    output: { type: String, required: true },
    intent: { type: String, required: true },
    suggestions: { type: [String], default: [] },
    workout: { type: Schema.Types.Mixed, default: null },
    engine: { type: String, required: true, enum: ['built-in', 'llm'] },
    communicationStyle: { type: String, required: true },
    timestamp: { type: Date, required: true },
    feedback: { type: Number, default: null },
  },
  { collection: 'chat_messages' },
);
chatMessageSchema.index({ userId: 1, conversationId: 1, timestamp: -1 });

/** The mongoose model of stored chat exchanges. */
export type ChatMessageModel = Model<ChatMessageRecord>;

/** Registers the chat message model on a connection. */
export function createChatMessageModel(connection: Connection): ChatMessageModel {
  return connection.model<ChatMessageRecord>('ChatMessage', chatMessageSchema);
}
