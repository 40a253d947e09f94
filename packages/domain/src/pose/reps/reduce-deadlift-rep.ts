import { DEADLIFT_FLOOR_STEADY, DEADLIFT_FORM_WINDOW, DEADLIFT_LIFT } from '../pose-constants';
import {
  NO_EVENTS,
  extendSteadyBand,
  isPoseLostBetween,
  readSteadyValue,
  recordFormQuality,
  countRep,
  smoothSignal,
  type RepEvent,
  type RepStep,
  type SteadyBand,
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
   * The bar's floor position (normalised y of the wrist centre): the first steady wrist position,
   * moved down to a lower steady position while in setup. Null until the wrist has held steady.
   */
  floorWristY: number | null;
  /** Current bar lift above the floor position, in frame heights (0 while there is no floor). */
  liftHeight: number;
  /** Raw wrist heights of the previous frames, for the 3-frame median. */
  recentWristY: readonly number[];
  /** The band the (median) wrist height has stayed in, and since when. */
  wristBand: SteadyBand | null;
  /** Time of the previous frame (ms), to notice that the person was lost; null before any. */
  lastFrameMs: number | null;
}

/** One frame as the deadlift machine sees it. */
export interface DeadliftRepFrame {
  /** Normalised y (0 top, 1 bottom) of the wrist centre (the bar); null when not seen. */
  wristY: number | null;
  formQuality: number | null;
  timestampMs: number;
  /**
   * True when the body jumped since the previous frame (a cut between takes, see `isPoseJump`):
   * like a lost person, the machine goes back to setup and takes the floor afresh, counting
   * nothing.
   */
  isDiscontinuity?: boolean;
  /**
   * The lifter's size relative to the reference framing, at most 1 (see
   * `DEADLIFT_REFERENCE_BODY_SIZE`): the lift is divided by it. Default 1.
   */
  liftScale?: number;
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
  wristBand: null,
  lastFrameMs: null,
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

/** After a lost person: setup, no floor, no signal history; count, score history and form kept. */
function forgetBarPosition(state: DeadliftRepState): DeadliftRepState {
  return {
    ...state,
    currentPhase: 'setup',
    floorWristY: null,
    liftHeight: 0,
    recentWristY: [],
    wristBand: null,
  };
}

/** The floor after this frame: the first steady wrist, lowered to a lower steady one in setup. */
function placeFloor(floor: number | null, steadyWristY: number | null, isSetup: boolean) {
  if (steadyWristY === null) return floor;
  if (floor === null || (isSetup && steadyWristY > floor)) return steadyWristY;
  return floor;
}

/**
 * The deadlift rep machine of spec 03 §4. Lift = floor wrist y − wrist y (frame heights):
 * setup → pull above 0.03, pull → lockout above 0.1, lockout → lower below 0.07, lower → setup
 * below 0.02, which counts a rep scored as the mean form quality since the last rep (window 90).
 * A pull that sinks back below 0.02 before lockout returns to setup without a rep.
 *
 * The spec measures the lift "against the first observed wrist position"; a position counts as
 * observed once the wrist (3-frame median) has held within 0.02 for 250 ms, because a single
 * frame is not trustworthy: right after the pose is found its landmarks are still settling, and
 * one such frame as the floor left a clip stuck in 'lower' for good. In setup the floor follows
 * the wrist down to a lower steady position, so standing upright before bending to the bar never
 * reads as a lockout. After a second without frames (the person was lost), or a jump of the body
 * (a cut), the machine is back in setup and takes the floor afresh: the camera or the lifter may
 * have moved meanwhile.
 */
export function reduceDeadliftRep(
  state: DeadliftRepState,
  frame: DeadliftRepFrame,
  options: DeadliftRepOptions = {},
): RepStep<DeadliftRepState, DeadliftPhase> {
  const isLost =
    frame.isDiscontinuity === true || isPoseLostBetween(state.lastFrameMs, frame.timestampMs);
  const from = isLost ? forgetBarPosition(state) : state;
  const base = {
    ...recordFormQuality(from, frame.formQuality, DEADLIFT_FORM_WINDOW),
    lastFrameMs: frame.timestampMs,
  };
  const lostEvents: readonly RepEvent<DeadliftPhase>[] =
    from.currentPhase === state.currentPhase
      ? NO_EVENTS
      : [{ type: 'phase', from: state.currentPhase, to: 'setup', timestampMs: frame.timestampMs }];
  if (frame.wristY === null) return { state: base, events: lostEvents };

  const smoothed = smoothSignal(from.recentWristY, frame.wristY, options.medianFrames);
  const wristY = smoothed.value;
  const wristBand = extendSteadyBand(
    from.wristBand,
    wristY,
    frame.timestampMs,
    DEADLIFT_FLOOR_STEADY.spread,
  );
  const steadyWristY = readSteadyValue(
    wristBand,
    frame.timestampMs,
    DEADLIFT_FLOOR_STEADY.durationMs,
  );
  const floorWristY = placeFloor(from.floorWristY, steadyWristY, from.currentPhase === 'setup');
  // Rounded to 1e-9 so a lift exactly at a threshold is not pushed over it by float error.
  const scale = Math.min(1, Math.max(frame.liftScale ?? 1, 0.05));
  const liftHeight =
    floorWristY === null ? 0 : Math.round(((floorWristY - wristY) / scale) * 1e9) / 1e9;
  const phase = floorWristY === null ? 'setup' : nextPhase(from.currentPhase, liftHeight);
  const next: DeadliftRepState = {
    ...base,
    floorWristY,
    liftHeight,
    currentPhase: phase,
    recentWristY: smoothed.recent,
    wristBand,
  };
  if (phase === from.currentPhase) return { state: next, events: lostEvents };

  const phaseEvent: RepEvent<DeadliftPhase> = {
    type: 'phase',
    from: from.currentPhase,
    to: phase,
    timestampMs: frame.timestampMs,
  };
  if (phase !== 'setup' || from.currentPhase === 'pull')
    return { state: next, events: [...lostEvents, phaseEvent] };
  const rep = countRep(base, frame.timestampMs);
  return {
    state: { ...next, ...rep.fields },
    events: [...lostEvents, phaseEvent, rep.event],
  };
}

/**
 * Ends a set: a rep that reached lockout and had not yet been counted (the bar still up, or on
 * its way down when the video or the set stopped) counts now, scored as usual. Otherwise the
 * state is returned unchanged with no events. The machine is left in setup.
 */
export function finishDeadliftRep(
  state: DeadliftRepState,
  timestampMs: number,
): RepStep<DeadliftRepState, DeadliftPhase> {
  if (state.currentPhase !== 'lockout' && state.currentPhase !== 'lower')
    return { state, events: NO_EVENTS };
  const rep = countRep(state, timestampMs);
  return {
    state: { ...state, ...rep.fields, currentPhase: 'setup' },
    events: [{ type: 'phase', from: state.currentPhase, to: 'setup', timestampMs }, rep.event],
  };
}
