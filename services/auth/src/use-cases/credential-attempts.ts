import { AppError } from '@repwise/server-kit';
import type { AuthDeps } from '../auth-deps';
import { verifyPassword } from '../tokens/password-hash';

/** The account fields the lockout reads. */
export interface LockableUser {
  _id: unknown;
  passwordHash: string;
  failuresCountedSince: Date;
  lockedUntil?: Date | null;
}

/** 423 ACCOUNT_LOCKED with Retry-After until the lock ends. */
export function accountLocked(lockedUntil: Date, now: Date): AppError {
  const retryAfterSeconds = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000));
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new AppError(
    'ACCOUNT_LOCKED',
    `Too many failed sign-in attempts. Your account is locked; try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    [],
    { 'Retry-After': String(retryAfterSeconds) },
  );
}

function countedSinceOf(user: LockableUser): Date {
  // An expired lock starts a fresh count from the moment it ended.
  return user.lockedUntil && user.lockedUntil > user.failuresCountedSince
    ? user.lockedUntil
    : user.failuresCountedSince;
}

async function readLockable(deps: AuthDeps, userId: unknown): Promise<LockableUser | null> {
  return deps.users.findById(userId).lean<LockableUser>();
}

/**
 * Checks a password guess for an account under the lockout (sign-in and the current password of
 * a password change alike). The attempt is recorded as a failure before the (slow) verification
 * and the lock is read again after it, so a concurrent burst counts in full and a right guess
 * inside it cannot clear the lock it caused: the N-th failure since the count began locks the
 * account; a right guess removes its own record and succeeds only while the account is unlocked.
 */
export async function verifyGuardedPassword(
  deps: AuthDeps,
  user: LockableUser,
  password: string,
): Promise<boolean> {
  const now = deps.now();
  if (user.lockedUntil && user.lockedUntil > now) throw accountLocked(user.lockedUntil, now);
  const userId = String(user._id);
  const attempt = await deps.loginFailures.create({ userId, at: now });
  const isRight = await verifyPassword(user.passwordHash, password);
  const current = (await readLockable(deps, user._id)) ?? user;
  if (isRight) await deps.loginFailures.deleteOne({ _id: attempt._id });
  const failures = await deps.loginFailures.countDocuments({
    userId,
    at: { $gt: countedSinceOf(current) },
  });
  const after = deps.now();
  if (current.lockedUntil && current.lockedUntil > after)
    throw accountLocked(current.lockedUntil, after);
  if (failures >= deps.lockoutThreshold) {
    const lockedUntil = new Date(after.getTime() + deps.lockoutMinutes * 60_000);
    await deps.users.updateOne(
      { _id: user._id },
      { $set: { lockedUntil, failuresCountedSince: after } },
    );
    if (isRight) throw accountLocked(lockedUntil, after);
    return false;
  }
  if (isRight) {
    await deps.users.updateOne(
      { _id: user._id },
      { $set: { failuresCountedSince: after, lockedUntil: null } },
    );
  }
  return isRight;
}
