import { Button, Card } from '@repwise/ui';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const ErrorBox = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  border-color: ${({ theme }) => theme.colors.danger};
  h2 {
    margin: 0;
    font-size: 1.125rem;
    color: ${({ theme }) => theme.colors.danger};
  }
  p {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** A failure card: title, the error text, and its recovery buttons. */
export function ErrorCard({
  title,
  message,
  actions,
}: {
  title: string;
  message: string;
  actions: ReactNode;
}) {
  const titleId = useId();
  return (
    <ErrorBox as="section" role="alert" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <p>{message}</p>
      <Actions>{actions}</Actions>
    </ErrorBox>
  );
}

/** The common retry button of an error card. */
export function RetryButton({
  label = 'Try Again',
  onClick,
}: {
  label?: string;
  onClick: () => void;
}) {
  return (
    <Button type="button" onClick={onClick}>
      {label}
    </Button>
  );
}
