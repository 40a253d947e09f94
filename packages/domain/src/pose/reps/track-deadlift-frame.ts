import { BAR_HISTORY_POINTS, MIN_AVERAGE_CONFIDENCE } from '../pose-constants';
import { POSE_LANDMARK, type PoseFrame, type PoseKeypoint } from '../pose-types';
import type { FramePoint } from '../geometry/measure-angles';
import { readVisibleKeypoint } from '../geometry/read-keypoints';
import { analyzeDeadlift } from '../analysis/analyze-deadlift';
import type { AnalysisOutcome, DeadliftAnalysis } from '../analysis/analysis-types';
import type { RepEvent } from './rep-history';
import {
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
}

/** The state before the first frame. */
export const initialDeadliftTrackState: DeadliftTrackState = {
  rep: initialDeadliftRepState,
  barPath: [],
};

/** What one tracked deadlift frame produced. */
export interface DeadliftTrackStep {
  state: DeadliftTrackState;
  outcome: AnalysisOutcome<DeadliftAnalysis>;
  events: readonly RepEvent<DeadliftPhase>[];
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
 * Frames outside setup feed the rep score; the bar path restarts with each pull.
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
  const step = reduceDeadliftRep(
    state.rep,
    { wristY: bar?.y ?? null, formQuality, timestampMs: frame.timestampMs },
    options,
  );
  const barPath = updateBarPath(
    state.barPath,
    bar,
    state.rep.currentPhase,
    step.state.currentPhase,
  );
  return { state: { rep: step.state, barPath }, outcome, events: step.events };
}
