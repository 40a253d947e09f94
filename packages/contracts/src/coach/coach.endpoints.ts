import { z } from 'zod';
import { defineEndpoint } from '../endpoints/define-endpoint';
import {
  chatFeedbackRequestSchema,
  chatMessageSchema,
  chatPath,
  chatRequestSchema,
  chatResponseSchema,
} from './chat.schema';

const user = { service: 'coach', access: 'user' } as const;

/** A conversation in the user's list: its id, first question and times (ISO). */
export const conversationSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  messageCount: z.number().int(),
  startedAt: z.string(),
  lastMessageAt: z.string(),
});

/** The AI coach's chat, ratings and stored conversations. */
export const coachEndpoints = {
  chat: defineEndpoint({
    ...user,
    method: 'POST',
    path: chatPath,
    summary: "The coach's reply to a message, with suggestions and maybe a composed workout.",
    body: chatRequestSchema,
    answer: chatResponseSchema,
  }),
  rateMessage: defineEndpoint({
    ...user,
    method: 'POST',
    path: '/ai/chat/messages/:messageId/feedback',
    summary: "Rates one of the coach's replies 1-5.",
    body: chatFeedbackRequestSchema,
    answer: z.object({ success: z.literal(true), data: z.object({ message: chatMessageSchema }) }),
  }),
  listConversations: defineEndpoint({
    ...user,
    method: 'GET',
    path: '/ai/conversations',
    summary: "The user's conversations, most recent first.",
    answer: z.object({
      success: z.literal(true),
      data: z.object({ conversations: z.array(conversationSummarySchema) }),
    }),
  }),
  getConversation: defineEndpoint({
    ...user,
    method: 'GET',
    path: '/ai/conversations/:conversationId',
    summary: "One conversation's messages.",
    answer: z.object({
      success: z.literal(true),
      data: z.object({ messages: z.array(chatMessageSchema) }),
    }),
  }),
} as const;
