import { VisuallyHidden } from '@repwise/ui';
import styled, { keyframes } from 'styled-components';

const pulse = keyframes`
  50% { opacity: 0.5; }
`;

const Block = styled.div<{ $heightPx: number }>`
  height: ${({ $heightPx }) => `${$heightPx}px`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  animation: ${pulse} 1.4s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

/** The daily workout's loading skeleton (spec 03 §2). */
export function DailyWorkoutSkeleton() {
  return (
    <Stack role="status">
      <VisuallyHidden>Loading your workout plan</VisuallyHidden>
      <Block $heightPx={96} />
      <Block $heightPx={64} />
      <Block $heightPx={280} />
    </Stack>
  );
}
