// The layout is loaded on first use, so the endpoint values' schemas (and zod) stay off `/`.
import { safetyAlertsChangedEvent } from '@repwise/contracts';
import { callEndpoint, ignoredAnswer } from '@repwise/contracts/endpoints';
import { poseEndpoints } from '@repwise/contracts/pose';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import useSWR from 'swr';
import { api } from '../../lib/api';
import { authAtom } from '../auth/session-store';

/** `data.unresolvedAlertCount` of a risk-profile answer; 0 for anything else. */
export function readUnresolvedAlertCount(body: unknown): number {
  const data: unknown =
    typeof body === 'object' && body !== null ? Reflect.get(body, 'data') : null;
  const count: unknown =
    typeof data === 'object' && data !== null ? Reflect.get(data, 'unresolvedAlertCount') : 0;
  return typeof count === 'number' && Number.isInteger(count) && count > 0 ? count : 0;
}

async function fetchUnresolvedAlertCount(): Promise<number> {
  const call = { readAs: ignoredAnswer };
  return readUnresolvedAlertCount(await callEndpoint(api, poseEndpoints.getRiskProfile, call));
}

/**
 * The signed-in user's unresolved high or critical safety alerts (the Safety menu item's count),
 * read from the workouts service's risk profile again on each page change and whenever an area
 * says it changed them; 0 while unknown or when the read fails.
 */
export function useSafetyAlertCount(): number {
  const { user } = useAtomValue(authAtom);
  const { pathname } = useLocation();
  const { data, mutate } = useSWR(
    user ? ['safety-alert-count', user.id] : null,
    fetchUnresolvedAlertCount,
    { revalidateOnFocus: false, shouldRetryOnError: false, dedupingInterval: 1000 },
  );
  useEffect(() => {
    const reread = () => void mutate();
    window.addEventListener(safetyAlertsChangedEvent, reread);
    return () => window.removeEventListener(safetyAlertsChangedEvent, reread);
  }, [mutate]);
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    void mutate();
  }, [pathname, mutate]);
  return data ?? 0;
}
