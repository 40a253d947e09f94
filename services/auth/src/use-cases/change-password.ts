import type { AuthSession } from '@repwise/contracts';
import type { ChangePasswordRequest } from '@repwise/contracts/profile';
import { profileMessages } from '@repwise/contracts/profile';
import { AppError } from '@repwise/server-kit';
import type { AuthDeps } from '../auth-deps';
import { hashPassword } from '../tokens/password-hash';
import { verifyGuardedPassword } from './credential-attempts';
import { startSession } from './start-session';

/**
 * Changes the password after checking the current one and signs out every session of the account,
 * the one that asked included (their refresh tokens stop working, and the gateway refuses their
 * access tokens at once): whoever held a copy of any old token is out. The caller gets a fresh
 * session in return.
 */
export async function changePassword(
  deps: AuthDeps,
  user: { id: string; sessionId: string },
  input: ChangePasswordRequest,
): Promise<AuthSession> {
  const record = await deps.users.findById(user.id).lean();
  if (!record) throw new AppError('RESOURCE_NOT_FOUND', 'This account no longer exists.');
  // Guesses of the current password count toward the sign-in lockout (a stolen session must not
  // become an unlimited password oracle).
  if (!(await verifyGuardedPassword(deps, record, input.currentPassword))) {
    throw new AppError('VALIDATION_ERROR', profileMessages.currentPasswordWrong, [
      { field: 'currentPassword', message: profileMessages.currentPasswordWrong },
    ]);
  }
  const passwordHash = await hashPassword(input.newPassword);
  await deps.users.updateOne({ _id: record._id }, { $set: { passwordHash } });
  const live = await deps.sessions.find({ userId: user.id, revokedAt: null }, { _id: 1 }).lean();
  const revoked = [...new Set([user.sessionId, ...live.map((session) => String(session._id))])];
  await deps.sessions.updateMany(
    { _id: { $in: revoked }, revokedAt: null },
    { $set: { revokedAt: deps.now(), revokedReason: 'password-changed' } },
  );
  // Their access tokens stop at once, not within their 15 minutes.
  await deps.denylist.deny(revoked, deps.accessTokenTtlSeconds);
  return startSession(deps, { ...record, passwordHash });
}
