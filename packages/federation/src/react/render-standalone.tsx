import type { AuthUser, RemoteAppProps } from '@repwise/contracts';
import { GlobalStyle, selectTheme } from '@repwise/ui';
import { StrictMode, useSyncExternalStore, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import styled, { ThemeProvider } from 'styled-components';

/** The fake signed-in user a remote sees when it runs on its own: a new account with no profile data yet. */
export const standaloneUser: AuthUser = {
  id: 'standalone-user',
  email: 'dev@repwise.local',
  firstName: 'Dev',
  lastName: 'User',
  age: null,
  height: null,
  weight: null,
  fitnessLevel: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

// Roughly the shell's content column, so a screen looks as it will inside the shell.
const StandaloneMain = styled.main`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(6)} ${theme.space(5)}`};
`;

const darkSchemeQuery = '(prefers-color-scheme: dark)';

function subscribeToHistory(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
}

// A string snapshot keeps its identity between renders, as useSyncExternalStore requires.
function readLocationKey(): string {
  return `${window.location.pathname}${window.location.search}`;
}

function subscribeToColorScheme(onChange: () => void): () => void {
  const query = window.matchMedia(darkSchemeQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function readThemeMode(): 'light' | 'dark' {
  return window.matchMedia(darkSchemeQuery).matches ? 'dark' : 'light';
}

function navigateInPage(to: string, options?: { replace?: boolean }): void {
  if (options?.replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  // pushState fires no event; tell the subscribers the location changed.
  window.dispatchEvent(new PopStateEvent('popstate'));
}

function StandaloneArea({
  Root,
  areaName,
  basePath,
}: {
  Root: ComponentType<RemoteAppProps>;
  areaName: string;
  basePath: string;
}) {
  useSyncExternalStore(subscribeToHistory, readLocationKey);
  const themeMode = useSyncExternalStore(subscribeToColorScheme, readThemeMode);
  const props: RemoteAppProps = {
    basePath,
    location: { pathname: window.location.pathname, search: window.location.search },
    user: standaloneUser,
    getAccessToken: () => null,
    themeMode,
    navigate: navigateInPage,
    notify: (toast) => console.warn(`[${areaName}] toast`, toast),
    onSessionEnded: () => console.warn(`[${areaName}] session ended`),
    onSessionRenewed: () => console.warn(`[${areaName}] session renewed`),
  };
  return (
    <ThemeProvider theme={selectTheme(themeMode)}>
      <GlobalStyle />
      <StandaloneMain>
        <Root {...props} />
      </StandaloneMain>
    </ThemeProvider>
  );
}

/**
 * Development only: renders a remote's `Root` into `#root` as the shell would, with a fake signed-in
 * user (no access token), the browser's colour scheme as theme, and `navigate` moving this page's
 * own history. Toasts and session ends are logged as warnings.
 */
export function renderStandalone(
  Root: ComponentType<RemoteAppProps>,
  areaName: string,
  { basePath = '/' }: { basePath?: string } = {},
): void {
  const container = document.getElementById('root');
  if (!container) throw new Error(`renderStandalone(${areaName}): the page has no #root element`);
  document.title = `RepWise — ${areaName} (standalone)`;
  createRoot(container).render(
    <StrictMode>
      <StandaloneArea Root={Root} areaName={areaName} basePath={basePath} />
    </StrictMode>,
  );
}
