import argon2 from 'argon2';

// OWASP's minimum for argon2id: 19 MiB memory, 2 iterations, 1 lane.
const argon2Options = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** Hashes a password with argon2id (OWASP minimum parameters); the salt is inside the result. */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, argon2Options);
}

/** Checks a password against a stored argon2 hash; a malformed hash counts as a mismatch. */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let decoyHash: Promise<string> | undefined;

/** Spends the same hashing time as a real check, so unknown emails answer no faster than wrong passwords. */
export async function verifyAgainstDecoy(password: string): Promise<void> {
  decoyHash ??= hashPassword('decoy-password-for-timing-only');
  await verifyPassword(await decoyHash, password);
}
