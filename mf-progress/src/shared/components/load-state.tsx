import { Button } from '@repwise/ui';
import styled from 'styled-components';

const Centered = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(6)};
  text-align: center;
`;

/** A failed load: its message and a retry button. */
export function LoadFailed({
  message,
  onRetry,
  retryLabel = 'Try Again',
}: {
  message: string;
  onRetry: () => void;
  retryLabel?: string;
}) {
  return (
    <Centered role="alert">
      <p style={{ margin: 0, fontWeight: 600 }}>{message}</p>
      <Button type="button" $variant="secondary" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Centered>
  );
}
