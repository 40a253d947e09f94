import type { AccountPreferences } from '@repwise/contracts/profile';
import { AppError } from '@repwise/server-kit';
import type { AuthDeps } from '../auth-deps';

/** The signed-in user's account preferences (e-mail notifications default to on). */
export async function getPreferences(deps: AuthDeps, userId: string): Promise<AccountPreferences> {
  const user = await deps.users.findById(userId, { emailNotifications: 1 }).lean();
  if (!user) throw new AppError('RESOURCE_NOT_FOUND', 'This account no longer exists.');
  return { emailNotifications: user.emailNotifications ?? true };
}

/** Saves the signed-in user's account preferences. */
export async function savePreferences(
  deps: AuthDeps,
  userId: string,
  preferences: AccountPreferences,
): Promise<AccountPreferences> {
  const result = await deps.users.updateOne(
    { _id: userId },
    { $set: { emailNotifications: preferences.emailNotifications } },
  );
  if (result.matchedCount === 0) {
    throw new AppError('RESOURCE_NOT_FOUND', 'This account no longer exists.');
  }
  return preferences;
}
