import {
  ApiError,
  authMessages,
  createApiClient,
  describeApiFailure,
  type AuthSession,
  type LoginRequest,
  type RegisterRequest,
} from '@repwise/contracts';
import { api } from '../../lib/api';
import {
  adoptStoredSession,
  endSession,
  readAuth,
  readStoredAuth,
  saveSession,
  trackRefresh,
} from './session-store';

// Loaded on first use: the endpoint values' schemas (and zod) stay out of the first page's JavaScript.
const loadAuthCalls = () => import('./auth-calls');

/** Stores a session; an answer without one is an ApiError (a 500 with the spec's message). */
function storeSession(session: AuthSession | null): void {
  if (!session) {
    throw new ApiError({
      ...describeApiFailure({ kind: 'response', status: 500, body: null }),
      message: authMessages.missingAccessToken,
    });
  }
  saveSession(session);
}

/** Signs in; stores the tokens or throws an ApiError describing the failure. */
export async function signIn(input: LoginRequest): Promise<void> {
  const { requestSignIn } = await loadAuthCalls();
  storeSession(await requestSignIn(api, input));
}

/** Creates an account (confirmPassword is never sent) and signs in. */
export async function register(input: RegisterRequest): Promise<void> {
  const { firstName, lastName, email, password } = input;
  const { requestRegistration } = await loadAuthCalls();
  storeSession(await requestRegistration(api, { firstName, lastName, email, password }));
}

/**
 * Rotates the tokens, one refresh at a time in this tab (requests wait for it) and across tabs (a
 * Web Lock): a tab that gets the lock after another tab has rotated the token it meant to present
 * takes that tab's new session instead, since presenting a rotated token revokes the session.
 * With no refresh token, or when the server refuses it, the user is signed out; a network failure
 * (offline, or a page unloading mid-call) keeps the session for the next try.
 */
export function refreshSession(): Promise<boolean> {
  return trackRefresh(() => {
    const presented = readAuth().refreshToken;
    return withRefreshLock(() => rotateTokens(presented));
  });
}

const refreshLockName = 'repwise-session-refresh';

// The refresh call carries no bearer token, so it must not wait for the refresh it is part of
// (the shell's client waits for a refresh in flight before every call).
const refreshApi = createApiClient({ baseUrl: '/api', getAccessToken: () => null });

async function withRefreshLock<T>(run: () => Promise<T>): Promise<T> {
  // Web Locks are in every current browser on a secure origin; elsewhere one tab's order is enough.
  if (typeof navigator === 'undefined' || !('locks' in navigator)) return run();
  let result: T | undefined;
  await navigator.locks.request(refreshLockName, async () => {
    result = await run();
  });
  return result as T;
}

async function rotateTokens(presented: string | null): Promise<boolean> {
  const stored = readStoredAuth();
  if (stored.isAuthenticated && stored.refreshToken && stored.refreshToken !== presented) {
    // Another tab refreshed while this one waited: its tokens are the current ones.
    adoptStoredSession(stored);
    return true;
  }
  const { refreshToken } = readAuth();
  if (!refreshToken) {
    endSession();
    return false;
  }
  try {
    const { requestRefresh } = await loadAuthCalls();
    storeSession(await requestRefresh(refreshApi, { refreshToken }));
    return true;
  } catch (error) {
    const isRefused =
      error instanceof ApiError && error.failure.status !== null && error.failure.status < 500;
    if (isRefused) endSession('expired');
    return false;
  }
}

/** Signing out waits at most this long for the server; its answer is ignored anyway. */
const logoutTimeoutMs = 3000;

/**
 * Logs out on the server (a failure is ignored), then clears everything the session left.
 * `leave` runs just before the session ends (the menus go to / there): once it has ended, the
 * guard of an /app page would send the user to /auth first.
 */
export async function signOut(leave?: () => void): Promise<void> {
  const { refreshToken } = readAuth();
  const body = refreshToken ? { refreshToken } : {};
  await loadAuthCalls()
    .then(({ requestSignOut }) => requestSignOut(api, body, logoutTimeoutMs))
    .catch(() => undefined);
  leave?.();
  // React Router applies the navigation in a transition, after the urgent render of the ended
  // session: the guard of the /app page left behind must then send the user on to / as well.
  endSession('left');
}
