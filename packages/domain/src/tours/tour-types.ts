/** Where a step's tooltip sits relative to its target; `center` ignores the target's position. */
export type TourPlacement = 'top' | 'bottom' | 'left' | 'right' | 'center';

/**
 * Lifecycle status of the tour machine (spec 01 §4): `idle` before persisted state is loaded,
 * `ready` when loaded with no tour in progress, `waiting` while a start is scheduled, `running`,
 * `paused` (position kept), `skipped` (stopped early, not completed) and `finished` (completed).
 */
export type TourStatus =
  'idle' | 'ready' | 'waiting' | 'running' | 'paused' | 'skipped' | 'finished';

/** One step of a tour: the named target it points at and what the tooltip says. */
export interface TourStep<TTarget extends string = string> {
  /** Name of the element the step points at (a `data-tour` value); never empty. */
  target: TTarget;
  title: string;
  content: string;
  placement: TourPlacement;
  /** Show the tooltip at once rather than behind a beacon (RepWise has no beacons; kept for shape). */
  disableBeacon?: boolean;
  /** Hide the tooltip's buttons for this step; Escape still closes the tour. */
  hideFooter?: boolean;
  /** The page (path and query) that shows the target; the tour goes there first when elsewhere. */
  path?: string;
}

/** A guided tour (spec 01 §3): its identity, presentation flags and ordered steps. */
export interface TourDefinition<TTarget extends string = string> {
  id: string;
  name: string;
  description: string;
  /** Next moves straight on to the following step. */
  continuous: boolean;
  /** The tooltip shows "n of total" and a progress bar. */
  showProgress: boolean;
  /** The tooltip offers "Skip tour" (never on the last step). */
  showSkipButton: boolean;
  /** Clicks reach the highlighted target through the spotlight. */
  spotlightClicks: boolean;
  steps: readonly TourStep<TTarget>[];
}

/** The tour state of spec 01 §3 plus its lifecycle status; `completedTours` holds tour ids once each. */
export interface TourState {
  isRunning: boolean;
  /** Index of the step on screen (0-based); 0 when no tour is in progress. */
  stepIndex: number;
  completedTours: string[];
  /** Id of the tour running, paused or scheduled; null otherwise. */
  currentTour: string | null;
  /** Whether tours are offered automatically; an explicit start works either way. */
  tourEnabled: boolean;
  status: TourStatus;
  /** Whether a step of the current tour has been on screen (a tour nobody saw is never completed). */
  hasShownStep: boolean;
}

/** Everything that can happen to the tour machine; see `reduceTour` for each transition. */
export type TourAction =
  | { type: 'load'; completedTours: readonly string[]; tourEnabled: boolean }
  | { type: 'schedule'; tourId: string }
  | { type: 'cancelSchedule' }
  | { type: 'start'; tourId: string }
  | { type: 'next' }
  | { type: 'prev' }
  | { type: 'skip' }
  | { type: 'setStep'; stepIndex: number }
  /** The step's target is not on the page; `tourId`/`stepIndex`, when given, must match the step shown. */
  | { type: 'targetMissing'; tourId?: string; stepIndex?: number }
  /** The step's tooltip is on screen next to its target. */
  | { type: 'stepShown'; tourId: string; stepIndex: number }
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'setEnabled'; enabled: boolean }
  | { type: 'reset'; tourId?: string };

/** The state before anything is loaded: tours enabled, none completed, status idle. */
export const initialTourState: TourState = {
  isRunning: false,
  stepIndex: 0,
  completedTours: [],
  currentTour: null,
  tourEnabled: true,
  status: 'idle',
  hasShownStep: false,
};
