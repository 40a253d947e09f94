import { MIN_AVERAGE_CONFIDENCE, SQUAT_MIN_DEPTH_DEG } from '../pose-constants';
import type { PoseFrame } from '../pose-types';
import { measureKneeAngleDeg } from '../geometry/measure-body';
import { analyzeSquat } from '../analysis/analyze-squat';
import type { AnalysisOutcome, SquatAnalysis } from '../analysis/analysis-types';
import type { RepEvent } from './rep-history';
import {
  reduceSquatRep,
  type SquatPhase,
  type SquatRepOptions,
  type SquatRepState,
} from './reduce-squat-rep';

/** What one tracked squat frame produced. */
export interface SquatTrackStep {
  state: SquatRepState;
  /** This frame's analysis (for the form badge and the coach) or why there is none. */
  outcome: AnalysisOutcome<SquatAnalysis>;
  events: readonly RepEvent<SquatPhase>[];
}

/**
 * Analyses a squat frame and advances the rep machine. The rep machine and the depth judgement
 * read the knee angle only from legs whose hip, knee and ankle are each seen with score ≥ 0.5
 * (the pose's minimum confidence): a leg the model is unsure of, as when BlazePose swaps the near
 * and far leg for a few frames, is not measured, so it cannot fake a dip below 100°. Depth is
 * judged on the deepest knee angle of the rep in progress (or of the last rep while standing),
 * and only frames of the working phase (below the depth line until back above 110°) feed the rep
 * score, so standing between reps neither helps nor hurts it.
 */
export function trackSquatFrame(
  state: SquatRepState,
  frame: PoseFrame,
  options: SquatRepOptions = {},
): SquatTrackStep {
  const kneeAngleDeg = measureKneeAngleDeg(
    frame.keypoints,
    frame.aspectRatio,
    frame.worldKeypoints,
    MIN_AVERAGE_CONFIDENCE,
  );
  const isInRep =
    state.currentPhase === 'down' || (kneeAngleDeg !== null && kneeAngleDeg < SQUAT_MIN_DEPTH_DEG);
  let depthKneeAngleDeg: number | undefined;
  if (kneeAngleDeg !== null) {
    depthKneeAngleDeg = isInRep
      ? Math.min(state.deepestKneeAngleDeg ?? kneeAngleDeg, kneeAngleDeg)
      : (state.lastRepDepthDeg ?? kneeAngleDeg);
  }
  const outcome = analyzeSquat(frame, depthKneeAngleDeg === undefined ? {} : { depthKneeAngleDeg });
  const formQuality = outcome.isValid && isInRep ? outcome.analysis.overallScore : null;
  const step = reduceSquatRep(
    state,
    {
      kneeAngleDeg: outcome.isValid ? kneeAngleDeg : null,
      formQuality,
      timestampMs: frame.timestampMs,
    },
    options,
  );
  return { state: step.state, outcome, events: step.events };
}
