import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { refreshSession } from './auth-actions';
import { authAtom, readAuth, watchSessionAcrossTabs } from './session-store';

/** Refresh this long before the access token expires. */
const refreshLeadMs = 60_000;

/**
 * Restores a stored session before the first request (spec 01 §4: one refresh at start); called
 * by the entry point before React renders, so every request of the first page waits for it.
 */
export function restoreSessionAtStart(): void {
  if (readAuth().isAuthenticated) void refreshSession();
}

function refreshIfDue(): void {
  const { isAuthenticated, expiresAt } = readAuth();
  if (isAuthenticated && expiresAt !== null && expiresAt - Date.now() < refreshLeadMs) {
    void refreshSession();
  }
}

/**
 * Keeps the session alive and shared: refreshes shortly before each access token expires (and at
 * once when a sleeping tab wakes past that point), and follows the session other tabs store.
 */
export function useSessionKeepAlive(): void {
  const { isAuthenticated, expiresAt } = useAtomValue(authAtom);

  useEffect(() => {
    const stopWatching = watchSessionAcrossTabs();
    const onVisible = () => {
      if (document.visibilityState === 'visible') refreshIfDue();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopWatching();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);

  useEffect(() => {
    if (!isAuthenticated || expiresAt === null) return undefined;
    const delayMs = Math.max(5_000, expiresAt - Date.now() - refreshLeadMs);
    const timer = window.setTimeout(() => void refreshSession(), delayMs);
    return () => window.clearTimeout(timer);
  }, [isAuthenticated, expiresAt]);
}
