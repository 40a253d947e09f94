import { isUserStorageKey, userStoragePrefix } from '@repwise/contracts';

/** Every browser-storage key the shell owns. */
export const storageKeys = {
  accessToken: 'repwise_access_token',
  auth: 'repwise_auth',
  theme: 'repwise_theme',
  tours: 'repwise_tours',
  /** The tours a user skipped since signing in (a per-user key: sign-out removes it). */
  skippedTours: (userId: string) => `${userStoragePrefix}${userId}_skipped_tours`,
} as const;

/** Removes every local-storage key of the user's data that an area keeps (contracts lists them). */
export function clearUserStorage(storage: Storage = window.localStorage): void {
  const doomed: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key && isUserStorageKey(key)) doomed.push(key);
  }
  for (const key of doomed) storage.removeItem(key);
}
