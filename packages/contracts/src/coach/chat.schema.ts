import { z } from 'zod';
import { coachWorkoutSchema } from './coach-workout.schema';
import {
  chatHistoryLimit,
  chatMessageMaxLength,
  communicationStyleSchema,
  motivationApproachSchema,
} from './coach-options';

/** One earlier message as the client sends it: 'User: …' or 'AI: …' (spec 02 §7). */
export const chatHistoryLineSchema = z
  .string()
  .max(chatMessageMaxLength + 8)
  .regex(/^(User|AI):/, { error: "must start with 'User:' or 'AI:'" });

/** What the client says about the user; the coach prefers the user's real data where it has it. */
export const chatUserProfileSchema = z.object({
  name: z.string().trim().max(100).optional(),
  fitnessLevel: z.string().trim().max(40).optional(),
  goals: z.array(z.string().trim().min(1).max(60)).max(10).optional(),
});

/** Body of POST /ai/chat (spec 02 §7), plus optional conversation id and motivation approach. */
export const chatRequestSchema = z.object({
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, { error: 'Message is required' })
    .max(chatMessageMaxLength, {
      error: `Message must be at most ${chatMessageMaxLength} characters`,
    }),
  communicationStyle: communicationStyleSchema.default('supportive'),
  motivationApproach: motivationApproachSchema.optional(),
  conversationHistory: z
    .array(chatHistoryLineSchema)
    .max(chatHistoryLimit, { error: `At most ${chatHistoryLimit} earlier messages are sent` })
    .default([]),
  userProfile: chatUserProfileSchema.optional(),
  /** Continues a stored conversation; a new one starts when absent. */
  conversationId: z.string().trim().min(1).max(64).optional(),
});

/** A chat request as sent. */
export type ChatRequest = z.input<typeof chatRequestSchema>;
/** A chat request after parsing (defaults filled). */
export type ParsedChatRequest = z.output<typeof chatRequestSchema>;

/** Answer of POST /ai/chat: the reply and follow-up suggestions, plus ids to rate and continue it. */
export const chatResponseSchema = z.object({
  message: z.string().min(1),
  suggestions: z.array(z.string().min(1)),
  messageId: z.string().min(1),
  conversationId: z.string().min(1),
  /** What the coach understood the message to be about. */
  intent: z.string().min(1),
  /** 'built-in' or 'llm': which engine wrote the reply. */
  engine: z.enum(['built-in', 'llm']),
  /** A workout the coach composed for this message (shown as a card with Start this workout). */
  workout: coachWorkoutSchema.nullable().optional(),
});

/** A chat answer. */
export type ChatResponse = z.infer<typeof chatResponseSchema>;

/** Body of POST /ai/chat/messages/{id}/feedback: a 1-5 star rating (spec 02 §4). */
export const chatFeedbackRequestSchema = z.object({
  rating: z
    .number({ error: 'Rating must be a number from 1 to 5' })
    .int({ error: 'Rating must be a whole number' })
    .min(1, { error: 'Rating must be at least 1' })
    .max(5, { error: 'Rating must be at most 5' }),
});

/** A rating as sent. */
export type ChatFeedbackRequest = z.infer<typeof chatFeedbackRequestSchema>;

/** A stored chat message (spec 02 §3): the user's input, the coach's output and its rating. */
export const chatMessageSchema = z.object({
  id: z.string(),
  userId: z.string(),
  conversationId: z.string(),
  type: z.literal('chat'),
  input: z.string(),
  output: z.string(),
  context: z.object({
    suggestions: z.array(z.string()),
    intent: z.string(),
    workout: coachWorkoutSchema.nullable().optional(),
  }),
  timestamp: z.string(),
  feedback: z.number().int().min(1).max(5).nullable(),
});

/** A stored chat message. */
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** Path of the chat call below /api. */
export const chatPath = '/ai/chat';
