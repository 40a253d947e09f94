import { describe, expect, it } from 'vitest';
import { findCurrentTourStep } from './find-current-tour-step';
import { initialTourState, type TourDefinition } from './tour-types';

const tour: TourDefinition = {
  id: 'alpha',
  name: 'Alpha',
  description: 'Alpha tour',
  continuous: true,
  showProgress: true,
  showSkipButton: true,
  spotlightClicks: false,
  steps: ['first', 'middle', 'last'].map((target) => ({
    target,
    title: target,
    content: target,
    placement: 'bottom' as const,
  })),
};

describe('findCurrentTourStep', () => {
  it.each([
    { stepIndex: 0, target: 'first', isFirstStep: true, isLastStep: false },
    { stepIndex: 1, target: 'middle', isFirstStep: false, isLastStep: false },
    { stepIndex: 2, target: 'last', isFirstStep: false, isLastStep: true },
  ])('describes step $stepIndex', ({ stepIndex, target, isFirstStep, isLastStep }) => {
    const state = {
      ...initialTourState,
      isRunning: true,
      currentTour: 'alpha',
      stepIndex,
      status: 'running' as const,
    };
    expect(findCurrentTourStep(state, [tour])).toMatchObject({
      tour: { id: 'alpha' },
      step: { target },
      stepIndex,
      stepCount: 3,
      isFirstStep,
      isLastStep,
    });
  });

  it.each([
    ['no tour runs', { ...initialTourState }],
    [
      'the tour is paused',
      { ...initialTourState, currentTour: 'alpha', status: 'paused' as const },
    ],
    ['the tour is unknown', { ...initialTourState, isRunning: true, currentTour: 'nope' }],
    [
      'the step is out of range',
      { ...initialTourState, isRunning: true, currentTour: 'alpha', stepIndex: 3 },
    ],
  ])('returns null when %s', (_name, state) => {
    expect(findCurrentTourStep(state, [tour])).toBeNull();
  });
});
