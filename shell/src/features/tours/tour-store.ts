import {
  initialTourState,
  isTourOffered,
  reduceTour,
  type TourAction,
  type TourState,
} from '@repwise/domain';
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { atomWithDefault } from 'jotai/utils';
import { useMemo } from 'react';
import { storageKeys } from '../../lib/storage-keys';
import { authAtom } from '../auth/session-store';
import { appTours } from './tour-definitions';

/** The part of the tour state kept across visits (spec 01 §9). */
export interface PersistedTours {
  completedTours: string[];
  tourEnabled: boolean;
}

/** Reads the persisted tour state; a missing or corrupt entry means tours enabled, none completed. */
export function readPersistedTours(storage: Storage = window.localStorage): PersistedTours {
  const fallback: PersistedTours = { completedTours: [], tourEnabled: true };
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(storageKeys.tours) ?? 'null');
  } catch {
    // A corrupt entry is the same as none: the tours are simply offered again.
    return fallback;
  }
  if (typeof parsed !== 'object' || parsed === null) return fallback;
  const completed: unknown = Reflect.get(parsed, 'completedTours');
  const enabled: unknown = Reflect.get(parsed, 'tourEnabled');
  return {
    completedTours: Array.isArray(completed)
      ? completed.filter((id): id is string => typeof id === 'string')
      : [],
    tourEnabled: typeof enabled === 'boolean' ? enabled : true,
  };
}

function writePersistedTours(state: TourState, storage: Storage = window.localStorage): void {
  const persisted: PersistedTours = {
    completedTours: state.completedTours,
    tourEnabled: state.tourEnabled,
  };
  try {
    storage.setItem(storageKeys.tours, JSON.stringify(persisted));
  } catch (error) {
    // Storage can be full or blocked; the tour still works for this visit.
    console.warn('Could not save the tour state', error);
  }
}

/**
 * The tours this user skipped (Skip tour or Escape) since signing in. A skipped tour is not
 * completed (spec 01 §4: the Help menu still offers it), but it does not start on its own again
 * until the next sign-in: a reload or a second tab would otherwise open it over every page.
 */
export function readSkippedTours(userId: string, storage: Storage = window.localStorage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(storageKeys.skippedTours(userId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function rememberSkippedTour(userId: string, tourId: string, storage = window.localStorage) {
  const skipped = readSkippedTours(userId, storage);
  if (skipped.includes(tourId)) return;
  try {
    storage.setItem(storageKeys.skippedTours(userId), JSON.stringify([...skipped, tourId]));
  } catch (error) {
    // Storage can be full or blocked; the tour may then start again on the next visit.
    console.warn('Could not save the skipped tour', error);
  }
}

// Read lazily, per jotai store, so a new store starts from what is persisted at that moment.
const baseTourStateAtom = atomWithDefault<TourState>(() =>
  reduceTour(initialTourState, { type: 'load', ...readPersistedTours() }, appTours),
);

/** The tour state (read-only); change it through `dispatchTourAtom` or `useTourActions`. */
export const tourStateAtom = atom((get) => get(baseTourStateAtom));

/**
 * Runs an action through the tour machine and persists completions and the enabled flag, and
 * which tours the signed-in user skipped.
 */
export const dispatchTourAtom = atom(null, (get, set, action: TourAction) => {
  const previous = get(baseTourStateAtom);
  const next = reduceTour(previous, action, appTours);
  if (next === previous) return;
  set(baseTourStateAtom, next);
  const isPersistedChange =
    next.completedTours !== previous.completedTours || next.tourEnabled !== previous.tourEnabled;
  if (isPersistedChange) writePersistedTours(next);
  const userId = get(authAtom).user?.id;
  if (next.status === 'skipped' && previous.currentTour && userId)
    rememberSkippedTour(userId, previous.currentTour);
});

/** The commands the tour UI needs, each one action of the tour machine. */
export interface TourActions {
  startTour: (tourId: string) => void;
  nextStep: () => void;
  previousStep: () => void;
  skipTour: () => void;
  goToStep: (stepIndex: number) => void;
  /** Moves on from the step shown when its target is not on the page (stale reports are ignored). */
  reportTargetMissing: (tourId: string, stepIndex: number) => void;
  /** The step's tooltip is on screen (a tour none of whose steps was shown is never completed). */
  markStepShown: (tourId: string, stepIndex: number) => void;
  scheduleTour: (tourId: string) => void;
  cancelScheduledTour: () => void;
  setToursEnabled: (enabled: boolean) => void;
  resetTour: (tourId?: string) => void;
}

/** The current tour state. */
export function useTourState(): TourState {
  return useAtomValue(tourStateAtom);
}

/** Whether a tour is offered now: tours enabled and the tour not completed. */
export function useIsTourOffered(tourId: string): boolean {
  return isTourOffered(useTourState(), tourId);
}

/** Stable tour commands bound to the nearest jotai store. */
export function useTourActions(): TourActions {
  const dispatch = useSetAtom(dispatchTourAtom);
  return useMemo(
    () => ({
      startTour: (tourId) => dispatch({ type: 'start', tourId }),
      nextStep: () => dispatch({ type: 'next' }),
      previousStep: () => dispatch({ type: 'prev' }),
      skipTour: () => dispatch({ type: 'skip' }),
      goToStep: (stepIndex) => dispatch({ type: 'setStep', stepIndex }),
      reportTargetMissing: (tourId, stepIndex) =>
        dispatch({ type: 'targetMissing', tourId, stepIndex }),
      markStepShown: (tourId, stepIndex) => dispatch({ type: 'stepShown', tourId, stepIndex }),
      scheduleTour: (tourId) => dispatch({ type: 'schedule', tourId }),
      cancelScheduledTour: () => dispatch({ type: 'cancelSchedule' }),
      setToursEnabled: (enabled) => dispatch({ type: 'setEnabled', enabled }),
      resetTour: (tourId) =>
        dispatch(tourId === undefined ? { type: 'reset' } : { type: 'reset', tourId }),
    }),
    [dispatch],
  );
}
