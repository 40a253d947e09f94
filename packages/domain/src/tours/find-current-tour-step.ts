import type { TourDefinition, TourState, TourStep } from './tour-types';

/** The step on screen with its tour, 0-based index and step count. */
export interface CurrentTourStep<TTarget extends string = string> {
  tour: TourDefinition<TTarget>;
  step: TourStep<TTarget>;
  stepIndex: number;
  stepCount: number;
  isFirstStep: boolean;
  isLastStep: boolean;
}

/** The running tour's current step, or null when no tour runs or its definition or step is unknown. */
export function findCurrentTourStep<TTarget extends string>(
  state: TourState,
  tours: readonly TourDefinition<TTarget>[],
): CurrentTourStep<TTarget> | null {
  if (!state.isRunning) return null;
  const tour = tours.find((candidate) => candidate.id === state.currentTour);
  const step = tour?.steps[state.stepIndex];
  if (!tour || !step) return null;
  return {
    tour,
    step,
    stepIndex: state.stepIndex,
    stepCount: tour.steps.length,
    isFirstStep: state.stepIndex === 0,
    isLastStep: state.stepIndex === tour.steps.length - 1,
  };
}
