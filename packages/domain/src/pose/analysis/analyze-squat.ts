import { SQUAT_DEDUCTIONS, SQUAT_MIN_DEPTH_DEG } from '../pose-constants';
import type { PoseFrame } from '../pose-types';
import {
  measureKneeAngleDeg,
  measureKneeValgusRatio,
  measureTorsoLeanDeg,
} from '../geometry/measure-body';
import type { AnalysisOutcome, SquatAnalysis } from './analysis-types';
import {
  classifyForwardLean,
  classifyKneeValgus,
  classifySquatDepth,
  FORWARD_LEAN_FEEDBACK,
  KNEE_VALGUS_CORRECTIONS,
  SQUAT_DEPTH_RECOMMENDATIONS,
} from './classify-squat-form';
import { labelFormScore, orderFeedback, scoreFromDeductions } from './score-form';
import { POSE_VALIDATION_MESSAGES, validatePoseKeypoints } from './validate-pose-keypoints';

/** Praise when a squat frame costs nothing. */
export const SQUAT_PRAISE = 'Great squat form: keep it up!';

/** Options of {@link analyzeSquat}. */
export interface AnalyzeSquatOptions {
  /**
   * The knee angle depth is judged on, e.g. the deepest angle of the current rep (the squat
   * tracker passes it); defaults to this frame's knee angle.
   */
  depthKneeAngleDeg?: number;
}

/**
 * Scores one squat frame per spec 03 §9: depth (−4 insufficient, −2 acceptable, −1 good), knee
 * valgus (−3/−2/−1; front view only) and forward lean (−4 dangerous, −2 excessive, −1
 * acceptable) from 10, never below 1. Refuses poses failing spec 03 §5 with its messages.
 */
export function analyzeSquat(
  frame: PoseFrame,
  options: AnalyzeSquatOptions = {},
): AnalysisOutcome<SquatAnalysis> {
  const validation = validatePoseKeypoints(frame.keypoints, 'squat');
  if (!validation.isValid) return validation;
  const { keypoints, aspectRatio, worldKeypoints } = frame;
  const measuredKneeAngle = measureKneeAngleDeg(keypoints, aspectRatio, worldKeypoints);
  if (measuredKneeAngle === null) {
    return {
      isValid: false,
      reason: 'insufficient_keypoints',
      message: POSE_VALIDATION_MESSAGES.squat,
    };
  }
  const kneeAngle = options.depthKneeAngleDeg ?? measuredKneeAngle;
  const depthCategory = classifySquatDepth(kneeAngle);
  const valgusRatio = measureKneeValgusRatio(keypoints, aspectRatio);
  const valgus = valgusRatio === null ? 'none' : classifyKneeValgus(valgusRatio);
  const leanDeg = measureTorsoLeanDeg(keypoints, aspectRatio, worldKeypoints);
  const lean = leanDeg === null ? 'minimal' : classifyForwardLean(leanDeg);

  const findings = [
    {
      deduction: SQUAT_DEDUCTIONS.depth[depthCategory],
      message: SQUAT_DEPTH_RECOMMENDATIONS[depthCategory],
    },
    { deduction: SQUAT_DEDUCTIONS.valgus[valgus], message: KNEE_VALGUS_CORRECTIONS[valgus] },
    { deduction: SQUAT_DEDUCTIONS.lean[lean], message: FORWARD_LEAN_FEEDBACK[lean] },
  ];
  const overallScore = scoreFromDeductions(findings.reduce((sum, f) => sum + f.deduction, 0));
  return {
    isValid: true,
    analysis: {
      exercise: 'squat',
      depth: {
        kneeAngle,
        depthCategory,
        isProperDepth: kneeAngle <= SQUAT_MIN_DEPTH_DEG,
        recommendation: SQUAT_DEPTH_RECOMMENDATIONS[depthCategory],
      },
      kneeValgus: {
        ratio: valgusRatio,
        severity: valgus,
        isValgusPresent: valgus !== 'none',
        correction: KNEE_VALGUS_CORRECTIONS[valgus],
      },
      forwardLean: {
        angle: leanDeg,
        category: lean,
        isExcessive: lean === 'excessive' || lean === 'dangerous',
        feedback: FORWARD_LEAN_FEEDBACK[lean],
      },
      overallScore,
      label: labelFormScore(overallScore),
      feedback: orderFeedback(findings, SQUAT_PRAISE),
      confidence: validation.confidence,
      timestamp: frame.timestampMs,
    },
  };
}
