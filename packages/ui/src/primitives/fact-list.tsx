import styled from 'styled-components';

/**
 * A list of label/value rows (`<dl>` of `<div><dt/><dd/></div>`): the label muted on the left, the
 * value bold on the right. `$gap` is the space between rows in theme steps (default 2).
 */
export const FactList = styled.dl<{ $gap?: number }>`
  display: grid;
  gap: ${({ theme, $gap = 2 }) => theme.space($gap)};
  margin: 0;
  div {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

/**
 * Label/value tiles (`<dl>` of `<div><dt/><dd/></div>`), as many per row as fit at `$minWidth`
 * pixels each (default 120): the label small and muted above the value, bold with even figures.
 */
export const FactTiles = styled.dl<{ $minWidth?: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${({ $minWidth = 120 }) => $minWidth}px, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  div {
    display: grid;
    gap: ${({ theme }) => theme.space(0.5)};
    padding: ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  dt {
    font-size: 0.75rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
`;

/**
 * Label/value pairs in a wrapping row (`<dl>` of `<div><dt/><dd/></div>`): small text, the label
 * muted before its bold value.
 */
export const InlineFacts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
  margin: 0;
  font-size: 0.875rem;
  div {
    display: flex;
    gap: ${({ theme }) => theme.space(1)};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;
