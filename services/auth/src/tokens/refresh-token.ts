import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** A new opaque refresh token: 256 random bits, base64url. */
export function generateRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored form of a refresh token: SHA-256 hex (the token itself carries 256 bits of entropy). */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A rotation's successor token, sealed with a key only the presenter of the rotated token can
 * derive (AES-256-GCM, key = SHA-256 of a label and that token): the database alone never holds a
 * usable refresh token, and a retry of a lost answer gets the same successor, never a second chain.
 */
export function sealSuccessor(presented: string, successor: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', successorKey(presented), iv);
  const sealed = Buffer.concat([cipher.update(successor, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

/** Opens a sealed successor with the rotated token presented again; null when it does not fit. */
export function openSuccessor(presented: string, sealed: string): string | null {
  const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !data) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', successorKey(presented), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

function successorKey(presented: string): Buffer {
  return createHash('sha256').update(`repwise-rotation-successor:${presented}`).digest();
}
