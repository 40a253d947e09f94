import type { RemoteAppProps } from '@repwise/contracts';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { onSessionEnded } from '../auth/session-events';
import { authAtom, getAccessToken, saveSession } from '../auth/session-store';
import { actualThemeAtom } from '../theme/theme-store';
import { showToast } from '../toasts/toast-store';

/** The props the shell gives a remote mounted under `basePath`; a new object whenever one changes. */
export function useRemoteProps(basePath: string): RemoteAppProps {
  const { user } = useAtomValue(authAtom);
  const themeMode = useAtomValue(actualThemeAtom);
  const location = useLocation();
  const navigate = useNavigate();
  return useMemo(
    () => ({
      basePath,
      location: { pathname: location.pathname, search: location.search },
      user,
      getAccessToken,
      themeMode,
      navigate: (to, options) => navigate(to, options),
      notify: showToast,
      onSessionEnded,
      onSessionRenewed: (session) => saveSession(session),
    }),
    [basePath, location.pathname, location.search, user, themeMode, navigate],
  );
}
