import {
  chatHistoryLimit,
  chatMessageMaxLength,
  type ChatRequest,
  type CoachWorkout,
} from '@repwise/contracts/coach';
import type { CoachPersonality } from './personality';

/** A message of the conversation as the screen shows it. */
export interface ChatEntry {
  id: string;
  role: 'user' | 'coach';
  text: string;
  suggestions: string[];
  /** The server's id of a coach reply (ratings are stored against it); null for local replies. */
  messageId: string | null;
  /** Attached files' names and preview URLs (shown only; never sent). */
  attachments: { name: string; kind: 'image' | 'video'; previewUrl: string }[];
  isWelcome: boolean;
  isFallback: boolean;
  /** A workout the coach composed with this reply (shown as a card); null for every other entry. */
  workout: CoachWorkout | null;
}

/**
 * The POST /ai/chat body (spec 02 §7): the message, the style, the last 4 messages as
 * 'User: …' / 'AI: …' lines, and the profile with fitnessLevel and goals fixed as the spec says.
 */
export function buildChatRequest(input: {
  message: string;
  personality: CoachPersonality;
  entries: ChatEntry[];
  firstName: string;
  conversationId: string | null;
}): ChatRequest {
  const history = input.entries.slice(-chatHistoryLimit).map((entry) => {
    const prefix = entry.role === 'user' ? 'User:' : 'AI:';
    return `${prefix} ${entry.text}`.slice(0, chatMessageMaxLength);
  });
  return {
    message: input.message,
    communicationStyle: input.personality.communicationStyle,
    motivationApproach: input.personality.motivationApproach,
    conversationHistory: history,
    userProfile: {
      name: input.firstName,
      fitnessLevel: 'intermediate',
      goals: ['muscle_gain', 'strength'],
    },
    ...(input.conversationId ? { conversationId: input.conversationId } : {}),
  };
}
