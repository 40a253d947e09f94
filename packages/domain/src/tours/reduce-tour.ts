import { isTourOffered } from './is-tour-offered';
import type { TourAction, TourDefinition, TourState, TourStatus } from './tour-types';

function findTour(
  tours: readonly TourDefinition[],
  tourId: string | null,
): TourDefinition | undefined {
  return tours.find((tour) => tour.id === tourId);
}

function stop(state: TourState, status: TourStatus): TourState {
  return {
    ...state,
    isRunning: false,
    stepIndex: 0,
    currentTour: null,
    status,
    hasShownStep: false,
  };
}

function withoutDuplicates(ids: readonly string[]): string[] {
  return [...new Set(ids)];
}

function advance(state: TourState, tours: readonly TourDefinition[]): TourState {
  if (state.status !== 'running') return state;
  const tour = findTour(tours, state.currentTour);
  // A tour whose definition disappeared cannot be completed; it just stops.
  if (!tour) return stop(state, 'ready');
  if (state.stepIndex < tour.steps.length - 1) return { ...state, stepIndex: state.stepIndex + 1 };
  // Every step passed over (no target on the page): the user saw nothing, so nothing is completed.
  if (!state.hasShownStep) return stop(state, 'ready');
  return {
    ...stop(state, 'finished'),
    completedTours: withoutDuplicates([...state.completedTours, tour.id]),
  };
}

/**
 * The tour state machine of spec 01 §4. Unknown tours, out-of-range steps and actions that do not
 * apply to the current status leave the state unchanged (same object).
 * - load: takes persisted completed ids and the enabled flag; `idle` becomes `ready`.
 * - schedule(id): an offered tour waits to start (`waiting`); cancelSchedule returns to `ready`.
 * - start(id): runs any known tour with steps from step 0, completed or not, enabled or not.
 * - next / targetMissing: advance; on the last step the tour is completed once and stops (`finished`)
 *   if any of its steps was shown (stepShown), else it stops (`ready`) without completing; a
 *   targetMissing naming another tour or step is ignored.
 * - prev: back one step when above step 0. setStep(i): only 0 ≤ i < step count.
 * - skip: stops without completing (`skipped`). pause / resume keep the position.
 * - setEnabled(false) also cancels a scheduled start. reset(id?): forgets one or every completion.
 */
export function reduceTour(
  state: TourState,
  action: TourAction,
  tours: readonly TourDefinition[],
): TourState {
  switch (action.type) {
    case 'load':
      return {
        ...state,
        completedTours: withoutDuplicates(action.completedTours),
        tourEnabled: action.tourEnabled,
        status: state.status === 'idle' ? 'ready' : state.status,
      };
    case 'schedule': {
      const tour = findTour(tours, action.tourId);
      const isBusy = state.status === 'running' || state.status === 'paused';
      if (!tour || tour.steps.length === 0 || isBusy || !isTourOffered(state, tour.id))
        return state;
      return {
        ...state,
        isRunning: false,
        stepIndex: 0,
        currentTour: tour.id,
        status: 'waiting',
        hasShownStep: false,
      };
    }
    case 'cancelSchedule':
      return state.status === 'waiting' ? stop(state, 'ready') : state;
    case 'start': {
      const tour = findTour(tours, action.tourId);
      if (!tour || tour.steps.length === 0) return state;
      return {
        ...state,
        isRunning: true,
        stepIndex: 0,
        currentTour: tour.id,
        status: 'running',
        hasShownStep: false,
      };
    }
    case 'next':
      // Next is a click on the step's tooltip: that step was on screen.
      return advance(state.status === 'running' ? { ...state, hasShownStep: true } : state, tours);
    case 'targetMissing': {
      // A late or repeated report about a step no longer shown must not skip the one on screen.
      const isStale =
        (action.tourId !== undefined && action.tourId !== state.currentTour) ||
        (action.stepIndex !== undefined && action.stepIndex !== state.stepIndex);
      return isStale ? state : advance(state, tours);
    }
    case 'stepShown': {
      const isCurrent =
        state.status === 'running' &&
        action.tourId === state.currentTour &&
        action.stepIndex === state.stepIndex;
      return isCurrent && !state.hasShownStep ? { ...state, hasShownStep: true } : state;
    }
    case 'prev':
      if (state.status !== 'running' || state.stepIndex <= 0) return state;
      return { ...state, stepIndex: state.stepIndex - 1 };
    case 'setStep': {
      const tour = findTour(tours, state.currentTour);
      const isActive = state.status === 'running' || state.status === 'paused';
      const isInRange =
        Number.isInteger(action.stepIndex) &&
        action.stepIndex >= 0 &&
        action.stepIndex < (tour?.steps.length ?? 0);
      if (!isActive || !isInRange || action.stepIndex === state.stepIndex) return state;
      return { ...state, stepIndex: action.stepIndex };
    }
    case 'skip': {
      const canSkip = ['running', 'paused', 'waiting'].includes(state.status);
      return canSkip ? stop(state, 'skipped') : state;
    }
    case 'pause':
      return state.status === 'running' ? { ...state, isRunning: false, status: 'paused' } : state;
    case 'resume':
      return state.status === 'paused' ? { ...state, isRunning: true, status: 'running' } : state;
    case 'setEnabled': {
      if (state.tourEnabled === action.enabled) return state;
      const next = { ...state, tourEnabled: action.enabled };
      return !action.enabled && state.status === 'waiting' ? stop(next, 'ready') : next;
    }
    case 'reset': {
      const { tourId } = action;
      const completedTours =
        tourId === undefined ? [] : state.completedTours.filter((id) => id !== tourId);
      if (completedTours.length === state.completedTours.length) return state;
      return { ...state, completedTours };
    }
  }
}
