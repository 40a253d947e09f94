import styled from 'styled-components';

/** A responsive grid of cards: as many `minPx`-wide columns as fit, one on a phone. */
export const CardGrid = styled.div<{ $minPx?: number }>`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(
    auto-fill,
    minmax(min(100%, ${({ $minPx = 220 }) => $minPx}px), 1fr)
  );
`;

/** A row of buttons that wraps on narrow screens. */
export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;
