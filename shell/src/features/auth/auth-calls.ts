// The auth endpoints' calls, loaded on first use by auth-actions: the endpoint values' schemas
// (and zod) stay out of the first page's JavaScript.
import type {
  ApiClient,
  AuthSession,
  LoginRequest,
  LogoutRequest,
  RefreshTokenRequest,
} from '@repwise/contracts';
import { authEndpoints } from '@repwise/contracts/auth';
import { callEndpoint, UnexpectedAnswerError } from '@repwise/contracts/endpoints';

/** The session a call answers; null when the answer carries none. */
async function readSession(call: Promise<{ data: AuthSession }>): Promise<AuthSession | null> {
  try {
    return (await call).data;
  } catch (error) {
    if (error instanceof UnexpectedAnswerError) return null;
    throw error;
  }
}

/** POST /auth/login: the new session. */
export function requestSignIn(client: ApiClient, body: LoginRequest): Promise<AuthSession | null> {
  return readSession(callEndpoint(client, authEndpoints.login, { body }));
}

/** POST /auth/register (without confirmPassword): the new account's session. */
export function requestRegistration(
  client: ApiClient,
  body: { firstName: string; lastName: string; email: string; password: string },
): Promise<AuthSession | null> {
  return readSession(callEndpoint(client, authEndpoints.register, { body }));
}

/** POST /auth/refresh-token: the rotated session. */
export function requestRefresh(
  client: ApiClient,
  body: RefreshTokenRequest,
): Promise<AuthSession | null> {
  return readSession(callEndpoint(client, authEndpoints.refreshToken, { body }));
}

/** POST /auth/logout; its answer is not used. */
export async function requestSignOut(
  client: ApiClient,
  body: LogoutRequest,
  timeoutMs: number,
): Promise<void> {
  await callEndpoint(client, authEndpoints.logout, { body, timeoutMs });
}
