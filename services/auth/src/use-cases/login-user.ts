import { authFailureMessages, type AuthSession, type LoginRequest } from '@repwise/contracts';
import { AppError } from '@repwise/server-kit';
import type { AuthDeps } from '../auth-deps';
import { verifyAgainstDecoy } from '../tokens/password-hash';
import { verifyGuardedPassword } from './credential-attempts';
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
  if (!(await verifyGuardedPassword(deps, user, input.password))) throw invalidCredentials();
  return startSession(deps, user);
}
