import { authFailureMessages, type AuthSession, type LoginRequest } from '@repwise/contracts';
import { AppError } from '@repwise/server-kit';
import type { AuthDeps } from '../auth-deps';
import { verifyAgainstDecoy, verifyPassword } from '../tokens/password-hash';
import { startSession } from './start-session';

const invalidCredentials = () =>
  new AppError('INVALID_CREDENTIALS', authFailureMessages.invalidCredential);

/** Signs a user in; the N-th consecutive failure locks the account for the configured minutes. */
export async function loginUser(deps: AuthDeps, input: LoginRequest): Promise<AuthSession> {
  const user = await deps.users.findOne({ email: input.email }).lean();
  if (!user) {
    await verifyAgainstDecoy(input.password);
    throw invalidCredentials();
  }
  const now = deps.now();
  if (user.lockedUntil && user.lockedUntil > now) {
    throw accountLocked(user.lockedUntil, now);
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    await recordFailedLogin(deps, user, now);
    throw invalidCredentials();
  }
  await deps.users.updateOne(
    { _id: user._id },
    { $set: { failuresCountedSince: now, lockedUntil: null } },
  );
  return startSession(deps, user);
}

async function recordFailedLogin(
  deps: AuthDeps,
  user: { _id: unknown; failuresCountedSince: Date; lockedUntil?: Date | null },
  now: Date,
): Promise<void> {
  const userId = String(user._id);
  await deps.loginFailures.create({ userId, at: now });
  // An expired lock starts a fresh count from the moment it ended.
  const countedSince =
    user.lockedUntil && user.lockedUntil > user.failuresCountedSince
      ? user.lockedUntil
      : user.failuresCountedSince;
  const failures = await deps.loginFailures.countDocuments({ userId, at: { $gt: countedSince } });
  if (failures >= deps.lockoutThreshold) {
    const lockedUntil = new Date(now.getTime() + deps.lockoutMinutes * 60_000);
    await deps.users.updateOne(
      { _id: user._id },
      { $set: { lockedUntil, failuresCountedSince: now } },
    );
  }
}

function accountLocked(lockedUntil: Date, now: Date): AppError {
  const retryAfterSeconds = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000));
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new AppError(
    'ACCOUNT_LOCKED',
    `Too many failed sign-in attempts. Your account is locked; try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    [],
    { 'Retry-After': String(retryAfterSeconds) },
  );
}
