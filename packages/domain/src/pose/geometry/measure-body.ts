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

function measureSideAngle(
  keypoints: readonly PoseKeypoint[],
  side: SideLandmarks,
  joints: readonly [keyof SideLandmarks, keyof SideLandmarks, keyof SideLandmarks],
  aspectRatio: number,
  minScore: number,
  world: readonly WorldPoint[] | undefined,
): number | null {
  const a = readVisibleKeypoint(keypoints, side[joints[0]], minScore);
  const vertex = readVisibleKeypoint(keypoints, side[joints[1]], minScore);
  const c = readVisibleKeypoint(keypoints, side[joints[2]], minScore);
  if (!a || !vertex || !c) return null;
  const worldA = world?.[side[joints[0]]];
  const worldVertex = world?.[side[joints[1]]];
  const worldC = world?.[side[joints[2]]];
  if (worldA && worldVertex && worldC) return measureAngle3dDeg(worldA, worldVertex, worldC);
  return measureAngleDeg(a, vertex, c, aspectRatio);
}

/**
 * A joint angle averaged over both sides when both are seen with score ≥ 0.5, else the better
 * seen side's (its points need score > 0.3). Measured on the world landmarks in 3-D when given,
 * else in the image. Null when neither side is usable.
 */
export function measureBilateralAngleDeg(
  keypoints: readonly PoseKeypoint[],
  joints: readonly [keyof SideLandmarks, keyof SideLandmarks, keyof SideLandmarks],
  aspectRatio: number,
  world?: readonly WorldPoint[],
): number | null {
  const { left, right } = SIDE_LANDMARKS;
  const leftAngle = measureSideAngle(keypoints, left, joints, aspectRatio, 0.5, world);
  const rightAngle = measureSideAngle(keypoints, right, joints, aspectRatio, 0.5, world);
  if (leftAngle !== null && rightAngle !== null) return (leftAngle + rightAngle) / 2;
  const side = SIDE_LANDMARKS[chooseVisibleSide(keypoints)];
  const minScore = SKELETON_MIN_SCORE + Number.EPSILON;
  return measureSideAngle(keypoints, side, joints, aspectRatio, minScore, world);
}

/** The knee angle (hip-knee-ankle) in degrees: about 180 standing, smaller as the knee bends. */
export function measureKneeAngleDeg(
  keypoints: readonly PoseKeypoint[],
  aspectRatio: number,
  world?: readonly WorldPoint[],
): number | null {
  return measureBilateralAngleDeg(keypoints, ['hip', 'knee', 'ankle'], aspectRatio, world);
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
