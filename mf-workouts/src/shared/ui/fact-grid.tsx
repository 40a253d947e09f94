import styled from 'styled-components';

/**
 * A `<dl>` of facts laid out as a grid, each label over its value: `$minPx` sets the column width,
 * `$valueRem` the value's size, `$isCentered` centres the tiles.
 */
export const FactGrid = styled.dl<{ $minPx?: number; $valueRem?: number; $isCentered?: boolean }>`
  display: grid;
  grid-template-columns: repeat(
    auto-fit,
    minmax(min(100%, ${({ $minPx = 140 }) => $minPx}px), 1fr)
  );
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  text-align: ${({ $isCentered }) => ($isCentered ? 'center' : 'left')};
  dt {
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 700;
    font-size: ${({ $valueRem = 1 }) => `${$valueRem}rem`};
    overflow-wrap: anywhere;
  }
`;
