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

const Detail = styled.p`
  margin-top: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 0.8125rem;
  overflow-wrap: anywhere;
`;

/**
 * Shown in place of an area whose remote is down, slow or broken; the rest of the shell keeps
 * working. `incompatibility` (the remote, its version and the mismatch) is shown when the deployed
 * version was built for other shared libraries than this shell provides.
 */
export function RemoteFallbackCard({
  areaName,
  incompatibility = null,
  onRetry,
}: {
  areaName: string;
  incompatibility?: string | null;
  onRetry: () => void;
}) {
  return (
    <Card role="alert" aria-labelledby="remote-fallback-title">
      <h2 id="remote-fallback-title">{areaName} is unavailable right now</h2>
      {incompatibility ? (
        <>
          <p>
            The deployed version of {areaName} doesn&apos;t work with this version of RepWise, so it
            wasn&apos;t loaded. Everything else keeps working.
          </p>
          <Detail>{incompatibility}</Detail>
        </>
      ) : (
        <p>We couldn&apos;t load this part of RepWise. Everything else keeps working.</p>
      )}
      <RetryButton type="button" onClick={onRetry}>
        Try again
      </RetryButton>
    </Card>
  );
}
