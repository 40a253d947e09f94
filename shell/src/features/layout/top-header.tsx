import { Button } from '@repwise/ui';
import { useAtomValue } from 'jotai';
import { useEffect, useId, useRef, useState } from 'react';
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
  /* The narrowest phones (320 px): logo, Get Started, theme and the menu still fit in one row. */
  @media (max-width: 359px) {
    gap: ${({ theme }) => theme.space(1)};
    padding: ${({ theme }) => `${theme.space(3)} ${theme.space(2)}`};
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

const sections = [
  { href: '#features', label: 'Features' },
  { href: '#reviews', label: 'Reviews' },
  { href: '#pricing', label: 'Pricing' },
] as const;

/** Below the md breakpoint the section links live in a menu under this button. */
const SectionsToggle = styled(Button)`
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 1}px) {
    padding: ${({ theme }) => theme.space(2)};
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    /* Doubled class, as the app layout's menu button: wins over Button's own display rule. */
    && {
      display: none;
    }
  }
`;

/** On the landing page a phone finds Sign In in the menu, which leaves the header room. */
const LandingSignIn = styled(Button)`
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 1}px) {
    && {
      display: none;
    }
  }
`;

const SectionsPanel = styled.nav`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  display: grid;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
  a {
    padding: ${({ theme }) => `${theme.space(3)} ${theme.space(2)}`};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-weight: 500;
  }
  a:hover,
  a:focus-visible {
    background: ${({ theme }) => theme.colors.surface};
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    display: none;
  }
`;

/**
 * The landing page's section links on a phone: a menu button that opens them (and Sign In for a
 * visitor) under the header; a link, Escape or leaving the page closes it.
 */
function PhoneSectionsMenu({ showSignIn }: { showSignIn: boolean }) {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!isOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setIsOpen(false);
      toggleRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (panelRef.current?.contains(target) || toggleRef.current?.contains(target)) return;
      setIsOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [isOpen]);

  return (
    <>
      <SectionsToggle
        ref={toggleRef}
        type="button"
        $variant="ghost"
        aria-label={isOpen ? 'Close menu' : 'Open menu'}
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onClick={() => setIsOpen((open) => !open)}
      >
        {isOpen ? '✕' : '☰'}
      </SectionsToggle>
      {isOpen && (
        <SectionsPanel ref={panelRef} id={panelId} aria-label="Menu">
          {sections.map(({ href, label }) => (
            <a key={href} href={href} onClick={() => setIsOpen(false)}>
              {label}
            </a>
          ))}
          {showSignIn && (
            <Link to="/auth" onClick={() => setIsOpen(false)}>
              Sign In
            </Link>
          )}
        </SectionsPanel>
      )}
    </>
  );
}

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
          {sections.map(({ href, label }) => (
            <a key={href} href={href}>
              {label}
            </a>
          ))}
        </Anchors>
      )}
      <Actions>
        {showGuestButtons && (
          <>
            {isLanding ? (
              <LandingSignIn as={Link} to="/auth" $variant="ghost">
                Sign In
              </LandingSignIn>
            ) : (
              <Button as={Link} to="/auth" $variant="ghost">
                Sign In
              </Button>
            )}
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
      {isLanding && <PhoneSectionsMenu showSignIn={showGuestButtons} />}
    </Header>
  );
}
