import type { AuthUser } from '@repwise/contracts';
import type { ProfileUpdateRequest } from '@repwise/contracts/profile';
import { AppError } from '@repwise/server-kit';
import type { AuthDeps } from '../auth-deps';
import { presentUser } from '../presenters/user.presenter';

/** Changes the signed-in user's names, age, height, weight or fitness level (never the e-mail). */
export async function updateProfile(
  deps: AuthDeps,
  userId: string,
  change: ProfileUpdateRequest,
): Promise<AuthUser> {
  const user = await deps.users
    .findByIdAndUpdate(userId, { $set: change }, { new: true, runValidators: true })
    .lean();
  if (!user) throw new AppError('RESOURCE_NOT_FOUND', 'This account no longer exists.');
  return presentUser(user);
}
