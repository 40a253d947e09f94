import type { AuthSession } from '@repwise/contracts';
import { AppError, isDuplicateKeyError } from '@repwise/server-kit';
import type { AuthDeps } from '../auth-deps';
import {
  generateRefreshToken,
  hashRefreshToken,
  openSuccessor,
  sealSuccessor,
} from '../tokens/refresh-token';
import { startSession } from './start-session';

const sessionExpired = () =>
  new AppError('REFRESH_TOKEN_EXPIRED', 'Your session has expired. Please sign in again.');

/**
 * Rotates a refresh token. Presenting one that was already rotated revokes its whole session,
 * unless it comes back within the reuse leeway (the client lost the answer and retries): that
 * retry gets the same successor, never a second chain.
 */
export async function refreshSession(deps: AuthDeps, refreshToken: string): Promise<AuthSession> {
  const now = deps.now();
  const tokenHash = hashRefreshToken(refreshToken);
  const token = await deps.refreshTokens.findOne({ tokenHash }).lean();
  if (!token || token.expiresAt <= now) throw sessionExpired();
  const successor = generateRefreshToken();
  try {
    // The unique _id makes this insert the one atomic claim: of two uses only one gets past it.
    await deps.tokenRotations.create({
      _id: tokenHash,
      sessionId: token.sessionId,
      rotatedAt: now,
      successor: sealSuccessor(refreshToken, successor),
    });
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    return answerRepeatedRotation(deps, refreshToken, token, now);
  }
  const { session, user } = await readLiveSession(deps, token);
  await deps.sessions.updateOne({ _id: session._id }, { $set: { lastUsedAt: now } });
  return startSession(deps, user, token.sessionId, { token: successor, stored: false });
}

/**
 * A rotated token presented again. Within the reuse leeway it is a lost answer (a reload
 * mid-refresh): the same successor again, with a fresh access token, so the session never forks.
 * Later, or once that successor has itself been used, it is theft: the whole session is revoked.
 */
async function answerRepeatedRotation(
  deps: AuthDeps,
  refreshToken: string,
  token: { tokenHash: string; sessionId: string; userId: string },
  now: Date,
): Promise<AuthSession> {
  const rotation = await deps.tokenRotations.findById(token.tokenHash).lean();
  const isLostAnswer =
    rotation &&
    now.getTime() - rotation.rotatedAt.getTime() <= deps.refreshReuseLeewaySeconds * 1000;
  const successor =
    isLostAnswer && rotation.successor ? openSuccessor(refreshToken, rotation.successor) : null;
  const successorHash = successor ? hashRefreshToken(successor) : null;
  const isSuccessorUnused =
    successorHash !== null && !(await deps.tokenRotations.exists({ _id: successorHash }));
  if (!successor || !isSuccessorUnused) {
    await revokeSession(deps, token.sessionId, 'reuse-detected');
    throw sessionExpired();
  }
  const { user } = await readLiveSession(deps, token);
  return startSession(deps, user, token.sessionId, { token: successor, stored: true });
}

async function readLiveSession(deps: AuthDeps, token: { sessionId: string; userId: string }) {
  const session = await deps.sessions.findById(token.sessionId).lean();
  if (!session || session.revokedAt) throw sessionExpired();
  // However often it is refreshed, a sign-in ends SESSION_MAX_AGE_DAYS after it began.
  const endsAt = session.createdAt.getTime() + deps.sessionMaxAgeDays * 86_400_000;
  if (deps.now().getTime() >= endsAt) throw sessionExpired();
  const user = await deps.users.findById(token.userId).lean();
  if (!user) throw sessionExpired();
  return { session, user };
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
  // Its access tokens are refused at the gateway for as long as they could live.
  await deps.denylist.deny([sessionId], deps.accessTokenTtlSeconds);
}
