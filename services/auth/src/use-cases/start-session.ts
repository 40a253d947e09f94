import type { AuthSession } from '@repwise/contracts';
import type { AuthDeps } from '../auth-deps';
import type { UserRecord } from '../models/user.model';
import { presentUser } from '../presenters/user.presenter';
import { signAccessToken } from '../tokens/access-token';
import { generateRefreshToken, hashRefreshToken } from '../tokens/refresh-token';

/**
 * Issues an access token and a refresh token in `sessionId` (a new session when omitted): a new
 * refresh token unless `refresh` names one to store (`stored: false` when it is stored already).
 */
export async function startSession(
  deps: AuthDeps,
  user: UserRecord,
  sessionId?: string,
  refresh: { token: string; stored: boolean } = { token: generateRefreshToken(), stored: false },
): Promise<AuthSession> {
  const now = deps.now();
  const userId = String(user._id);
  const id = sessionId ?? String((await deps.sessions.create({ userId, lastUsedAt: now }))._id);
  const refreshToken = refresh.token;
  if (!refresh.stored) {
    await deps.refreshTokens.create({
      tokenHash: hashRefreshToken(refreshToken),
      sessionId: id,
      userId,
      expiresAt: new Date(now.getTime() + deps.refreshTokenTtlDays * 86_400_000),
    });
  }
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
