import { AppError } from '@repwise/server-kit';
import type { AuthDeps } from '../auth-deps';
import { hashRefreshToken } from '../tokens/refresh-token';
import { revokeSession } from './refresh-session';

/** Ends a session, found from the access token's session id or from a refresh token of it. */
export async function logoutUser(
  deps: AuthDeps,
  input: { sessionId: string | null; refreshToken: string | undefined },
): Promise<void> {
  let sessionId = input.sessionId;
  if (!sessionId && input.refreshToken) {
    const token = await deps.refreshTokens
      .findOne({ tokenHash: hashRefreshToken(input.refreshToken) })
      .lean();
    sessionId = token?.sessionId ?? null;
  }
  if (!sessionId) {
    throw new AppError('UNAUTHORIZED', 'Authentication required. Please log in to continue.');
  }
  await revokeSession(deps, sessionId, 'logout');
}
