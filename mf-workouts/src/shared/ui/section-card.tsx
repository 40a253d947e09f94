import { Card } from '@repwise/ui';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const Section = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  align-content: start;
  min-width: 0;
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
`;

/** A titled card section (an h2 labels it); `aside` sits at the header's end (a badge, a button). */
export function SectionCard({
  title,
  aside,
  children,
  ...rest
}: {
  title: string;
  aside?: ReactNode;
  children: ReactNode;
  'data-tour'?: string;
}) {
  const titleId = useId();
  return (
    <Section as="section" aria-labelledby={titleId} {...rest}>
      <Header>
        <h2 id={titleId}>{title}</h2>
        {aside}
      </Header>
      {children}
    </Section>
  );
}

/** A responsive grid of cards: as many `minPx`-wide columns as fit, one on a phone. */
export const CardGrid = styled.div<{ $minPx?: number }>`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(
    auto-fill,
    minmax(min(100%, ${({ $minPx = 220 }) => $minPx}px), 1fr)
  );
`;

/** A row of buttons that wraps on narrow screens. */
export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** Muted secondary text. */
export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;
