import { isTourOffered } from '@repwise/domain';
import { useAtomValue, useStore } from 'jotai';
import { useEffect } from 'react';
import { mainTourAutostartDelayMs } from './tour-constants';
import { mainTourId } from './tour-definitions';
import { authAtom } from '../auth/session-store';
import { readSkippedTours, tourStateAtom, useTourActions } from './tour-store';

/**
 * Starts the main onboarding tour `mainTourAutostartDelayMs` after sign-in when it is offered at
 * sign-in (tours enabled, not completed) and the user has not skipped it since signing in (then
 * it waits for the next sign-in or the Help menu). Turning tours off, starting another tour,
 * signing out or unmounting during the delay cancels the start; turning tours on later does not
 * start it.
 */
export function useMainTourAutostart(isSignedIn: boolean): void {
  const store = useStore();
  const { scheduleTour, cancelScheduledTour, startTour } = useTourActions();
  const userId = useAtomValue(authAtom).user?.id;

  useEffect(() => {
    if (!isSignedIn || !isTourOffered(store.get(tourStateAtom), mainTourId)) return undefined;
    if (userId && readSkippedTours(userId).includes(mainTourId)) return undefined;
    scheduleTour(mainTourId);
    const timer = window.setTimeout(() => {
      const state = store.get(tourStateAtom);
      // Anything that happened during the delay (tours off, another tour) left the waiting state.
      if (state.status === 'waiting' && state.currentTour === mainTourId) startTour(mainTourId);
    }, mainTourAutostartDelayMs);
    return () => {
      window.clearTimeout(timer);
      cancelScheduledTour();
    };
  }, [isSignedIn, userId, store, scheduleTour, cancelScheduledTour, startTour]);
}
