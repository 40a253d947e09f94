import { tourTarget, type RemoteAppProps } from '@repwise/contracts';
import { Badge, Button, Card, Page, PageHeader, PageSubtitle, PageTitle } from '@repwise/ui';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { ChatComposer } from './components/chat-composer';
import { ChatMessage } from './components/chat-message';
import { PersonalityPanel } from './components/personality-panel';
import { ThinkingIndicator } from './components/thinking-indicator';
import { useApiClient } from '@repwise/federation/react';
import { useCoachChat } from './hooks/use-coach-chat';
import { buildStartWorkoutPath } from './model/coach-workout';
import { motivationOptions, styleOptions } from './model/personality';

const Header = styled(PageHeader)`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
`;

const Titles = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const ChatCard = styled(Card)`
  display: grid;
  grid-template-rows: 1fr auto;
  /* One column no wider than the card, whatever a message's or the composer's content width. */
  grid-template-columns: minmax(0, 1fr);
  padding: 0;
  overflow: hidden;
`;

const Log = styled.ol`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space(5)};
  margin: 0;
  padding: ${({ theme }) => theme.space(5)};
  list-style: none;
  min-height: 320px;
  max-height: calc(100vh - 360px);
  overflow-y: auto;
  /* On a phone the header wraps onto more lines: a shorter log keeps the composer and its Send
     button on the first screen (on 390x844 they started 9 px below it). */
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 1}px) {
    min-height: 240px;
    max-height: calc(100dvh - 480px);
  }
`;

/** The AI coach screen (spec 02 §2, §4, §5): header, personality, chat list, thinking state, input. */
export function CoachScreen(props: RemoteAppProps) {
  const request = useApiClient(props);
  const chat = useCoachChat({ request, user: props.user, notify: props.notify });
  const [isCustomizing, setIsCustomizing] = useState(false);
  const panelId = useId();
  const logEnd = useRef<HTMLLIElement>(null);
  const latestReplyId = chat.entries.findLast((entry) => entry.role === 'coach')?.id;

  useEffect(() => {
    logEnd.current?.scrollIntoView?.({ block: 'end', behavior: 'smooth' });
  }, [chat.entries.length, chat.isThinking]);

  return (
    <Page>
      <Header>
        <Titles>
          <PageTitle>AI Fitness Coach</PageTitle>
          <PageSubtitle>Your personal AI trainer, available 24/7</PageSubtitle>
        </Titles>
        <Actions>
          <Badge $tone="primary">
            {styleOptions[chat.personality.communicationStyle].label} ·{' '}
            {motivationOptions[chat.personality.motivationApproach].label}
          </Badge>
          <Button type="button" $variant="secondary" onClick={chat.startNewConversation}>
            New Conversation
          </Button>
          <Button
            type="button"
            $variant="secondary"
            aria-expanded={isCustomizing}
            aria-controls={panelId}
            onClick={() => setIsCustomizing((open) => !open)}
          >
            Customize Personality
          </Button>
        </Actions>
      </Header>
      {isCustomizing && (
        <PersonalityPanel
          id={panelId}
          personality={chat.personality}
          onChange={chat.changePersonality}
          onClose={() => setIsCustomizing(false)}
        />
      )}
      <ChatCard as="section" aria-label="Chat with your AI coach" {...tourTarget('chat-interface')}>
        <Log aria-label="Conversation" aria-live="polite" {...tourTarget('workout-guidance')}>
          {chat.entries.map((entry) => (
            <ChatMessage
              key={entry.id}
              entry={entry}
              isLatestReply={entry.id === latestReplyId}
              isBusy={chat.isThinking || !props.user}
              rating={chat.ratings[entry.messageId ?? entry.id]}
              onSuggestion={(suggestion) => void chat.send(suggestion)}
              onRate={(stars) => chat.rate(entry, stars)}
              onStartWorkout={(workout) => props.navigate(buildStartWorkoutPath(workout))}
            />
          ))}
          {chat.isThinking && (
            <li>
              <ThinkingIndicator />
            </li>
          )}
          <li ref={logEnd} aria-hidden="true" />
        </Log>
        <ChatComposer isDisabled={chat.isThinking || !props.user} onSend={chat.send} />
      </ChatCard>
    </Page>
  );
}
