import type { ChangePasswordRequest } from '@repwise/contracts/profile';
import { profileMessages } from '@repwise/contracts/profile';
import { AppError } from '@repwise/server-kit';
import type { AuthDeps } from '../auth-deps';
import { hashPassword, verifyPassword } from '../tokens/password-hash';

/**
 * Changes the password after checking the current one, and signs out every other session (their
 * refresh tokens stop working; access tokens already issued lapse within their 15 minutes).
 */
export async function changePassword(
  deps: AuthDeps,
  user: { id: string; sessionId: string },
  input: ChangePasswordRequest,
): Promise<void> {
  const record = await deps.users.findById(user.id).lean();
  if (!record) throw new AppError('RESOURCE_NOT_FOUND', 'This account no longer exists.');
  if (!(await verifyPassword(record.passwordHash, input.currentPassword))) {
    throw new AppError('VALIDATION_ERROR', profileMessages.currentPasswordWrong, [
      { field: 'currentPassword', message: profileMessages.currentPasswordWrong },
    ]);
  }
  const passwordHash = await hashPassword(input.newPassword);
  await deps.users.updateOne({ _id: record._id }, { $set: { passwordHash } });
  await deps.sessions.updateMany(
    { userId: user.id, _id: { $ne: user.sessionId }, revokedAt: null },
    { $set: { revokedAt: deps.now(), revokedReason: 'password-changed' } },
  );
}
