import { GlobalStyle, selectTheme } from '@repwise/ui';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { AppRoutes } from './app-routes';
import { setSessionNavigator } from './features/auth/session-events';
import { authAtom } from './features/auth/session-store';
import { useSessionKeepAlive } from './features/auth/use-session-keep-alive';
import {
  actualThemeAtom,
  applyThemeToDocument,
  watchSystemTheme,
} from './features/theme/theme-store';
import { Toaster } from './features/toasts/toaster';
import { TourOverlay } from './features/tours/tour-overlay';
import { useMainTourAutostart } from './features/tours/use-main-tour-autostart';

function ShellEffects() {
  const navigate = useNavigate();
  const { isAuthenticated } = useAtomValue(authAtom);
  useEffect(() => setSessionNavigator(navigate), [navigate]);
  useSessionKeepAlive();
  useMainTourAutostart(isAuthenticated);
  return null;
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
        <TourOverlay />
        <Toaster />
      </BrowserRouter>
    </ThemeProvider>
  );
}
