import { GlobalStyle, selectTheme } from '@repwise/ui';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect } from 'react';
import { BrowserRouter, useLocation, useNavigate } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { AppRoutes } from './app-routes';
import { setSessionNavigator } from './features/auth/session-events';
import { authAtom } from './features/auth/session-store';
import { useSessionKeepAlive } from './features/auth/use-session-keep-alive';
import { useScrollOnNavigation } from './features/layout/scroll-on-navigation';
import {
  actualThemeAtom,
  applyThemeToDocument,
  watchSystemTheme,
} from './features/theme/theme-store';
import { Toaster } from './features/toasts/toaster';

// Guided tours only run for a signed-in user, so their code (overlay, definitions, store) is a
// chunk of its own that a signed-out visitor never downloads.
const TourOverlay = lazy(() =>
  import('./features/tours/tour-overlay').then((module) => ({ default: module.TourOverlay })),
);
const MainTourAutostart = lazy(() =>
  import('./features/tours/use-main-tour-autostart').then((module) => ({
    default: function MainTourAutostart() {
      module.useMainTourAutostart(true);
      return null;
    },
  })),
);

function ShellEffects() {
  const navigate = useNavigate();
  useEffect(() => setSessionNavigator(navigate), [navigate]);
  useSessionKeepAlive();
  // A new page opens at its top, back and forward return where one was, a #section scrolls to it.
  useScrollOnNavigation();
  return null;
}

/**
 * The tour overlay while someone is signed in, and the main tour's autostart once they are in the
 * app area: right after registration they are on /onboarding, where none of its targets exist,
 * so it waits for their first visit to /app.
 */
function Tours() {
  const { isAuthenticated } = useAtomValue(authAtom);
  const { pathname } = useLocation();
  if (!isAuthenticated) return null;
  return (
    <Suspense fallback={null}>
      {pathname.startsWith('/app/') && <MainTourAutostart />}
      <TourOverlay />
    </Suspense>
  );
}

/** The shell: theme, router, session upkeep, tours and toasts around every route. */
export function App() {
  const mode = useAtomValue(actualThemeAtom);
  useEffect(() => watchSystemTheme(), []);
  useEffect(() => applyThemeToDocument(mode), [mode]);
  return (
    <ThemeProvider theme={selectTheme(mode)}>
      <GlobalStyle />
      <BrowserRouter>
        <ShellEffects />
        <AppRoutes />
        <Tours />
        <Toaster />
      </BrowserRouter>
    </ThemeProvider>
  );
}
