import { createHash, randomBytes } from 'node:crypto';

/** A new opaque refresh token: 256 random bits, base64url. */
export function generateRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored form of a refresh token: SHA-256 hex (the token itself carries 256 bits of entropy). */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
