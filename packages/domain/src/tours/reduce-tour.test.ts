import { describe, expect, it } from 'vitest';
import { reduceTour } from './reduce-tour';
import {
  initialTourState,
  type TourAction,
  type TourDefinition,
  type TourState,
} from './tour-types';

function buildTour(id: string, stepCount: number): TourDefinition {
  return {
    id,
    name: id,
    description: `${id} tour`,
    continuous: true,
    showProgress: true,
    showSkipButton: true,
    spotlightClicks: false,
    steps: Array.from({ length: stepCount }, (_, index) => ({
      target: `${id}-target-${index}`,
      title: `Step ${index + 1}`,
      content: `Content ${index + 1}`,
      placement: 'bottom' as const,
    })),
  };
}

const tours = [buildTour('alpha', 3), buildTour('solo', 1), buildTour('empty', 0)];

function stateWith(overrides: Partial<TourState>): TourState {
  return { ...initialTourState, status: 'ready', ...overrides };
}

const ready = stateWith({});
const running = (stepIndex: number, tourId = 'alpha'): TourState =>
  stateWith({ isRunning: true, currentTour: tourId, stepIndex, status: 'running' });
const paused = (stepIndex: number): TourState =>
  stateWith({ currentTour: 'alpha', stepIndex, status: 'paused' });
const waiting = stateWith({ currentTour: 'alpha', status: 'waiting' });
const stopped = (status: TourState['status'], completedTours: string[] = []): TourState =>
  stateWith({ status, completedTours });

