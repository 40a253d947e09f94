// The guard is loaded on first use, so the endpoint values' schemas (and zod) stay off `/`.
import { callEndpoint } from '@repwise/contracts/endpoints';
import { onboardingSkippedKey } from '@repwise/contracts';
import { onboardingAnswerReadings, onboardingEndpoints } from '@repwise/contracts/onboarding';
import { useAtomValue } from 'jotai';
import useSWR from 'swr';
import { api } from '../../lib/api';
import { authAtom } from '../auth/session-store';

/** GET /onboarding/status: whether the user completed onboarding (an unreadable status: not). */
async function fetchOnboardingCompleted(): Promise<boolean> {
  const readAs = onboardingAnswerReadings.completed;
  return (await callEndpoint(api, onboardingEndpoints.getStatus, { readAs })).status.isCompleted;
}

/** Whether the user chose "Skip for now" on onboarding in this browser since signing in. */
export function hasSkippedOnboarding(
  userId: string,
  storage: Storage | undefined = globalThis.localStorage,
): boolean {
  try {
    return Boolean(storage?.getItem(onboardingSkippedKey(userId)));
  } catch {
    return false;
  }
}

/** Where the user stands with onboarding, for the guard and the dashboard's invitation. */
export interface OnboardingStatusCheck {
  isLoading: boolean;
  isCompleted: boolean;
  /** Not completed, but the user chose "Skip for now": the app is open to them. */
  isSkipped: boolean;
}

/** The onboarding check of the protected-route rule; a failed check counts as not completed. */
export function useOnboardingStatus(): OnboardingStatusCheck {
  const { user } = useAtomValue(authAtom);
  const { data, error, isLoading, isValidating } = useSWR(
    user ? ['onboarding-status', user.id] : null,
    fetchOnboardingCompleted,
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  if (!user) return { isLoading: false, isCompleted: false, isSkipped: false };
  const isSkipped = hasSkippedOnboarding(user.id);
  if (error) return { isLoading: false, isCompleted: false, isSkipped };
  const isCompleted = data === true;
  // A cached "not completed" may be stale (the user just finished onboarding in its area): the
  // check counts as loading until it has been asked again, so the guard never bounces them back.
  return {
    isLoading: isLoading || (!isCompleted && isValidating),
    isCompleted,
    isSkipped: isSkipped && !isCompleted,
  };
}
