import { Button } from '@repwise/ui';
import { useAtomValue } from 'jotai';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { signOut } from '../auth/auth-actions';
import { authAtom } from '../auth/session-store';
import { ThemeMenu } from '../theme/theme-menu';
import { BrandLogo } from './brand-logo';

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: 40;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(5)}`};
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 1}px) {
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => `${theme.space(3)} ${theme.space(3)}`};
  }
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background}e6;
  backdrop-filter: blur(8px);
`;

const Anchors = styled.nav`
  display: none;
  gap: ${({ theme }) => theme.space(5)};
  a {
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: none;
    font-weight: 500;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    display: flex;
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-left: auto;
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 1}px) {
    gap: ${({ theme }) => theme.space(1)};
    a,
    button {
      padding: ${({ theme }) => `${theme.space(2)} ${theme.space(2.5)}`};
      font-size: 0.8125rem;
    }
  }
`;

/** The top header of every page outside /app (spec 01 §2). */
export function TopHeader() {
  const { isAuthenticated } = useAtomValue(authAtom);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const isOnboarding = pathname.startsWith('/onboarding');
  const isLanding = pathname === '/';
  const isDashboard = pathname === '/dashboard' || pathname === '/app/dashboard';
  const showGuestButtons = !isAuthenticated && pathname !== '/auth';
  const showDashboard = isAuthenticated && !isOnboarding && !isDashboard;
  const showLogout = isAuthenticated && (isOnboarding || isLanding);

  return (
    <Header>
      <BrandLogo />
      {isLanding && (
        <Anchors aria-label="Page sections">
          <a href="#features">Features</a>
          <a href="#reviews">Reviews</a>
          <a href="#pricing">Pricing</a>
        </Anchors>
      )}
      <Actions>
        {showGuestButtons && (
          <>
            <Button as={Link} to="/auth" $variant="ghost">
              Sign In
            </Button>
            <Button as={Link} to="/auth">
              Get Started
            </Button>
          </>
        )}
        {showDashboard && (
          <Button as={Link} to="/app/dashboard" $variant="secondary">
            Dashboard
          </Button>
        )}
        {showLogout && (
          <Button
            type="button"
            $variant="ghost"
            onClick={() => {
              void signOut(() => navigate('/'));
            }}
          >
            Logout
          </Button>
        )}
        <ThemeMenu />
      </Actions>
    </Header>
  );
}
