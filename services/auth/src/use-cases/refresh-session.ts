import type { AuthSession } from '@repwise/contracts';
import { AppError, isDuplicateKeyError } from '@repwise/server-kit';
import type { AuthDeps } from '../auth-deps';
import { hashRefreshToken } from '../tokens/refresh-token';
import { startSession } from './start-session';

const sessionExpired = () =>
  new AppError('REFRESH_TOKEN_EXPIRED', 'Your session has expired. Please sign in again.');

/**
 * Rotates a refresh token. Presenting one that was already rotated revokes its whole session,
 * unless it comes back within the reuse leeway (the client lost the answer and retries).
 */
export async function refreshSession(deps: AuthDeps, refreshToken: string): Promise<AuthSession> {
  const now = deps.now();
  const tokenHash = hashRefreshToken(refreshToken);
  const token = await deps.refreshTokens.findOne({ tokenHash }).lean();
  if (!token || token.expiresAt <= now) throw sessionExpired();
  try {
    // The unique _id makes this insert the one atomic claim: of two uses only one gets past it.
    await deps.tokenRotations.create({
      _id: tokenHash,
      sessionId: token.sessionId,
      rotatedAt: now,
    });
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    const rotation = await deps.tokenRotations.findById(tokenHash).lean();
    // A repeat within the leeway is a lost answer (a reload mid-refresh), not a stolen token.
    const isLostAnswer =
      rotation &&
      now.getTime() - rotation.rotatedAt.getTime() <= deps.refreshReuseLeewaySeconds * 1000;
    if (!isLostAnswer) {
      await revokeSession(deps, token.sessionId, 'reuse-detected');
      throw sessionExpired();
    }
  }
  const session = await deps.sessions.findById(token.sessionId).lean();
  if (!session || session.revokedAt) throw sessionExpired();
  const user = await deps.users.findById(token.userId).lean();
  if (!user) throw sessionExpired();
  await deps.sessions.updateOne({ _id: session._id }, { $set: { lastUsedAt: now } });
  return startSession(deps, user, token.sessionId);
}

/** Marks a session revoked so none of its refresh tokens can be used again. */
export async function revokeSession(
  deps: AuthDeps,
  sessionId: string,
  reason: 'logout' | 'reuse-detected',
): Promise<void> {
  await deps.sessions.updateOne(
    { _id: sessionId, revokedAt: null },
    { $set: { revokedAt: deps.now(), revokedReason: reason } },
  );
}
