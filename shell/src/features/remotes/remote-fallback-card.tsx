import styled from 'styled-components';

const Card = styled.section`
  max-width: 560px;
  margin: ${({ theme }) => theme.space(10)} auto;
  padding: ${({ theme }) => theme.space(8)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.card};
  text-align: center;
`;

const RetryButton = styled.button`
  margin-top: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(5)}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 600;
  cursor: pointer;
`;

/** Shown in place of an area whose remote is down, slow or broken; the rest of the shell keeps working. */
export function RemoteFallbackCard({
  areaName,
  onRetry,
}: {
  areaName: string;
  onRetry: () => void;
}) {
  return (
    <Card role="alert" aria-labelledby="remote-fallback-title">
      <h2 id="remote-fallback-title">{areaName} is unavailable right now</h2>
      <p>We couldn&apos;t load this part of RepWise. Everything else keeps working.</p>
      <RetryButton type="button" onClick={onRetry}>
        Try again
      </RetryButton>
    </Card>
  );
}
