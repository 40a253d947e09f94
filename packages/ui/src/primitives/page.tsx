import { Card } from './card';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

/** A screen's column: its header, then its sections, evenly spaced. */
export const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
`;

/** The screen's title block. */
export const PageHeader = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

/** The screen's one h1. */
export const PageTitle = styled.h1`
  margin: 0;
  font-size: clamp(1.5rem, 1.2rem + 1.2vw, 2rem);
  font-weight: 700;
  letter-spacing: -0.01em;
`;

/** A muted line under the title. */
export const PageSubtitle = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const EmptyCard = styled(Card)`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(10)} ${theme.space(6)}`};
  text-align: center;

  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  p {
    margin: 0;
    max-width: 42ch;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Action = styled.div`
  margin-top: ${({ theme }) => theme.space(2)};
`;

/** A section with nothing to show yet: a title and/or an explanation, and an optional action. */
export function EmptyState({
  title,
  description,
  action,
}: {
  title?: string;
  description?: string;
  action?: ReactNode;
}) {
  const titleId = useId();
  return (
    <EmptyCard as="section" aria-labelledby={title ? titleId : undefined}>
      {title && <h2 id={titleId}>{title}</h2>}
      {description && <p>{description}</p>}
      {action && <Action>{action}</Action>}
    </EmptyCard>
  );
}