describe('reduceTour', () => {
  it.each<[string, TourState, TourAction, TourState]>([
    [
      'load takes persisted values and makes an idle machine ready',
      initialTourState,
      { type: 'load', completedTours: ['solo', 'solo'], tourEnabled: false },
      stateWith({ completedTours: ['solo'], tourEnabled: false }),
    ],
    [
      'load keeps a running tour running',
      running(1),
      { type: 'load', completedTours: ['solo'], tourEnabled: true },
      { ...running(1), completedTours: ['solo'] },
    ],
    ['start runs a tour from step 0', ready, { type: 'start', tourId: 'alpha' }, running(0)],
    [
      'start restarts the running tour from step 0',
      running(2),
      { type: 'start', tourId: 'alpha' },
      running(0),
    ],
    [
      'start runs a completed tour again',
      stopped('finished', ['alpha']),
      { type: 'start', tourId: 'alpha' },
      { ...running(0), completedTours: ['alpha'] },
    ],
    [
      'start works while tours are disabled',
      stateWith({ tourEnabled: false }),
      { type: 'start', tourId: 'solo' },
      { ...running(0, 'solo'), tourEnabled: false },
    ],
    [
      'start turns a scheduled start into a run',
      waiting,
      { type: 'start', tourId: 'alpha' },
      running(0),
    ],
    [
      'next advances one step (its tooltip was seen)',
      running(0),
      { type: 'next' },
      { ...running(1), hasShownStep: true },
    ],
    [
      'next before the last step advances',
      running(1),
      { type: 'next' },
      { ...running(2), hasShownStep: true },
    ],
    [
      'next on the last step completes and stops',
      running(2),
      { type: 'next' },
      stopped('finished', ['alpha']),
    ],
    [
      'next on a one-step tour completes it',
      running(0, 'solo'),
      { type: 'next' },
      stopped('finished', ['solo']),
    ],
    [
      'next records a completion once',
      { ...running(2), completedTours: ['alpha'] },
      { type: 'next' },
      stopped('finished', ['alpha']),
    ],
    [
      'next stops a tour whose definition is gone without completing it',
      running(0, 'gone'),
      { type: 'next' },
      stopped('ready'),
    ],
    ['targetMissing moves on like next', running(0), { type: 'targetMissing' }, running(1)],
    [
      'targetMissing naming the step shown moves on',
      running(1),
      { type: 'targetMissing', tourId: 'alpha', stepIndex: 1 },
      running(2),
    ],
    [
      'targetMissing on the last step completes a tour of which a step was shown',
      { ...running(2), hasShownStep: true },
      { type: 'targetMissing' },
      stopped('finished', ['alpha']),
    ],
    [
      'targetMissing on the last step of a tour nobody saw stops without completing it',
      running(2),
      { type: 'targetMissing' },
      stopped('ready'),
    ],
    [
      'stepShown marks the step on screen as seen',
      running(1),
      { type: 'stepShown', tourId: 'alpha', stepIndex: 1 },
      { ...running(1), hasShownStep: true },
    ],
    [
      'stepShown about another step is ignored',
      running(1),
      { type: 'stepShown', tourId: 'alpha', stepIndex: 0 },
      running(1),
    ],
    ['prev goes back one step', running(2), { type: 'prev' }, running(1)],
    ['prev goes back to step 0', running(1), { type: 'prev' }, running(0)],
    ['skip stops without completing', running(1), { type: 'skip' }, stopped('skipped')],
    ['skip on the last step does not complete', running(2), { type: 'skip' }, stopped('skipped')],
    ['skip stops a paused tour', paused(1), { type: 'skip' }, stopped('skipped')],
    ['skip drops a scheduled start', waiting, { type: 'skip' }, stopped('skipped')],
    ['setStep jumps to the first step', running(2), { type: 'setStep', stepIndex: 0 }, running(0)],
    ['setStep jumps to the last step', running(0), { type: 'setStep', stepIndex: 2 }, running(2)],
    ['setStep moves a paused tour', paused(0), { type: 'setStep', stepIndex: 1 }, paused(1)],
    ['pause keeps the position', running(1), { type: 'pause' }, paused(1)],
    ['resume continues where it paused', paused(1), { type: 'resume' }, running(1)],
    ['schedule makes an offered tour wait', ready, { type: 'schedule', tourId: 'alpha' }, waiting],
    ['cancelSchedule returns to ready', waiting, { type: 'cancelSchedule' }, ready],
    [
      'setEnabled(false) turns tours off',
      ready,
      { type: 'setEnabled', enabled: false },
      stateWith({ tourEnabled: false }),
    ],
    [
      'setEnabled(true) turns tours on',
      stateWith({ tourEnabled: false }),
      { type: 'setEnabled', enabled: true },
      ready,
    ],
    [
      'setEnabled(false) cancels a scheduled start',
      waiting,
      { type: 'setEnabled', enabled: false },
      stateWith({ tourEnabled: false }),
    ],
    [
      'setEnabled(false) leaves a running tour running',
      running(1),
      { type: 'setEnabled', enabled: false },
      { ...running(1), tourEnabled: false },
    ],
    [
      'reset(id) forgets one completion',
      stopped('finished', ['alpha', 'solo']),
      { type: 'reset', tourId: 'alpha' },
      stopped('finished', ['solo']),
    ],
    [
      'reset() forgets every completion',
      stopped('finished', ['alpha', 'solo']),
      { type: 'reset' },
      stopped('finished'),
    ],
  ])('%s', (_name, state, action, expected) => {
    expect(reduceTour(state, action, tours)).toEqual(expected);
  });

  it.each<[string, TourState, TourAction]>([
    ['start of an unknown tour', ready, { type: 'start', tourId: 'nope' }],
    ['start of a tour without steps', ready, { type: 'start', tourId: 'empty' }],
    ['next when no tour runs', ready, { type: 'next' }],
    ['next while paused', paused(1), { type: 'next' }],
    ['next while waiting', waiting, { type: 'next' }],
    ['targetMissing when no tour runs', stopped('finished', ['alpha']), { type: 'targetMissing' }],
    ['prev on step 0', running(0), { type: 'prev' }],
    ['prev when no tour runs', ready, { type: 'prev' }],
    ['skip when no tour runs', ready, { type: 'skip' }],
    ['skip after finishing', stopped('finished', ['alpha']), { type: 'skip' }],
    [
      'targetMissing about a step no longer shown',
      running(2),
      { type: 'targetMissing', tourId: 'alpha', stepIndex: 1 },
    ],
    [
      'targetMissing about another tour',
      running(1),
      { type: 'targetMissing', tourId: 'solo', stepIndex: 1 },
    ],
    ['setStep below 0', running(1), { type: 'setStep', stepIndex: -1 }],
    ['setStep at the step count', running(1), { type: 'setStep', stepIndex: 3 }],
    ['setStep to a fraction', running(1), { type: 'setStep', stepIndex: 1.5 }],
    ['setStep to the current step', running(1), { type: 'setStep', stepIndex: 1 }],
    ['setStep when no tour runs', ready, { type: 'setStep', stepIndex: 1 }],
    ['pause when no tour runs', ready, { type: 'pause' }],
    ['resume of a running tour', running(1), { type: 'resume' }],
    [
      'schedule of a completed tour',
      stopped('ready', ['alpha']),
      { type: 'schedule', tourId: 'alpha' },
    ],
    [
      'schedule while tours are disabled',
      stateWith({ tourEnabled: false }),
      { type: 'schedule', tourId: 'alpha' },
    ],
    ['schedule while a tour runs', running(1, 'solo'), { type: 'schedule', tourId: 'alpha' }],
    ['schedule while a tour is paused', paused(1), { type: 'schedule', tourId: 'solo' }],
    ['schedule of an unknown tour', ready, { type: 'schedule', tourId: 'nope' }],
    ['cancelSchedule of a running tour', running(1), { type: 'cancelSchedule' }],
    ['setEnabled to the current value', ready, { type: 'setEnabled', enabled: true }],
    [
      'reset of a tour never completed',
      stopped('finished', ['solo']),
      { type: 'reset', tourId: 'alpha' },
    ],
  ])('ignores %s', (_name, state, action) => {
    expect(reduceTour(state, action, tours)).toBe(state);
  });

  it('walks a whole tour with next and records it once', () => {
    const actions: TourAction[] = [
      { type: 'start', tourId: 'alpha' },
      { type: 'next' },
      { type: 'next' },
      { type: 'next' },
    ];
    const finished = actions.reduce((state, action) => reduceTour(state, action, tours), ready);
    const again = [...actions].reduce(
      (state, action) => reduceTour(state, action, tours),
      finished,
    );
    expect(again).toEqual(stopped('finished', ['alpha']));
  });

  it('walks every step when every target is missing, and completes nothing', () => {
    let state = reduceTour(ready, { type: 'start', tourId: 'alpha' }, tours);
    const seen: number[] = [];
    while (state.isRunning) {
      seen.push(state.stepIndex);
      state = reduceTour(state, { type: 'targetMissing' }, tours);
    }
    expect(seen).toEqual([0, 1, 2]);
    expect(state).toEqual(stopped('ready'));
  });
});
