import type { ChangePasswordRequest } from '@repwise/contracts/profile';
import { profileMessages } from '@repwise/contracts/profile';
import { AppError } from '@repwise/server-kit';
import type { AuthDeps } from '../auth-deps';
import { hashPassword } from '../tokens/password-hash';
import { verifyGuardedPassword } from './credential-attempts';

/**
 * Changes the password after checking the current one, and signs out every other session (their
 * refresh tokens stop working, and the gateway refuses their access tokens at once).
 */
export async function changePassword(
  deps: AuthDeps,
  user: { id: string; sessionId: string },
  input: ChangePasswordRequest,
): Promise<void> {
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
  const others = await deps.sessions
    .find({ userId: user.id, _id: { $ne: user.sessionId }, revokedAt: null }, { _id: 1 })
    .lean();
  await deps.sessions.updateMany(
    { userId: user.id, _id: { $ne: user.sessionId }, revokedAt: null },
    { $set: { revokedAt: deps.now(), revokedReason: 'password-changed' } },
  );
  // The other sessions' access tokens stop at once, not within their 15 minutes.
  await deps.denylist.deny(
    others.map((session) => String(session._id)),
    deps.accessTokenTtlSeconds,
  );
}
