import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { refreshSession } from './auth-actions';
import { authAtom } from './session-store';

/** Refresh this long before the access token expires. */
const refreshLeadMs = 60_000;

/**
 * Keeps the session alive: refreshes once at start when a stored token exists (spec 01 §4), then
 * shortly before each access token expires.
 */
export function useSessionKeepAlive(): void {
  const { isAuthenticated, expiresAt } = useAtomValue(authAtom);
  const hasRefreshedAtStart = useRef(false);

  useEffect(() => {
    if (hasRefreshedAtStart.current) return;
    hasRefreshedAtStart.current = true;
    if (isAuthenticated) void refreshSession();
  }, [isAuthenticated]);

  useEffect(() => {
    if (!isAuthenticated || expiresAt === null) return undefined;
    const delayMs = Math.max(5_000, expiresAt - Date.now() - refreshLeadMs);
    const timer = window.setTimeout(() => void refreshSession(), delayMs);
    return () => window.clearTimeout(timer);
  }, [isAuthenticated, expiresAt]);
}
