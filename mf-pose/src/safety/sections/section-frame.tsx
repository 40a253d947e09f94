// The frame every Safety section shares: a card with an h2 (and an anchor the page's contents
// link to), an optional tour target, and what a section says while loading or after a failure.
import { tourTarget, type TourTarget } from '@repwise/contracts';
import { Button, Card, Spinner } from '@repwise/ui';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { describeFailure } from '../model/describe-failure';

const Frame = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  scroll-margin-top: 88px;
  min-width: 0;
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}px) {
    padding: ${({ theme }) => theme.space(4)};
  }
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
`;

const Description = styled.p`
  margin: ${({ theme }) => `calc(-1 * ${theme.space(2)}) 0 0`};
  max-width: 70ch;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A Safety section: `target` is its tour target, `anchor` its element id (default the target). */
export function SectionFrame({
  anchor,
  title,
  description,
  target,
  actions,
  children,
}: {
  anchor?: string;
  title: string;
  description?: string;
  target?: TourTarget;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Frame
      as="section"
      id={anchor ?? target}
      aria-labelledby={headingId}
      {...(target ? tourTarget(target) : {})}
    >
      <Header>
        <h2 id={headingId}>{title}</h2>
        {actions}
      </Header>
      {description && <Description>{description}</Description>}
      {children}
    </Frame>
  );
}

const Status = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** "Loading …" with a spinner. */
function Loading({ what }: { what: string }) {
  return (
    <Status role="status">
      <Spinner />
      Loading {what}…
    </Status>
  );
}

/** A read that may still be loading or have failed (swr's shape). */
export interface Read<T> {
  data: T | undefined;
  error: unknown;
  retry: () => void;
}

/**
 * The read's data through `children` (kept while a reread runs); else its failure in words with
 * Try again, or "Loading {what}…".
 */
export function ReadState<T>({
  read,
  what,
  children,
}: {
  read: Read<T>;
  what: string;
  children: (data: T) => ReactNode;
}) {
  if (read.data !== undefined) return <>{children(read.data)}</>;
  if (!read.error) return <Loading what={what} />;
  return (
    <Status role="alert">
      <span>{describeFailure(read.error, `Unable to load ${what}`)}</span>
      <Button type="button" $variant="secondary" $size="sm" onClick={read.retry}>
        Try again
      </Button>
    </Status>
  );
}

/** A bulleted list of lines with a small heading; nothing when there are none. */
export const TextList = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

/** A small heading over a list inside a card (h3). */
export const SubHeading = styled.h3`
  margin: 0;
  font-size: 0.9375rem;
`;

const Note = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** What a section says when it has nothing to show, with a way to get started. */
export function EmptyNote({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <Note>
      <p>{children}</p>
      {action}
    </Note>
  );
}

/** Blocks side by side from tablet width (`$columns`, default 2), stacked on phones. */
export const Columns = styled.div<{ $columns?: number }>`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    grid-template-columns: repeat(${({ $columns = 2 }) => $columns}, minmax(0, 1fr));
  }
  > div {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    align-content: start;
  }
`;

/** A list of item cards (alerts, recommendations). */
export const ItemList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

/** One card of an ItemList; `$accent` colours its left edge. */
export const ItemCard = styled.li<{ $accent?: string }>`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  align-content: start;
  min-width: 0;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  ${({ $accent }) => ($accent ? `border-left: 4px solid ${$accent};` : '')}
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  p {
    margin: 0;
  }
`;

/** An item card's title row: the h3, then badges and a button, wrapping on phones. */
export const ItemTitle = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  h3 {
    margin: 0;
    font-size: 1rem;
    flex: 1 1 12rem;
  }
`;

/** A muted sentence (an empty list, a note). */
export const MutedText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A small heading over its lines; `empty` (or nothing) when there are none. */
export function TitledLines({
  title,
  lines,
  empty,
}: {
  title: string;
  lines: readonly string[];
  empty?: string;
}) {
  if (lines.length === 0 && !empty) return null;
  return (
    <div>
      <SubHeading>{title}</SubHeading>
      {lines.length > 0 ? (
        <TextList>
          {lines.map((line, index) => (
            <li key={`${index}-${line}`}>{line}</li>
          ))}
        </TextList>
      ) : (
        <MutedText>{empty}</MutedText>
      )}
    </div>
  );
}
