import styled, { keyframes } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/** A spinning ring; decorative (pair it with visible or screen-reader text). */
export const Spinner = styled.span.attrs({ 'aria-hidden': true })<{ $sizePx?: number }>`
  display: inline-block;
  width: ${({ $sizePx = 32 }) => `${$sizePx}px`};
  height: ${({ $sizePx = 32 }) => `${$sizePx}px`};
  border-radius: 50%;
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

/** Text only screen readers announce. */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

const LoadingFrame = styled.div<{ $isCompact: boolean }>`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme, $isCompact }) => theme.space($isCompact ? 6 : 10)};
  text-align: center;
  p {
    margin: 0;
  }
  p:first-of-type {
    font-weight: 600;
  }
  p + p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * What a screen or section shows while it loads: a spinner over `text` (and a muted `detail`),
 * announced politely as a status. `isCompact` trims the padding inside a card.
 */
export function LoadingState({
  text,
  detail,
  isCompact = false,
}: {
  text: string;
  detail?: string;
  isCompact?: boolean;
}) {
  return (
    <LoadingFrame role="status" aria-live="polite" $isCompact={isCompact}>
      <Spinner />
      <p>{text}</p>
      {detail && <p>{detail}</p>}
    </LoadingFrame>
  );
}
