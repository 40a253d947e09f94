import { MIN_AVERAGE_CONFIDENCE, SKELETON_MIN_SCORE } from '../pose-constants';
import { POSE_LANDMARK, type PoseKeypoint, type WorldPoint } from '../pose-types';
import {
  findMidpoint,
  measureAngle3dDeg,
  measureAngleDeg,
  measureLeanFromVertical3dDeg,
  measureHorizontalDistance,
  measureLeanFromVerticalDeg,
} from './measure-angles';
import {
  chooseVisibleSide,
  readVisibleKeypoint,
  SIDE_LANDMARKS,
  type SideLandmarks,
} from './read-keypoints';

// From the front the hips are at least this wide relative to the thighs; from the side they overlap.
const FRONT_VIEW_MIN_HIP_TO_THIGH = 0.35;
// Below this ankle spread (frame heights) the feet overlap and a width ratio means nothing.
const MIN_ANKLE_SPREAD = 0.01;
// Toe-to-heel or ear-to-nose offsets smaller than this (normalised x) say nothing about facing.
const MIN_FACING_OFFSET = 0.01;

/** How one side's joint angle is measured when world landmarks are given. */
type WorldAngleRule = 'world' | 'more-bent';

function measureSideAngle(
  keypoints: readonly PoseKeypoint[],
  side: SideLandmarks,
  joints: readonly [keyof SideLandmarks, keyof SideLandmarks, keyof SideLandmarks],
  aspectRatio: number,
  minScore: number,
  world: readonly WorldPoint[] | undefined,
  rule: WorldAngleRule,
): number | null {
  const a = readVisibleKeypoint(keypoints, side[joints[0]], minScore);
  const vertex = readVisibleKeypoint(keypoints, side[joints[1]], minScore);
  const c = readVisibleKeypoint(keypoints, side[joints[2]], minScore);
  if (!a || !vertex || !c) return null;
  const imageAngle = measureAngleDeg(a, vertex, c, aspectRatio);
  const worldA = world?.[side[joints[0]]];
  const worldVertex = world?.[side[joints[1]]];
  const worldC = world?.[side[joints[2]]];
  if (!worldA || !worldVertex || !worldC) return imageAngle;
  const worldAngle = measureAngle3dDeg(worldA, worldVertex, worldC);
  if (rule === 'world' || worldAngle === null || imageAngle === null)
    return worldAngle ?? imageAngle;
  return Math.min(worldAngle, imageAngle);
}

/** Options of {@link measureBilateralAngleDeg}. */
export interface BilateralAngleOptions {
  /**
   * The score every point of a side needs: by default a side is averaged in from 0.5 and the
   * better seen side alone is measured from above 0.3 (the drawing threshold); give 0.5 to
   * measure only confidently seen sides.
   */
  minScore?: number;
  /**
   * With world landmarks: 'world' (default) measures in 3-D; 'more-bent' takes the smaller of the
   * 3-D and the image angle.
   */
  worldRule?: WorldAngleRule;
}

/**
 * A joint angle averaged over both sides when both are seen with score ≥ 0.5, else the better
 * seen side's (its points need score > 0.3, or `minScore`). Measured on the world landmarks in
 * 3-D when given (see `worldRule`), else in the image. Null when neither side is usable.
 */
export function measureBilateralAngleDeg(
  keypoints: readonly PoseKeypoint[],
  joints: readonly [keyof SideLandmarks, keyof SideLandmarks, keyof SideLandmarks],
  aspectRatio: number,
  world?: readonly WorldPoint[],
  { minScore, worldRule = 'world' }: BilateralAngleOptions = {},
): number | null {
  const { left, right } = SIDE_LANDMARKS;
  const bothScore = Math.max(MIN_AVERAGE_CONFIDENCE, minScore ?? 0);
  const measure = (side: SideLandmarks, score: number) =>
    measureSideAngle(keypoints, side, joints, aspectRatio, score, world, worldRule);
  const leftAngle = measure(left, bothScore);
  const rightAngle = measure(right, bothScore);
  if (leftAngle !== null && rightAngle !== null) return (leftAngle + rightAngle) / 2;
  const side = SIDE_LANDMARKS[chooseVisibleSide(keypoints)];
  return measure(side, minScore ?? SKELETON_MIN_SCORE + Number.EPSILON);
}

/**
 * The knee angle (hip-knee-ankle) in degrees: about 180 standing, smaller as the knee bends.
 * With world landmarks it is the smaller of the 3-D and the image angle: each errs toward a
 * straighter leg where it fails. The image hides a knee bending toward the camera (a squat seen
 * from the front), and BlazePose's world landmarks, which guess depth, straighten a deep squat
 * seen from the side (squat_1's bottom: 110° in 3-D against 53° in the image, which is exact
 * there). `minScore` as in {@link BilateralAngleOptions}.
 */
export function measureKneeAngleDeg(
  keypoints: readonly PoseKeypoint[],
  aspectRatio: number,
  world?: readonly WorldPoint[],
  minScore?: number,
): number | null {
  return measureBilateralAngleDeg(keypoints, ['hip', 'knee', 'ankle'], aspectRatio, world, {
    worldRule: 'more-bent',
    ...(minScore === undefined ? {} : { minScore }),
  });
}

