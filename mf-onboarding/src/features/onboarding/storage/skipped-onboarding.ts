import { onboardingSkippedKey } from '@repwise/contracts';

/**
 * Remembers in this browser that the user chose "Skip for now", so the shell's guard lets them
 * into the app (every tab, every reload) instead of sending them back to onboarding. Without a
 * signed-in user there is nobody to remember it for; a full or blocked storage is ignored.
 */
export function rememberSkippedOnboarding(userId: string | null): void {
  if (!userId) return;
  try {
    window.localStorage.setItem(onboardingSkippedKey(userId), new Date().toISOString());
  } catch {
    return;
  }
}

/** Forgets the skip once the user completed onboarding (a later reset asks them again). */
export function forgetSkippedOnboarding(userId: string | null): void {
  if (!userId) return;
  try {
    window.localStorage.removeItem(onboardingSkippedKey(userId));
  } catch {
    return;
  }
}
