import {
  BAR_HISTORY_POINTS,
  DEADLIFT_REFERENCE_BODY_SIZE,
  MIN_AVERAGE_CONFIDENCE,
} from '../pose-constants';
import { POSE_LANDMARK, type PoseFrame, type PoseKeypoint } from '../pose-types';
import type { FramePoint } from '../geometry/measure-angles';
import { readVisibleKeypoint } from '../geometry/read-keypoints';
import { analyzeDeadlift } from '../analysis/analyze-deadlift';
import type { AnalysisOutcome, DeadliftAnalysis } from '../analysis/analysis-types';
import type { RepEvent } from './rep-history';
import { isPoseJump, placeBody, type BodyPlacement } from './detect-pose-jump';
import {
  finishDeadliftRep,
  initialDeadliftRepState,
  reduceDeadliftRep,
  type DeadliftPhase,
  type DeadliftRepOptions,
  type DeadliftRepState,
} from './reduce-deadlift-rep';

/** Deadlift tracker state: the rep machine plus the bar path of the rep in progress. */
export interface DeadliftTrackState {
  rep: DeadliftRepState;
  /** Wrist centres during the current rep's pull and lowering (at most 60, oldest first). */
  barPath: readonly FramePoint[];
  /** Where the body was on the previous frame with hips seen (to notice cuts); null before. */
  body: BodyPlacement | null;
  /**
   * The largest body size seen since the start or the last cut (each frame's size taken as the
   * smaller of it and the previous one, so a one-frame spike does not count); 0 before any.
   */
  bodySize?: number;
}

/** The state before the first frame. */
export const initialDeadliftTrackState: DeadliftTrackState = {
  rep: initialDeadliftRepState,
  barPath: [],
  body: null,
};

/** What one tracked deadlift frame produced. */
export interface DeadliftTrackStep {
  state: DeadliftTrackState;
  outcome: AnalysisOutcome<DeadliftAnalysis>;
  events: readonly RepEvent<DeadliftPhase>[];
  /** True when the body jumped since the previous frame (a cut): a new take starts here. */
  isDiscontinuity: boolean;
}

/** The wrist centre (the bar) from the wrists seen with score ≥ 0.5; null when neither is. */
export function findBarPosition(keypoints: readonly PoseKeypoint[]): FramePoint | null {
  const left = readVisibleKeypoint(keypoints, POSE_LANDMARK.leftWrist, MIN_AVERAGE_CONFIDENCE);
  const right = readVisibleKeypoint(keypoints, POSE_LANDMARK.rightWrist, MIN_AVERAGE_CONFIDENCE);
  if (left && right) return { x: (left.x + right.x) / 2, y: (left.y + right.y) / 2 };
  const one = left ?? right;
  return one ? { x: one.x, y: one.y } : null;
}

function updateBarPath(
  path: readonly FramePoint[],
  bar: FramePoint | null,
  from: DeadliftPhase,
  to: DeadliftPhase,
): readonly FramePoint[] {
  if (bar === null || (to !== 'pull' && to !== 'lower')) return path;
  if (to === 'pull' && from !== 'pull') return [bar];
  const kept = path.length >= BAR_HISTORY_POINTS ? path.slice(1) : path;
  return [...kept, bar];
}

/**
 * Analyses a deadlift frame (bar path = the rep's wrist path so far) and advances the rep machine.
 * Frames outside setup feed the rep score; the bar path restarts with each pull. A jump of the
 * body since the previous frame (`isPoseJump`: a cut between takes) ends the take as a set ends
 * (a rep that reached lockout counts, `finishDeadliftRep`) and sends the machine back to setup to
 * take its floor afresh: nothing measured across the cut counts. A lifter seen small (a distant camera) has the lift scaled to the
 * reference framing (`DEADLIFT_REFERENCE_BODY_SIZE`) by the largest body size seen so far.
 */
export function trackDeadliftFrame(
  state: DeadliftTrackState,
  frame: PoseFrame,
  options: DeadliftRepOptions = {},
): DeadliftTrackStep {
  const outcome = analyzeDeadlift(frame, { barPath: state.barPath });
  const bar = findBarPosition(frame.keypoints);
  const isLifting = state.rep.currentPhase !== 'setup';
  const formQuality = outcome.isValid && isLifting ? outcome.analysis.overallScore : null;
  const body = placeBody(frame);
  const isDiscontinuity = isPoseJump(state.body, body);
  const previousSize = isDiscontinuity ? 0 : (state.bodySize ?? 0);
  const steadySize =
    body && state.body && !isDiscontinuity ? Math.min(body.size, state.body.size) : 0;
  const bodySize = Math.max(previousSize, steadySize);
  // The take that ends at a cut ends like a set: a rep that reached lockout counts.
  const ended =
    isDiscontinuity && state.rep.lastFrameMs !== null
      ? finishDeadliftRep(state.rep, state.rep.lastFrameMs)
      : { state: state.rep, events: [] };
  const step = reduceDeadliftRep(
    ended.state,
    {
      wristY: bar?.y ?? null,
      formQuality,
      timestampMs: frame.timestampMs,
      isDiscontinuity,
      liftScale: bodySize > 0 ? bodySize / DEADLIFT_REFERENCE_BODY_SIZE : 1,
    },
    options,
  );
  const barPath = updateBarPath(
    state.barPath,
    bar,
    state.rep.currentPhase,
    step.state.currentPhase,
  );
  return {
    state: { rep: step.state, barPath, body: body ?? state.body, bodySize },
    outcome,
    events: [...ended.events, ...step.events],
    isDiscontinuity,
  };
}
