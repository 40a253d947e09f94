import { SQUAT_FORM_WINDOW, SQUAT_HYSTERESIS_DEG, SQUAT_MIN_DEPTH_DEG } from '../pose-constants';
import {
  NO_EVENTS,
  isPoseLostBetween,
  recordFormQuality,
  scoreRep,
  smoothSignal,
  type RepEvent,
  type RepStep,
} from './rep-history';

/** Squat rep phases: standing side ('up') or below the depth line ('down'). */
export type SquatPhase = 'up' | 'down';

/** Rep state of the squat machine (spec 03 §3 "Rep state" plus what the machine needs). */
export interface SquatRepState {
  currentCount: number;
  /** True only on the frame that counted a rep. */
  repCompleted: boolean;
  currentPhase: SquatPhase;
  /** The latest frame's form quality (1-10), null before any. */
  formQuality: number | null;
  /** The last counted rep's score, null before the first rep. */
  lastRepScore: number | null;
  /** Form qualities since the last rep (at most 60, newest last). */
  formSinceRep: readonly number[];
  /** Deepest (smallest) smoothed knee angle of the current 'down' phase; null while up. */
  deepestKneeAngleDeg: number | null;
  /** Deepest knee angle of the last counted rep. */
  lastRepDepthDeg: number | null;
  /** Raw knee angles of the previous frames, for the 3-frame median. */
  recentKneeAnglesDeg: readonly number[];
  /** Time of the previous frame (ms), to notice that the person was lost; null before any. */
  lastFrameMs: number | null;
}

/** One frame as the squat machine sees it. */
export interface SquatRepFrame {
  /** Knee angle in degrees, null when the legs are not seen (the frame changes nothing). */
  kneeAngleDeg: number | null;
  /** This frame's form quality 1-10, null when it was not analysed. */
  formQuality: number | null;
  timestampMs: number;
}

/** Options of the squat machine. */
export interface SquatRepOptions {
  /** Frames in the knee-angle median filter: 3 (default) or 1 to feed raw angles. */
  medianFrames?: number;
}

/** The state before the first frame: standing, no reps. */
export const initialSquatRepState: SquatRepState = {
  currentCount: 0,
  repCompleted: false,
  currentPhase: 'up',
  formQuality: null,
  lastRepScore: null,
  formSinceRep: [],
  deepestKneeAngleDeg: null,
  lastRepDepthDeg: null,
  recentKneeAnglesDeg: [],
  lastFrameMs: null,
};

/**
 * The squat rep machine of spec 03 §4: up → down when the (3-frame median) knee angle falls below
 * 100°, down → up when it rises above 110° (100 + hysteresis 10), which counts a rep scored as
 * the mean form quality since the last rep (window 60), rounded to one decimal, 5 when none.
 * After a second without frames (the person was lost) the median starts afresh: angles from
 * before are no neighbours of the next one. The phase stays: the knee angle needs no baseline.
 */
export function reduceSquatRep(
  state: SquatRepState,
  frame: SquatRepFrame,
  options: SquatRepOptions = {},
): RepStep<SquatRepState, SquatPhase> {
  const isLost = isPoseLostBetween(state.lastFrameMs, frame.timestampMs);
  const base = {
    ...recordFormQuality(state, frame.formQuality, SQUAT_FORM_WINDOW),
    lastFrameMs: frame.timestampMs,
    ...(isLost ? { recentKneeAnglesDeg: [] } : {}),
  };
  if (frame.kneeAngleDeg === null) return { state: base, events: NO_EVENTS };
  const smoothed = smoothSignal(base.recentKneeAnglesDeg, frame.kneeAngleDeg, options.medianFrames);
  const angle = smoothed.value;
  const next: SquatRepState = { ...base, recentKneeAnglesDeg: smoothed.recent };

  if (state.currentPhase === 'up') {
    if (angle >= SQUAT_MIN_DEPTH_DEG) return { state: next, events: NO_EVENTS };
    const events: RepEvent<SquatPhase>[] = [
      { type: 'phase', from: 'up', to: 'down', timestampMs: frame.timestampMs },
    ];
    return { state: { ...next, currentPhase: 'down', deepestKneeAngleDeg: angle }, events };
  }

  const deepest = Math.min(state.deepestKneeAngleDeg ?? angle, angle);
  if (angle <= SQUAT_MIN_DEPTH_DEG + SQUAT_HYSTERESIS_DEG) {
    return { state: { ...next, deepestKneeAngleDeg: deepest }, events: NO_EVENTS };
  }
  const count = state.currentCount + 1;
  const score = scoreRep(base.formSinceRep);
  return {
    state: {
      ...next,
      currentCount: count,
      repCompleted: true,
      currentPhase: 'up',
      lastRepScore: score,
      formSinceRep: [],
      deepestKneeAngleDeg: null,
      lastRepDepthDeg: deepest,
    },
    events: [
      { type: 'phase', from: 'down', to: 'up', timestampMs: frame.timestampMs },
      { type: 'rep', count, score, timestampMs: frame.timestampMs },
    ],
  };
}
