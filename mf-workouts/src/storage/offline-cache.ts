import { workoutStorageKeys } from '@repwise/contracts';
import type { Parser } from '../api/parse-answer';

/**
 * The browser-storage keys of spec 03 §3, kept as an offline cache of what the server holds (the
 * server is the record; these let a screen render offline and queue what could not be sent).
 * Contracts lists them, so the shell's sign-out clears them.
 */
export const storageKeys = workoutStorageKeys;

function readStorage(key: string): unknown {
  try {
    const text = window.localStorage.getItem(key);
    return text ? JSON.parse(text) : undefined;
  } catch {
    // Storage disabled or a corrupt entry: behave as if nothing were cached.
    return undefined;
  }
}

/** The cached value under `key` for this user, if it still reads as `schema`; another user's is ignored. */
export function readCache<T>(key: string, userId: string, schema: Parser<T>): T | undefined {
  const envelope = readStorage(key);
  if (typeof envelope !== 'object' || envelope === null) return undefined;
  if (Reflect.get(envelope, 'userId') !== userId) return undefined;
  const value = schema.safeParse(Reflect.get(envelope, 'value'));
  return value.success ? value.data : undefined;
}

/** Caches `value` under `key` for this user; a full or disabled storage is ignored (the cache is optional). */
export function writeCache(key: string, userId: string, value: unknown): void {
  try {
    window.localStorage.setItem(
      key,
      JSON.stringify({ userId, savedAt: new Date().toISOString(), value }),
    );
  } catch {
    // Quota exceeded or storage disabled: the screen still works from the server.
    return;
  }
}
