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

/** Why the last session ended, so a guard that runs late still sends an expired one to the notice. */
export type SessionEndReason = 'signed-out' | 'expired';

/** Null while signed in (or never signed in on this page). */
export const sessionEndReasonAtom = atom<SessionEndReason | null>(null);

/** Whether the session is being restored at start (refresh in flight). */
export const isRestoringSessionAtom = atom<boolean>(false);

const store = getDefaultStore();

/** The current access token, for the API client (outside React). */
export function getAccessToken(): string | null {
  return store.get(authAtom).token;
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
