import { coachRatingsKey, userStoragePrefix } from '@repwise/contracts';
import { coachWorkoutSchema, type CoachWorkout } from '@repwise/contracts/coach';
import type { ChatEntry } from './build-chat-request';
import { parsePersonality, type CoachPersonality } from './personality';

const personalityKey = 'repwise_coach_personality';
const ratingsKey = coachRatingsKey;
const maxStoredRatings = 200;
const maxStoredEntries = 60;

/** Per-user key (the shell's `repwise_user_` prefix, cleared on sign-out). */
function conversationKey(userId: string): string {
  return `${userStoragePrefix}${userId}_coach_conversation`;
}

function readJson(key: string): unknown {
  try {
    return JSON.parse(window.localStorage.getItem(key) ?? 'null');
  } catch {
    // A corrupt or blocked store behaves as an empty one.
    return null;
  }
}

function writeJson(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or a full store: the choice still applies for this visit.
  }
}

/** The personality chosen last time on this device, or the default. */
export function readStoredPersonality(): CoachPersonality {
  return parsePersonality(readJson(personalityKey));
}

/** Remembers the personality on this device. */
export function storePersonality(personality: CoachPersonality): void {
  writeJson(personalityKey, personality);
}

/** Ratings given on this device, by reply id (spec 02 §4: stored locally). */
export function readStoredRatings(): Record<string, number> {
  const value = readJson(ratingsKey);
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, number] => typeof entry[1] === 'number',
    ),
  );
}

/** Stores a rating locally, keeping the newest 200. */
export function storeRating(replyId: string, rating: number): void {
  const entries = Object.entries({ ...readStoredRatings(), [replyId]: rating }).slice(
    -maxStoredRatings,
  );
  writeJson(ratingsKey, Object.fromEntries(entries));
}

/** The conversation on screen, as kept on this device between visits. */
export interface StoredConversation {
  conversationId: string | null;
  entries: ChatEntry[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readWorkout(value: unknown): CoachWorkout | null {
  // Entries stored before replies carried workouts have none; an unreadable one is dropped.
  const parsed = coachWorkoutSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

function readAttachments(value: unknown): ChatEntry['attachments'] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(isRecord)
    .flatMap((attachment) =>
      typeof attachment.name === 'string' &&
      (attachment.kind === 'image' || attachment.kind === 'video')
        ? [{ name: attachment.name, kind: attachment.kind, previewUrl: '' }]
        : [],
    );
}

function readEntry(value: unknown): ChatEntry | null {
  if (!isRecord(value)) return null;
  const { id, role, text } = value;
  if (typeof id !== 'string' || (role !== 'user' && role !== 'coach') || typeof text !== 'string')
    return null;
  return {
    id,
    role,
    text,
    suggestions: Array.isArray(value.suggestions)
      ? value.suggestions.filter((item): item is string => typeof item === 'string')
      : [],
    messageId: typeof value.messageId === 'string' ? value.messageId : null,
    attachments: readAttachments(value.attachments),
    isWelcome: value.isWelcome === true,
    isFallback: value.isFallback === true,
    workout: role === 'coach' ? readWorkout(value.workout) : null,
  };
}

/** The user's conversation kept on this device, or null when there is none (or it is unreadable). */
export function readStoredConversation(userId: string): StoredConversation | null {
  const value = readJson(conversationKey(userId));
  if (!isRecord(value) || !Array.isArray(value.entries)) return null;
  const entries = value.entries.flatMap((entry) => readEntry(entry) ?? []);
  if (entries.length === 0) return null;
  return {
    conversationId: typeof value.conversationId === 'string' ? value.conversationId : null,
    entries,
  };
}

/**
 * Keeps the conversation on this device (its newest 60 messages), so it is still there after a
 * reload; attachment previews are page-local and are kept by name only.
 */
export function storeConversation(userId: string, conversation: StoredConversation): void {
  writeJson(conversationKey(userId), {
    conversationId: conversation.conversationId,
    entries: conversation.entries.slice(-maxStoredEntries).map((entry) => ({
      ...entry,
      attachments: entry.attachments.map(({ name, kind }) => ({ name, kind })),
    })),
  });
}

/** Forgets the kept conversation (a new conversation starts with the welcome). */
export function clearStoredConversation(userId: string): void {
  try {
    window.localStorage.removeItem(conversationKey(userId));
  } catch {
    // A blocked store keeps nothing to clear.
  }
}
