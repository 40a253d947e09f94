import type { AuthSession, AuthUser } from '@repwise/contracts';
import { atom, getDefaultStore } from 'jotai';
import { clearUserStorage, storageKeys } from '../../lib/storage-keys';

/** The persisted auth state of spec 01 §3 (tokens live here and under their own key). */
export interface AuthState {
  user: AuthUser | null;
  token: string | null;
  refreshToken: string | null;
  isAuthenticated: boolean;
  /** Epoch ms when the access token expires, or null when unknown. */
  expiresAt: number | null;
}

const signedOut: AuthState = {
  user: null,
  token: null,
  refreshToken: null,
  isAuthenticated: false,
  expiresAt: null,
};

function readPersistedAuth(): AuthState {
  try {
    const raw = window.localStorage.getItem(storageKeys.auth);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      Reflect.get(parsed, 'isAuthenticated') === true
    ) {
      return { ...signedOut, ...(parsed as Partial<AuthState>), isAuthenticated: true };
    }
  } catch {
    // A corrupt entry is the same as none: the user signs in again.
  }
  return signedOut;
}

/** The auth state atom; writes go through `saveSession` / `endSession` so storage stays in step. */
export const authAtom = atom<AuthState>(readPersistedAuth());

/**
 * Why the last session ended, so a guard that runs late still sends an expired one to the notice:
 * 'left' when the user signed out in this tab and is on the way to the landing page (another tab
 * signing out, or a session with nothing to refresh, is 'signed-out').
 */
export type SessionEndReason = 'signed-out' | 'expired' | 'left';

/** Null while signed in (or never signed in on this page). */
export const sessionEndReasonAtom = atom<SessionEndReason | null>(null);

/** Whether the session is being restored at start (refresh in flight). */
export const isRestoringSessionAtom = atom<boolean>(false);

const store = getDefaultStore();

/** The current access token, for the API client (outside React). */
export function getAccessToken(): string | null | Promise<string | null> {
  // A refresh in flight (at start, or from another request) is waited for: the token it replaces
  // may have expired, and a call sent with it would end the session.
  if (refreshInFlight) return refreshInFlight.then(() => store.get(authAtom).token);
  return store.get(authAtom).token;
}

let refreshInFlight: Promise<unknown> | null = null;

/** Makes requests wait for this refresh; the same refresh is shared while it runs. */
export function trackRefresh<T>(start: () => Promise<T>): Promise<T> {
  if (refreshInFlight) return refreshInFlight as Promise<T>;
  const running = start().finally(() => {
    refreshInFlight = null;
  });
  refreshInFlight = running;
  return running;
}

/** The auth state stored in local storage (another tab may have written it since). */
export function readStoredAuth(): AuthState {
  return readPersistedAuth();
}

/** Takes the session another tab stored (its tokens replace this tab's). */
export function adoptStoredSession(stored: AuthState): void {
  store.set(authAtom, stored);
  store.set(sessionEndReasonAtom, null);
}

/**
 * Keeps this tab's session in step with the others (spec 01 §3 persists it in local storage): a
 * tab that signs in or refreshes writes it and every other tab takes the new tokens; a tab that
 * signs out clears it and every other tab signs out too. Returns the unsubscribe function.
 */
export function watchSessionAcrossTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== storageKeys.auth && event.key !== null) return;
    const stored = readPersistedAuth();
    if (stored.isAuthenticated) {
      adoptStoredSession(stored);
    } else if (store.get(authAtom).isAuthenticated) {
      store.set(authAtom, signedOut);
      if (store.get(sessionEndReasonAtom) !== 'expired')
        store.set(sessionEndReasonAtom, 'signed-out');
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/** The current auth state (outside React). */
export function readAuth(): AuthState {
  return store.get(authAtom);
}

/** Stores a new session (after sign-in, registration or refresh) in memory and local storage. */
export function saveSession(session: AuthSession, now = Date.now()): void {
  const next: AuthState = {
    user: session.user,
    token: session.accessToken,
    refreshToken: session.refreshToken,
    isAuthenticated: true,
    expiresAt: session.expiresIn ? now + session.expiresIn * 1000 : null,
  };
  window.localStorage.setItem(storageKeys.accessToken, session.accessToken);
  window.localStorage.setItem(storageKeys.auth, JSON.stringify(next));
  store.set(authAtom, next);
  store.set(sessionEndReasonAtom, null);
}

/** Clears auth state, tokens, onboarding progress and per-user keys. */
export function endSession(reason: SessionEndReason = 'signed-out'): void {
  window.localStorage.removeItem(storageKeys.accessToken);
  window.localStorage.removeItem(storageKeys.auth);
  clearUserStorage();
  store.set(authAtom, signedOut);
  // An expiry stays the reason until the next sign-in, whatever else ends the session meanwhile.
  if (store.get(sessionEndReasonAtom) !== 'expired') store.set(sessionEndReasonAtom, reason);
}
