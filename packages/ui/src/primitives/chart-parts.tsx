import type { ReactNode } from 'react';
import styled from 'styled-components';

/** A chart's frame: the drawing, its legend and its hidden text alternative. */
export const ChartFigure = styled.figure`
  position: relative;
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 4px;
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

/** The legend row under a chart. */
export const LegendList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.textMuted};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1.5)};
  }
`;

/** A coloured swatch in a legend. */
export const Swatch = styled.span<{ $color: string }>`
  width: 12px;
  height: 12px;
  border-radius: 3px;
  background: ${({ $color }) => $color};
`;

/** The tooltip box drawn over a chart. */
export const TooltipBox = styled.div`
  position: absolute;
  pointer-events: none;
  z-index: 2;
  min-width: 140px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
  font-size: 0.8125rem;
  strong {
    display: block;
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
`;

const ScreenReaderOnly = styled.div`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
`;

/**
 * A table only screen readers read: the chart's data as text. The hiding box is a block around
 * the table, since a table grows to its content whatever its width, and a wide one hidden that
 * way still widened a phone's page (the browser zoomed the whole page out to fit it).
 */
export function ScreenReaderTable({ children }: { children: ReactNode }) {
  return (
    <ScreenReaderOnly>
      <table>{children}</table>
    </ScreenReaderOnly>
  );
}
