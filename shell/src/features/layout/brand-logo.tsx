import { Link } from 'react-router-dom';
import styled from 'styled-components';

const LogoLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: 800;
  font-size: 1.125rem;
  letter-spacing: -0.01em;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
`;

const Mark = styled.span`
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: 9px;
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.primary},
    ${({ theme }) => theme.colors.accent}
  );
  color: #ffffff;
  font-size: 0.875rem;
`;

/** The RepWise logo, linking to the landing page. */
export function BrandLogo() {
  return (
    <LogoLink to="/">
      <Mark aria-hidden="true">RW</Mark>
      RepWise
    </LogoLink>
  );
}
