/** Every browser-storage key the shell owns. Logout clears the per-user and progress prefixes. */
export const storageKeys = {
  accessToken: 'repwise_access_token',
  auth: 'repwise_auth',
  theme: 'repwise_theme',
  tours: 'repwise_tours',
  /** Prefix of keys holding one user's data (areas add `<prefix><userId>_...`). */
  userPrefix: 'repwise_user_',
  /** Prefix of onboarding progress keys (per-user and generic). */
  progressPrefix: 'repwise_onboarding_progress',
} as const;

/** Removes every local-storage key that begins with the per-user or the progress prefix. */
export function clearUserStorage(storage: Storage = window.localStorage): void {
  const doomed: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (
      key &&
      (key.startsWith(storageKeys.userPrefix) || key.startsWith(storageKeys.progressPrefix))
    )
      doomed.push(key);
  }
  for (const key of doomed) storage.removeItem(key);
}
