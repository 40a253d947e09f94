import { DEADLIFT_FORM_WINDOW, DEADLIFT_LIFT } from '../pose-constants';
import {
  NO_EVENTS,
  recordFormQuality,
  scoreRep,
  smoothSignal,
  type RepEvent,
  type RepStep,
} from './rep-history';

/** Deadlift phases of spec 03 §4. */
export type DeadliftPhase = 'setup' | 'pull' | 'lockout' | 'lower';

/** Rep state of the deadlift machine. */
export interface DeadliftRepState {
  currentCount: number;
  /** True only on the frame that counted a rep. */
  repCompleted: boolean;
  currentPhase: DeadliftPhase;
  formQuality: number | null;
  lastRepScore: number | null;
  /** Form qualities since the last rep (at most 90, newest last). */
  formSinceRep: readonly number[];
  /**
   * The bar's floor position (normalised y of the wrist centre): the first observed wrist
   * position, moved down to the lowest wrist seen while in setup. Null before any wrist is seen.
   */
  floorWristY: number | null;
  /** Current bar lift above the floor position, in frame heights (0 before any wrist). */
  liftHeight: number;
  /** Raw wrist heights of the previous frames, for the 3-frame median. */
  recentWristY: readonly number[];
}

/** One frame as the deadlift machine sees it. */
export interface DeadliftRepFrame {
  /** Normalised y (0 top, 1 bottom) of the wrist centre (the bar); null when not seen. */
  wristY: number | null;
  formQuality: number | null;
  timestampMs: number;
}

/** Options of the deadlift machine. */
export interface DeadliftRepOptions {
  /** Frames in the wrist-height median filter: 3 (default) or 1 to feed raw heights. */
  medianFrames?: number;
}

/** The state before the first frame: setup, no reps, no floor position yet. */
export const initialDeadliftRepState: DeadliftRepState = {
  currentCount: 0,
  repCompleted: false,
  currentPhase: 'setup',
  formQuality: null,
  lastRepScore: null,
  formSinceRep: [],
  floorWristY: null,
  liftHeight: 0,
  recentWristY: [],
};

function nextPhase(phase: DeadliftPhase, lift: number): DeadliftPhase {
  switch (phase) {
    case 'setup':
      return lift > DEADLIFT_LIFT.pull ? 'pull' : 'setup';
    case 'pull':
      if (lift > DEADLIFT_LIFT.lockout) return 'lockout';
      // An aborted pull (the spec is silent): back to setup, no rep, and the floor may move again.
      return lift < DEADLIFT_LIFT.setup ? 'setup' : 'pull';
    case 'lockout':
      return lift < DEADLIFT_LIFT.lower ? 'lower' : 'lockout';
    case 'lower':
      return lift < DEADLIFT_LIFT.setup ? 'setup' : 'lower';
  }
}

/**
 * The deadlift rep machine of spec 03 §4. Lift = floor wrist y − wrist y (frame heights):
 * setup → pull above 0.03, pull → lockout above 0.1, lockout → lower below 0.07, lower → setup
 * below 0.02, which counts a rep scored as the mean form quality since the last rep (window 90).
 * A pull that sinks back below 0.02 before lockout returns to setup without a rep.
 * The floor position starts at the first observed wrist and follows the wrist down while in
 * setup, so standing upright before bending to the bar never reads as a lockout.
 */
export function reduceDeadliftRep(
  state: DeadliftRepState,
  frame: DeadliftRepFrame,
  options: DeadliftRepOptions = {},
): RepStep<DeadliftRepState, DeadliftPhase> {
  const base = recordFormQuality(state, frame.formQuality, DEADLIFT_FORM_WINDOW);
  if (frame.wristY === null) return { state: base, events: NO_EVENTS };
  const smoothed = smoothSignal(state.recentWristY, frame.wristY, options.medianFrames);
  const wristY = smoothed.value;
  const isSetup = state.currentPhase === 'setup';
  const floorWristY =
    state.floorWristY === null || (isSetup && wristY > state.floorWristY)
      ? wristY
      : state.floorWristY;
  // Rounded to 1e-9 so a lift exactly at a threshold is not pushed over it by float error.
  const liftHeight = Math.round((floorWristY - wristY) * 1e9) / 1e9;
  const phase = nextPhase(state.currentPhase, liftHeight);
  const next: DeadliftRepState = {
    ...base,
    floorWristY,
    liftHeight,
    currentPhase: phase,
    recentWristY: smoothed.recent,
  };
  if (phase === state.currentPhase) return { state: next, events: NO_EVENTS };

  const phaseEvent: RepEvent<DeadliftPhase> = {
    type: 'phase',
    from: state.currentPhase,
    to: phase,
    timestampMs: frame.timestampMs,
  };
  if (phase !== 'setup' || state.currentPhase === 'pull')
    return { state: next, events: [phaseEvent] };
  const count = state.currentCount + 1;
  const score = scoreRep(base.formSinceRep);
  return {
    state: {
      ...next,
      currentCount: count,
      repCompleted: true,
      lastRepScore: score,
      formSinceRep: [],
    },
    events: [phaseEvent, { type: 'rep', count, score, timestampMs: frame.timestampMs }],
  };
}