/** The hip angle (shoulder-hip-knee) in degrees: about 180 standing, smaller in a hinge. */
export function measureHipAngleDeg(
  keypoints: readonly PoseKeypoint[],
  aspectRatio: number,
  world?: readonly WorldPoint[],
): number | null {
  return measureBilateralAngleDeg(keypoints, ['shoulder', 'hip', 'knee'], aspectRatio, world);
}

function readPair(
  keypoints: readonly PoseKeypoint[],
  leftIndex: number,
  rightIndex: number,
): [PoseKeypoint, PoseKeypoint] | null {
  const left = readVisibleKeypoint(keypoints, leftIndex, MIN_AVERAGE_CONFIDENCE);
  const right = readVisibleKeypoint(keypoints, rightIndex, MIN_AVERAGE_CONFIDENCE);
  return left && right ? [left, right] : null;
}

/**
 * Knee width over ankle width, seen from the front (1 = knees over ankles, lower = knees caving
 * in). Null from the side (hips overlapping) or when knees, ankles or hips are not seen.
 */
export function measureKneeValgusRatio(
  keypoints: readonly PoseKeypoint[],
  aspectRatio: number,
): number | null {
  const L = POSE_LANDMARK;
  const knees = readPair(keypoints, L.leftKnee, L.rightKnee);
  const ankles = readPair(keypoints, L.leftAnkle, L.rightAnkle);
  const hips = readPair(keypoints, L.leftHip, L.rightHip);
  if (!knees || !ankles || !hips) return null;
  const ankleSpread = measureHorizontalDistance(ankles[0], ankles[1], aspectRatio);
  if (ankleSpread < MIN_ANKLE_SPREAD) return null;
  const hipWidth = measureHorizontalDistance(hips[0], hips[1], aspectRatio);
  const thighLength =
    (Math.hypot((hips[0].x - knees[0].x) * aspectRatio, hips[0].y - knees[0].y) +
      Math.hypot((hips[1].x - knees[1].x) * aspectRatio, hips[1].y - knees[1].y)) /
    2;
  if (hipWidth < FRONT_VIEW_MIN_HIP_TO_THIGH * thighLength) return null;
  return measureHorizontalDistance(knees[0], knees[1], aspectRatio) / ankleSpread;
}

function midpoint3d(a: WorldPoint, b: WorldPoint): WorldPoint {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2, z: (a.z + b.z) / 2 };
}

/**
 * Torso lean from vertical (hip centre to shoulder centre) in degrees, 0 upright; in 3-D from the
 * world landmarks when given (so a front camera sees forward lean too). Uses the better seen side
 * when only one shoulder and hip are seen; null when neither side is.
 */
export function measureTorsoLeanDeg(
  keypoints: readonly PoseKeypoint[],
  aspectRatio: number,
  world?: readonly WorldPoint[],
): number | null {
  const L = POSE_LANDMARK;
  const shoulders = readPair(keypoints, L.leftShoulder, L.rightShoulder);
  const hips = readPair(keypoints, L.leftHip, L.rightHip);
  const [ls, rs, lh, rh] = [L.leftShoulder, L.rightShoulder, L.leftHip, L.rightHip].map(
    (i) => world?.[i],
  );
  if (shoulders && hips && ls && rs && lh && rh) {
    return measureLeanFromVertical3dDeg(midpoint3d(lh, rh), midpoint3d(ls, rs));
  }
  if (shoulders && hips) {
    const hipCentre = findMidpoint(hips[0], hips[1]);
    return measureLeanFromVerticalDeg(hipCentre, findMidpoint(...shoulders), aspectRatio);
  }
  const side = SIDE_LANDMARKS[chooseVisibleSide(keypoints)];
  const shoulder = readVisibleKeypoint(keypoints, side.shoulder);
  const hip = readVisibleKeypoint(keypoints, side.hip);
  return shoulder && hip ? measureLeanFromVerticalDeg(hip, shoulder, aspectRatio) : null;
}

/**
 * Which way the body faces along x (+1 right, -1 left): from toe to heel of the better seen
 * foot, else from the ear to the nose; 0 when unknown (front views).
 */
export function findFacingDirection(keypoints: readonly PoseKeypoint[]): -1 | 0 | 1 {
  const side = SIDE_LANDMARKS[chooseVisibleSide(keypoints)];
  const toe = readVisibleKeypoint(keypoints, side.footIndex);
  const heel = readVisibleKeypoint(keypoints, side.heel);
  const fromFoot = toe && heel ? toe.x - heel.x : 0;
  if (Math.abs(fromFoot) >= MIN_FACING_OFFSET) return fromFoot > 0 ? 1 : -1;
  const nose = readVisibleKeypoint(keypoints, POSE_LANDMARK.nose);
  const ear = readVisibleKeypoint(keypoints, side.ear);
  const fromHead = nose && ear ? nose.x - ear.x : 0;
  if (Math.abs(fromHead) < MIN_FACING_OFFSET) return 0;
  return fromHead > 0 ? 1 : -1;
}
