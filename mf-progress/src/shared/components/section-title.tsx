import styled from 'styled-components';

/** A section heading inside a card. */
export const SectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  font-size: 1.125rem;
`;
