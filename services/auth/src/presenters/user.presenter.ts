import type { AuthUser } from '@repwise/contracts';
import type { UserRecord } from '../models/user.model';

/** The public shape of a user: never the password hash or lockout counters. */
export function presentUser(user: UserRecord): AuthUser {
  return {
    id: String(user._id),
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    age: user.age ?? null,
    height: user.height ?? null,
    weight: user.weight ?? null,
    fitnessLevel: user.fitnessLevel ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}
