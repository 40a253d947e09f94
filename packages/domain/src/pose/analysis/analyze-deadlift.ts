import { DEADLIFT_DEDUCTIONS } from '../pose-constants';
import type { PoseFrame, PoseKeypoint } from '../pose-types';
import type { FramePoint } from '../geometry/measure-angles';
import { measureAngleDeg } from '../geometry/measure-angles';
import {
  findFacingDirection,
  measureHipAngleDeg,
  measureKneeAngleDeg,
} from '../geometry/measure-body';
import { chooseVisibleSide, readVisibleKeypoint, SIDE_LANDMARKS } from '../geometry/read-keypoints';
import type { AnalysisOutcome, DeadliftAnalysis } from './analysis-types';
import {
  BACK_ROUNDING_CORRECTIONS,
  BAR_PATH_GUIDANCE,
  classifyBackRounding,
  classifyHipHinge,
  HIP_HINGE_FEEDBACK,
} from './classify-deadlift-form';
import { measureBarPath } from './measure-bar-path';
import { labelFormScore, orderFeedback, scoreFromDeductions } from './score-form';
import { validatePoseKeypoints } from './validate-pose-keypoints';

/** Praise when a deadlift frame costs nothing. */
export const DEADLIFT_PRAISE = 'Great deadlift form: keep it up!';
// Hips flexed less than this are standing, not hinging: the hinge ratio is not judged.
const MIN_HINGE_FLEXION_DEG = 20;

/**
 * Spine rounding proxy in degrees: how far the ear drops forward of the hip-shoulder line (BlazePose
 * has no mid-spine point). Bending the other way (looking up) counts 0. Null when not seen.
 */
export function measureSpineRoundingDeg(
  keypoints: readonly PoseKeypoint[],
  aspectRatio: number,
): number | null {
  const side = SIDE_LANDMARKS[chooseVisibleSide(keypoints)];
  const ear = readVisibleKeypoint(keypoints, side.ear);
  const shoulder = readVisibleKeypoint(keypoints, side.shoulder);
  const hip = readVisibleKeypoint(keypoints, side.hip);
  if (!ear || !shoulder || !hip) return null;
  const angle = measureAngleDeg(ear, shoulder, hip, aspectRatio);
  if (angle === null) return null;
  const facing = findFacingDirection(keypoints);
  const torsoX = (shoulder.x - hip.x) * aspectRatio;
  const torsoY = shoulder.y - hip.y;
  const headX = (ear.x - shoulder.x) * aspectRatio;
  const headY = ear.y - shoulder.y;
  // Positive cross product × facing: the head sits on the chest side of the torso line.
  const towardChest = (torsoX * headY - torsoY * headX) * facing;
  return facing !== 0 && towardChest < 0 ? 0 : 180 - angle;
}

/** Options of {@link analyzeDeadlift}. */
export interface AnalyzeDeadliftOptions {
  /** The bar path so far (wrist centres, oldest first); the deadlift tracker keeps it. */
  barPath?: readonly FramePoint[];
}

/**
 * Scores one deadlift frame per spec 03 §9: back rounding (−5 severe, −3 moderate, −1 mild),
 * bar path (−2 above 0.08, −1 above 0.05) and hip hinge (−2 poor, −1 good or fair) from 10,
 * never below 1. Refuses poses failing spec 03 §5 with its messages.
 */
export function analyzeDeadlift(
  frame: PoseFrame,
  options: AnalyzeDeadliftOptions = {},
): AnalysisOutcome<DeadliftAnalysis> {
  const validation = validatePoseKeypoints(frame.keypoints, 'deadlift');
  if (!validation.isValid) return validation;
  const { keypoints, aspectRatio, worldKeypoints } = frame;
  const spineAngle = measureSpineRoundingDeg(keypoints, aspectRatio);
  const back = spineAngle === null ? 'none' : classifyBackRounding(spineAngle);
  const bar = measureBarPath(options.barPath ?? [], findFacingDirection(keypoints), aspectRatio);
  const hipAngle = measureHipAngleDeg(keypoints, aspectRatio, worldKeypoints);
  const kneeAngle = measureKneeAngleDeg(keypoints, aspectRatio, worldKeypoints);
  const hipFlexion = hipAngle === null ? 0 : 180 - hipAngle;
  const kneeFlexion = kneeAngle === null ? 0 : 180 - kneeAngle;
  const ratio = hipFlexion < MIN_HINGE_FLEXION_DEG ? null : hipFlexion / Math.max(kneeFlexion, 1);
  const hinge = ratio === null ? 'upright' : classifyHipHinge(ratio);

  const findings = [
    { deduction: DEADLIFT_DEDUCTIONS.back[back], message: BACK_ROUNDING_CORRECTIONS[back] },
    {
      deduction: DEADLIFT_DEDUCTIONS.barPath[bar.category],
      message: BAR_PATH_GUIDANCE[bar.category],
    },
    { deduction: DEADLIFT_DEDUCTIONS.hinge[hinge], message: HIP_HINGE_FEEDBACK[hinge] },
  ];
  const overallScore = scoreFromDeductions(findings.reduce((sum, f) => sum + f.deduction, 0));
  return {
    isValid: true,
    analysis: {
      exercise: 'deadlift',
      backRounding: {
        spineAngle,
        severity: back,
        isRounded: back !== 'none',
        correction: BACK_ROUNDING_CORRECTIONS[back],
      },
      barPath: {
        deviation: bar.deviation,
        category: bar.category,
        trajectory: bar.trajectory,
        isOptimal: bar.category === 'optimal',
        guidance: BAR_PATH_GUIDANCE[bar.category],
      },
      hipHinge: { hipAngle, kneeAngle, ratio, quality: hinge, feedback: HIP_HINGE_FEEDBACK[hinge] },
      overallScore,
      label: labelFormScore(overallScore),
      feedback: orderFeedback(findings, DEADLIFT_PRAISE),
      confidence: validation.confidence,
      timestamp: frame.timestampMs,
    },
  };
}
