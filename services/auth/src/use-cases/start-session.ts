import type { AuthSession } from '@repwise/contracts';
import type { AuthDeps } from '../auth-deps';
import type { UserRecord } from '../models/user.model';
import { presentUser } from '../presenters/user.presenter';
import { signAccessToken } from '../tokens/access-token';
import { generateRefreshToken, hashRefreshToken } from '../tokens/refresh-token';

/** Issues an access token and a new refresh token in `sessionId` (a new session when omitted). */
export async function startSession(
  deps: AuthDeps,
  user: UserRecord,
  sessionId?: string,
): Promise<AuthSession> {
  const now = deps.now();
  const userId = String(user._id);
  const id = sessionId ?? String((await deps.sessions.create({ userId, lastUsedAt: now }))._id);
  const refreshToken = generateRefreshToken();
  await deps.refreshTokens.create({
    tokenHash: hashRefreshToken(refreshToken),
    sessionId: id,
    userId,
    expiresAt: new Date(now.getTime() + deps.refreshTokenTtlDays * 86_400_000),
  });
  const accessToken = signAccessToken(deps.jwt, {
    userId,
    sessionId: id,
    ttlSeconds: deps.accessTokenTtlSeconds,
    now,
  });
  return {
    user: presentUser(user),
    accessToken,
    refreshToken,
    expiresIn: deps.accessTokenTtlSeconds,
  };
}
