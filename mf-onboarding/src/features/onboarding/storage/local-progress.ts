import {
  onboardingProgressPrefix,
  onboardingProgressSchema,
  type OnboardingProgress,
} from '@repwise/contracts';

/** The generic progress key; the shell's logout clears every key starting with it. */
export const genericProgressKey = onboardingProgressPrefix;

/** The per-user progress key (`…_anonymous` without a signed-in user). */
export function buildUserProgressKey(userId: string | null): string {
  return `${genericProgressKey}_${userId ?? 'anonymous'}`;
}

function readKey(key: string): OnboardingProgress | null {
  const text = window.localStorage.getItem(key);
  if (!text) return null;
  try {
    const parsed = onboardingProgressSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    // A corrupt copy is as good as none: the server copy or a fresh start takes over.
    return null;
  }
}

/** The progress kept in this browser for a user: the per-user copy, else the generic one. */
export function readLocalProgress(userId: string | null): OnboardingProgress | null {
  return readKey(buildUserProgressKey(userId)) ?? readKey(genericProgressKey);
}

/** Keeps progress in this browser under the per-user and the generic key; a full storage is ignored. */
export function writeLocalProgress(userId: string | null, progress: OnboardingProgress): void {
  const text = JSON.stringify(progress);
  try {
    window.localStorage.setItem(buildUserProgressKey(userId), text);
    window.localStorage.setItem(genericProgressKey, text);
  } catch {
    // Storage full or blocked: the 30 s server autosave still keeps the answers.
    return;
  }
}

/** Forgets the progress kept in this browser for a user (both keys). */
export function clearLocalProgress(userId: string | null): void {
  window.localStorage.removeItem(buildUserProgressKey(userId));
  window.localStorage.removeItem(genericProgressKey);
}
