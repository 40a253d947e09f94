import {
  SQUAT_ATTEMPT_KNEE_DEG,
  SQUAT_ATTEMPT_MIN_MS,
  SQUAT_FORM_WINDOW,
  SQUAT_HYSTERESIS_DEG,
  SQUAT_MIN_DEPTH_DEG,
} from '../pose-constants';
import {
  NO_EVENTS,
  isPoseLostBetween,
  countRep,
  recordFormQuality,
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
  /**
   * While up: the deepest knee angle since the knees bent below 140° (a shallow attempt in
   * progress), null while they have not.
   */
  attemptDeepestDeg?: number | null;
  /** Whether the knees were straight (above 160°) since the last rep: attempts start only then. */
  isAttemptArmed?: boolean;
  /** First and latest frame time (ms) of the attempt in progress with the knees below 140°. */
  attemptBentFromMs?: number | null;
  attemptBentUntilMs?: number | null;
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
 * While standing: follows a shallow attempt (knees below 140° without reaching 100°, after having
 * been straight above 160° since the last rep) and counts it when the knees straighten above 160°
 * again, if they stayed bent for 400 ms or more; scored as usual, its depth kept as the rep's.
 */
function trackShallowAttempt(
  state: SquatRepState,
  next: SquatRepState,
  angle: number,
  frame: SquatRepFrame,
): RepStep<SquatRepState, SquatPhase> {
  const previous = state.attemptDeepestDeg ?? null;
  if (!state.isAttemptArmed) {
    return angle > SQUAT_ATTEMPT_KNEE_DEG.straight
      ? { state: { ...next, isAttemptArmed: true }, events: NO_EVENTS }
      : { state: next, events: NO_EVENTS };
  }
  if (angle < SQUAT_ATTEMPT_KNEE_DEG.bent) {
    const attempt = {
      attemptDeepestDeg: Math.min(previous ?? angle, angle),
      attemptBentFromMs: state.attemptBentFromMs ?? frame.timestampMs,
      attemptBentUntilMs: frame.timestampMs,
    };
    return { state: { ...next, ...attempt }, events: NO_EVENTS };
  }
  if (previous === null || angle <= SQUAT_ATTEMPT_KNEE_DEG.straight)
    return { state: next, events: NO_EVENTS };
  const bentMs = (state.attemptBentUntilMs ?? 0) - (state.attemptBentFromMs ?? 0);
  const noAttempt = { attemptDeepestDeg: null, attemptBentFromMs: null, attemptBentUntilMs: null };
  if (bentMs < SQUAT_ATTEMPT_MIN_MS) return { state: { ...next, ...noAttempt }, events: NO_EVENTS };
  const rep = countRep(next, frame.timestampMs);
  return {
    state: {
      ...next,
      ...rep.fields,
      lastRepDepthDeg: previous,
      ...noAttempt,
      isAttemptArmed: false,
    },
    events: [rep.event],
  };
}

/**
 * The squat rep machine of spec 03 §4: up → down when the (3-frame median) knee angle falls below
 * 100°, down → up when it rises above 110° (100 + hysteresis 10), which counts a rep scored as
 * the mean form quality since the last rep (window 60), rounded to one decimal, 5 when none.
 * After a second without frames (the person was lost) the median starts afresh: angles from
 * before are no neighbours of the next one. The phase stays: the knee angle needs no baseline.
 * A shallow attempt (below 140° for 400 ms or more but never 100°, then above 160°, after
 * standing straight) counts too (issue #16): the fault finders flag its depth.
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
    if (angle >= SQUAT_MIN_DEPTH_DEG) return trackShallowAttempt(state, next, angle, frame);
    const events: RepEvent<SquatPhase>[] = [
      { type: 'phase', from: 'up', to: 'down', timestampMs: frame.timestampMs },
    ];
    return {
      state: {
        ...next,
        currentPhase: 'down',
        deepestKneeAngleDeg: angle,
        attemptDeepestDeg: null,
        attemptBentFromMs: null,
        attemptBentUntilMs: null,
        isAttemptArmed: false,
      },
      events,
    };
  }

  const deepest = Math.min(state.deepestKneeAngleDeg ?? angle, angle);
  if (angle <= SQUAT_MIN_DEPTH_DEG + SQUAT_HYSTERESIS_DEG) {
    return { state: { ...next, deepestKneeAngleDeg: deepest }, events: NO_EVENTS };
  }
  const rep = countRep(next, frame.timestampMs);
  return {
    state: {
      ...next,
      ...rep.fields,
      currentPhase: 'up',
      deepestKneeAngleDeg: null,
      lastRepDepthDeg: deepest,
    },
    events: [{ type: 'phase', from: 'down', to: 'up', timestampMs: frame.timestampMs }, rep.event],
  };
}
