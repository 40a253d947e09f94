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
