import type { AuthUser } from '@repwise/contracts';
import { AppError } from '@repwise/server-kit';
import type { AuthDeps } from '../auth-deps';
import { presentUser } from '../presenters/user.presenter';

/** Loads the signed-in user; a token for a deleted account answers 404. */
export async function getCurrentUser(deps: AuthDeps, userId: string): Promise<AuthUser> {
  const user = await deps.users.findById(userId).lean();
  if (!user) throw new AppError('RESOURCE_NOT_FOUND', 'This account no longer exists.');
  return presentUser(user);
}
