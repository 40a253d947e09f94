import styled from 'styled-components';

/** An alert box for a failed action, with room for its retry button. */
export const ErrorBanner = styled.div.attrs({ role: 'alert' })`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.danger};
  p {
    margin: 0;
  }
`;
