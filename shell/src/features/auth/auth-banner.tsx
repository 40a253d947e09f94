import type { ReactNode } from 'react';
import styled from 'styled-components';

type BannerTone = 'danger' | 'warning';

const Box = styled.div<{ $tone: BannerTone }>`
  display: flex;
  gap: ${({ theme }) => theme.space(2.5)};
  align-items: flex-start;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(3.5)}`};
  border: 1px solid ${({ theme, $tone }) => theme.colors[$tone]};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.875rem;
  line-height: 1.45;
`;

const Icon = styled.span<{ $tone: BannerTone }>`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 20px;
  height: 20px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $tone }) => theme.colors[$tone]};
  color: ${({ theme }) => theme.colors.surfaceRaised};
  font-size: 0.75rem;
  font-weight: 700;
`;

/** An inline message announced to screen readers as an alert: a form failure or a session notice. */
export function AuthBanner({
  tone = 'danger',
  children,
}: {
  tone?: BannerTone;
  children: ReactNode;
}) {
  return (
    <Box role="alert" $tone={tone}>
      <Icon $tone={tone} aria-hidden="true">
        !
      </Icon>
      <span>{children}</span>
    </Box>
  );
}
