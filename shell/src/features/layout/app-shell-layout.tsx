import { Button, trapTabKey } from '@repwise/ui';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { ThemeToggle } from '../theme/theme-menu';
import { HelpMenu } from '../tours/help-menu';
import { CompleteProfileInvite } from './complete-profile-invite';
import { menuRevealAttribute, menuRevealRequestedAtom } from './menu-reveal-store';
import { NotificationBell } from './notification-bell';
import { SideMenu } from './side-menu';

const Layout = styled.div`
  min-height: 100vh;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    display: grid;
    grid-template-columns: 260px 1fr;
  }
`;

const DesktopSidebar = styled.aside`
  display: none;
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    display: block;
    position: sticky;
    top: 0;
    height: 100vh;
  }
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 60;
  background: rgba(0, 0, 0, 0.45);
`;

const Drawer = styled.div`
  position: fixed;
  inset: 0 auto 0 0;
  z-index: 61;
  width: min(300px, 85vw);
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
`;

const TopBar = styled.header`
  position: sticky;
  top: 0;
  z-index: 30;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(5)}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
`;

const MenuToggle = styled(Button)`
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    /* Doubled class: a remote's copy of Button injects its display rule again after this one,
       which left the menu button (and a second menu drawer) on a desktop with the sidebar. */
    && {
      display: none;
    }
  }
`;

const Main = styled.main`
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(5)};
  max-width: 1200px;
  width: 100%;
  margin: 0 auto;
`;

/** The /app layout: side menu (a drawer on small screens), top bar with tours, theme and bell, content. */
export function AppShellLayout() {
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  // A tour step on a menu item opens the drawer on small screens while it is shown.
  const isRevealRequested = useAtomValue(menuRevealRequestedAtom);
  const showsDrawer = isDrawerOpen || isRevealRequested;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setIsDrawerOpen(false), [pathname]);

  useEffect(() => {
    if (!isDrawerOpen) return undefined;
    drawerRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setIsDrawerOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isDrawerOpen]);

  return (
    <Layout>
      <DesktopSidebar {...{ [menuRevealAttribute]: 'menu' }}>
        <SideMenu />
      </DesktopSidebar>
      {showsDrawer && (
        <>
          <Backdrop data-testid="drawer-backdrop" onClick={() => setIsDrawerOpen(false)} />
          <Drawer
            {...{ [menuRevealAttribute]: 'drawer' }}
            ref={drawerRef}
            role="dialog"
            aria-modal="true"
            aria-label="Menu"
            onKeyDown={trapTabKey}
          >
            <SideMenu onNavigate={() => setIsDrawerOpen(false)} />
          </Drawer>
        </>
      )}
      <div>
        {/* data-sticky-top: tours scroll their targets below this bar (scroll-to-target.ts). */}
        <TopBar data-sticky-top="">
          <MenuToggle
            ref={toggleRef}
            type="button"
            $variant="ghost"
            aria-label="Open menu"
            aria-expanded={showsDrawer}
            onClick={() => setIsDrawerOpen(true)}
          >
            ☰
          </MenuToggle>
          <div style={{ marginLeft: 'auto', display: 'flex', gap: 8, alignItems: 'center' }}>
            <HelpMenu />
            <ThemeToggle />
            <NotificationBell />
          </div>
        </TopBar>
        <Main id="main">
          <CompleteProfileInvite />
          <Outlet />
        </Main>
      </div>
    </Layout>
  );
}
