import styled from 'styled-components';

/** A countdown's big m:ss face; `$tone` 'accent' for rests. */
export const ClockFace = styled.p<{ $tone?: 'text' | 'accent'; $sizeRem?: number }>`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ $sizeRem = 2.5 }) => `${$sizeRem}rem`};
  font-weight: 700;
  text-align: center;
  color: ${({ theme, $tone = 'text' }) => theme.colors[$tone]};
`;
