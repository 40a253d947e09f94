/**
 * The browser-storage keys the areas keep for the signed-in user, in one place: the remotes write
 * them, the shell clears them all on sign-out (a shared device never shows the last user's plans,
 * chat or ticks). Spec 03 §3 fixes the workouts area's names.
 */
export const workoutStorageKeys = {
  plans: 'workoutPlans',
  activePlan: 'workoutPlans.active',
  exercises: 'exercises',
  goals: 'userGoals',
  completions: (planId: string) => `workout_completions_${planId}`,
  /** Guided sessions recorded offline, sent (with their clientId, so never twice) when back online. */
  pendingSessions: 'workout_sessions_pending',
  /** Library favourites (no server endpoint holds them yet). */
  favourites: 'workout_favourites',
} as const;

/** Prefix of keys holding one user's data (areas add `<prefix><userId>_...`). */
export const userStoragePrefix = 'repwise_user_';
/**
 * A user chose "Skip for now" on onboarding (written by mf-onboarding, read by the shell's guard,
 * which then lets them into /app with an invitation to complete their profile; completing
 * onboarding removes it). Per user and under the user prefix, so sign-out forgets it: the next
 * sign-in offers onboarding again.
 */
export const onboardingSkippedKey = (userId: string) =>
  `${userStoragePrefix}${userId}_onboarding_skipped`;
/** Prefix of onboarding progress keys (per-user and generic). */
export const onboardingProgressPrefix = 'repwise_onboarding_progress';
/** The coach's stored ratings of replies. */
export const coachRatingsKey = 'repwise_coach_ratings';

// Sign-out keeps only what the user made that no server holds yet (unsent sessions, favourites):
// each of those values names its user, and the area ignores another user's.
const userExactKeys: ReadonlySet<string> = new Set([
  workoutStorageKeys.plans,
  workoutStorageKeys.activePlan,
  workoutStorageKeys.exercises,
  workoutStorageKeys.goals,
  coachRatingsKey,
]);
const userKeyPrefixes = [
  userStoragePrefix,
  onboardingProgressPrefix,
  workoutStorageKeys.completions(''),
];

/** Whether a browser-storage key holds the signed-in user's data (sign-out removes it). */
export function isUserStorageKey(key: string): boolean {
  return userExactKeys.has(key) || userKeyPrefixes.some((prefix) => key.startsWith(prefix));
}
