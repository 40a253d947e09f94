import { tourTarget } from '@repwise/contracts';
import type { CoachWorkout } from '@repwise/contracts/coach';
import { Badge } from '@repwise/ui';
import styled, { css } from 'styled-components';
import type { ChatEntry } from '../model/build-chat-request';
import { CoachWorkoutCard } from './coach-workout-card';
import { ReplyRating } from './reply-rating';

const Item = styled.li<{ $isUser: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  justify-items: ${({ $isUser }) => ($isUser ? 'end' : 'start')};
`;

const Bubble = styled.div<{ $isUser: boolean }>`
  max-width: min(80ch, 88%);
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: 1.5;
  ${({ theme, $isUser }) =>
    $isUser
      ? css`
          background: ${theme.colors.primary};
          color: ${theme.colors.onPrimary};
          border-bottom-right-radius: ${theme.radii.sm};
        `
      : css`
          background: ${theme.colors.surface};
          color: ${theme.colors.text};
          border: 1px solid ${theme.colors.border};
          border-bottom-left-radius: ${theme.radii.sm};
        `}
`;

const Speaker = styled.span`
  font-size: 0.75rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Attachments = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  img,
  video {
    display: block;
    max-width: 160px;
    max-height: 120px;
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Chip = styled.button`
  font: inherit;
  font-size: 0.8125rem;
  padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
  &:hover:not(:disabled) {
    background: color-mix(in srgb, ${({ theme }) => theme.colors.primary} 10%, transparent);
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

/**
 * One message of the chat: the bubble, attachments, and for replies the workout the coach composed
 * (if any), the chips and the rating prompt.
 */
export function ChatMessage({
  entry,
  isLatestReply,
  isBusy,
  rating,
  onSuggestion,
  onRate,
  onStartWorkout,
}: {
  entry: ChatEntry;
  isLatestReply: boolean;
  isBusy: boolean;
  rating: number | undefined;
  onSuggestion: (suggestion: string) => void;
  onRate: (stars: number) => void;
  onStartWorkout: (workout: CoachWorkout) => void;
}) {
  const { workout } = entry;
  const isUser = entry.role === 'user';
  return (
    <Item $isUser={isUser} aria-label={isUser ? 'Your message' : 'Coach reply'}>
      <Speaker>
        {isUser ? 'You' : 'AI Coach'}{' '}
        {entry.isFallback && <Badge $tone="accent">Offline reply</Badge>}
      </Speaker>
      <Bubble $isUser={isUser}>{entry.text}</Bubble>
      {!isUser && workout && (
        <CoachWorkoutCard workout={workout} onStart={() => onStartWorkout(workout)} />
      )}
      {entry.attachments.length > 0 && (
        <Attachments aria-label="Attached files (not sent)">
          {entry.attachments.map((attachment, index) => (
            <li key={`${attachment.name}-${index}`}>
              {attachment.kind === 'image' && attachment.previewUrl ? (
                <img src={attachment.previewUrl} alt={attachment.name} />
              ) : attachment.kind === 'video' && attachment.previewUrl ? (
                <video src={attachment.previewUrl} aria-label={attachment.name} controls muted />
              ) : (
                <Badge>{attachment.name}</Badge>
              )}
            </li>
          ))}
        </Attachments>
      )}
      {!isUser && isLatestReply && entry.suggestions.length > 0 && (
        <Chips role="group" aria-label="Suggestions" {...tourTarget('quick-actions')}>
          {entry.suggestions.map((suggestion) => (
            <Chip
              key={suggestion}
              type="button"
              disabled={isBusy}
              onClick={() => onSuggestion(suggestion)}
            >
              {suggestion}
            </Chip>
          ))}
        </Chips>
      )}
      {!isUser && !entry.isWelcome && <ReplyRating rating={rating} onRate={onRate} />}
    </Item>
  );
}
