import { authFailureMessages, type AuthSession, type RegisterRequest } from '@repwise/contracts';
import { AppError, isDuplicateKeyError } from '@repwise/server-kit';
import type { AuthDeps } from '../auth-deps';
import { hashPassword } from '../tokens/password-hash';
import { startSession } from './start-session';

/** Creates an account (emails are unique case-insensitively) and signs the user in. */
export async function registerUser(deps: AuthDeps, input: RegisterRequest): Promise<AuthSession> {
  const passwordHash = await hashPassword(input.password);
  try {
    const user = await deps.users.create({
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      passwordHash,
    });
    return await startSession(deps, user.toObject());
  } catch (error) {
    if (isDuplicateKeyError(error)) {
      throw new AppError('EMAIL_ALREADY_EXISTS', authFailureMessages.emailInUse, [
        { field: 'email', message: authFailureMessages.emailInUse },
      ]);
    }
    throw error;
  }
}
