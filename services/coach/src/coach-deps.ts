import type { Types } from 'mongoose';
import type { JwtSettings, Logger } from '@repwise/server-kit';
import type { LlmTool } from '@repwise/domain/coach';
import type { CatalogueReader } from './context/read-catalogue';
import type { UserContextReader } from './context/read-user-context';
import type { LlmWriter } from './llm/write-with-llm';
import type { BatchedInsert } from './models/batched-insert';
import type { ChatMessageModel, ChatMessageRecord } from './models/chat-message.model';

/** What the coach use cases need: the message store, the context reader, the optional LLM and a clock. */
export interface CoachDeps {
  messages: ChatMessageModel;
  /** Stores a new exchange (batched: see `createBatchedInsert`). */
  insertMessage: BatchedInsert<ChatMessageRecord & { _id: Types.ObjectId }>;
  readContext: UserContextReader;
  /** The exercise catalogue (shared by every user, cached). */
  readCatalogue: CatalogueReader;
  /** Null when no provider is configured: the built-in engine answers alone. */
  llm: LlmWriter | null;
  /** The tools the LLM may call. */
  llmTools: readonly LlmTool[];
  jwt: JwtSettings;
  logger: Logger;
  now: () => Date;
}
