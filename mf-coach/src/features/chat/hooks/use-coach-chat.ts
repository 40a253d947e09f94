import type { ApiClient, AuthUser, ToastRequest } from '@repwise/contracts';
import { reportCustomMetric } from '@repwise/contracts/analytics';
import { welcomeSuggestions } from '@repwise/contracts/coach';
import { useCallback, useEffect, useRef, useState } from 'react';
import { rateChatReply, sendChatMessage } from '../api/chat-api';
import { buildChatRequest, type ChatEntry } from '../model/build-chat-request';
import { buildCannedFallback } from '../model/canned-fallback';
import {
  clearStoredConversation,
  readStoredConversation,
  readStoredPersonality,
  readStoredRatings,
  storeConversation,
  storePersonality,
  storeRating,
} from '../model/coach-storage';
import { buildWelcomeMessage, type CoachPersonality } from '../model/personality';

// Entries kept from an earlier visit keep their ids, so this visit's ids differ from theirs.
const entryIdPrefix = `entry-${Date.now().toString(36)}`;
let nextEntryNumber = 0;
function newEntryId(): string {
  nextEntryNumber += 1;
  return `${entryIdPrefix}-${nextEntryNumber}`;
}

function welcomeEntry(personality: CoachPersonality, user: AuthUser | null): ChatEntry {
  return {
    id: newEntryId(),
    role: 'coach',
    text: buildWelcomeMessage(personality, user?.firstName ?? null),
    suggestions: [...welcomeSuggestions],
    messageId: null,
    attachments: [],
    isWelcome: true,
    isFallback: false,
    workout: null,
  };
}

/** An attachment the user picked: shown in their message, never uploaded (spec 02 §5). */
export interface PickedAttachment {
  name: string;
  kind: 'image' | 'video';
  previewUrl: string;
}

/**
 * The chat's state and actions (spec 02 §4): starts with the personality's welcome message; send
 * appends the user's message, shows the thinking state and appends the reply, or on failure the
 * canned reply in the chosen style with the 'AI Response Issue' toast; a new conversation or a
 * changed personality resets to the welcome message; ratings are stored locally and on the server.
 * The conversation (with the workouts replies composed) is kept on this device per user, so it
 * is still there when the user comes back.
 */
export function useCoachChat({
  request,
  user,
  notify,
}: {
  request: ApiClient;
  user: AuthUser | null;
  notify: (toast: ToastRequest) => void;
}) {
  const [personality, setPersonalityState] = useState(readStoredPersonality);
  const [stored] = useState(() => (user ? readStoredConversation(user.id) : null));
  const [entries, setEntries] = useState<ChatEntry[]>(
    () => stored?.entries ?? [welcomeEntry(personality, user)],
  );
  const [isThinking, setIsThinking] = useState(false);
  const [ratings, setRatings] = useState(readStoredRatings);
  const conversationId = useRef<string | null>(stored?.conversationId ?? null);
  const userId = user?.id ?? null;

  useEffect(() => {
    if (!userId) return;
    // Only the welcome: nothing to keep, and the next visit greets in the personality it has then.
    if (entries.every((entry) => entry.isWelcome)) clearStoredConversation(userId);
    else storeConversation(userId, { conversationId: conversationId.current, entries });
  }, [entries, userId]);
  // Replies to a conversation that was reset meanwhile are dropped.
  const generation = useRef(0);

  const reset = useCallback(
    (next: CoachPersonality) => {
      generation.current += 1;
      conversationId.current = null;
      setIsThinking(false);
      setEntries([welcomeEntry(next, user)]);
    },
    [user],
  );

  const startNewConversation = useCallback(() => reset(personality), [personality, reset]);

  const changePersonality = useCallback(
    (next: CoachPersonality) => {
      storePersonality(next);
      setPersonalityState(next);
      reset(next);
    },
    [reset],
  );

  const send = useCallback(
    async (text: string, attachments: PickedAttachment[] = []): Promise<boolean> => {
      const message = text.trim();
      if (!message || isThinking || !user) return false;
      const userEntry: ChatEntry = {
        id: newEntryId(),
        role: 'user',
        text: message,
        suggestions: [],
        messageId: null,
        attachments,
        isWelcome: false,
        isFallback: false,
        workout: null,
      };
      const body = buildChatRequest({
        message,
        personality,
        entries,
        firstName: user.firstName,
        conversationId: conversationId.current,
      });
      const sentIn = generation.current;
      setEntries((current) => [...current, userEntry]);
      setIsThinking(true);
      let reply: ChatEntry;
      const startedMs = performance.now();
      try {
        const answer = await sendChatMessage(request, body);
        reportCustomMetric({
          name: 'coach.reply_ms',
          value: Math.round(performance.now() - startedMs),
          context: { engine: answer.engine, intent: answer.intent },
        });
        conversationId.current = answer.conversationId;
        reply = {
          ...userEntry,
          id: newEntryId(),
          role: 'coach',
          text: answer.message,
          suggestions: answer.suggestions,
          messageId: answer.messageId,
          attachments: [],
          workout: answer.workout ?? null,
        };
      } catch {
        reportCustomMetric({
          name: 'coach.fallback',
          value: 1,
          context: { style: personality.communicationStyle },
        });
        notify({
          title: 'AI Response Issue',
          description: 'Using offline mode. Some features may be limited.',
          variant: 'destructive',
        });
        reply = {
          ...userEntry,
          id: newEntryId(),
          role: 'coach',
          text: buildCannedFallback(message, personality.communicationStyle),
          workout: null,
          suggestions: [],
          attachments: [],
          isFallback: true,
        };
      }
      if (sentIn !== generation.current) return true;
      setEntries((current) => [...current, reply]);
      setIsThinking(false);
      return true;
    },
    [entries, isThinking, notify, personality, request, user],
  );

  const rate = useCallback(
    (entry: ChatEntry, rating: number) => {
      storeRating(entry.messageId ?? entry.id, rating);
      setRatings((current) => ({ ...current, [entry.messageId ?? entry.id]: rating }));
      // The local copy is what hides the prompt; the server copy is best effort.
      if (entry.messageId) rateChatReply(request, entry.messageId, rating).catch(() => undefined);
    },
    [request],
  );

  return {
    personality,
    entries,
    isThinking,
    ratings,
    send,
    rate,
    startNewConversation,
    changePersonality,
  };
}
