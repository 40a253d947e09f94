import styled from 'styled-components';

/** Muted secondary text: a small grey paragraph. */
export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;
