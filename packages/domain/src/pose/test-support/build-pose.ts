// Synthetic BlazePose frames for the tests: bodies built from joint angles, so expectations follow
// from geometry rather than from recorded landmarks.
import { POSE_LANDMARK, type PoseFrame, type PoseKeypoint, type WorldPoint } from '../pose-types';

const L = POSE_LANDMARK;
const DEG = Math.PI / 180;
const SHIN = 0.2;
const THIGH = 0.2;
const TORSO = 0.3;
const HEAD = 0.08;

/** A body seen from the side, facing right (+x). Angles in degrees. */
export interface SidePoseSpec {
  kneeAngleDeg?: number;
  torsoLeanDeg?: number;
  /** How far the head drops forward of the torso line (the rounding proxy). */
  headDropDeg?: number;
  /** Normalised wrist y; default: hanging 0.25 below the shoulder. */
  wristY?: number;
  wristX?: number;
  score?: number;
  timestampMs?: number;
}

function blankKeypoints(score: number): PoseKeypoint[] {
  return Array.from({ length: 33 }, () => ({ x: 0.5, y: 0.5, z: 0, score }));
}

function place(keypoints: PoseKeypoint[], indices: readonly number[], x: number, y: number): void {
  for (const index of indices)
    keypoints[index] = { x, y, z: 0, score: keypoints[index]?.score ?? 1 };
}

/** A side-view frame (aspect 1) whose knee angle, torso lean and head drop are exactly as given. */
export function buildSidePose(spec: SidePoseSpec = {}): PoseFrame {
  const keypoints = blankKeypoints(spec.score ?? 0.95);
  const tilt = ((180 - (spec.kneeAngleDeg ?? 175)) / 2) * DEG;
  const ankle = { x: 0.5, y: 0.9 };
  const knee = { x: ankle.x + SHIN * Math.sin(tilt), y: ankle.y - SHIN * Math.cos(tilt) };
  const hip = { x: knee.x - THIGH * Math.sin(tilt), y: knee.y - THIGH * Math.cos(tilt) };
  const lean = (spec.torsoLeanDeg ?? 10) * DEG;
  const shoulder = { x: hip.x + TORSO * Math.sin(lean), y: hip.y - TORSO * Math.cos(lean) };
  const headAngle = lean + (spec.headDropDeg ?? 0) * DEG;
  const ear = {
    x: shoulder.x + HEAD * Math.sin(headAngle),
    y: shoulder.y - HEAD * Math.cos(headAngle),
  };
  place(keypoints, [L.leftAnkle, L.rightAnkle], ankle.x, ankle.y);
  place(keypoints, [L.leftKnee, L.rightKnee], knee.x, knee.y);
  place(keypoints, [L.leftHip, L.rightHip], hip.x, hip.y);
  place(keypoints, [L.leftShoulder, L.rightShoulder], shoulder.x, shoulder.y);
  place(keypoints, [L.leftEar, L.rightEar], ear.x, ear.y);
  place(keypoints, [L.nose], ear.x + 0.03, ear.y);
  place(keypoints, [L.leftHeel, L.rightHeel], ankle.x - 0.03, ankle.y + 0.02);
  place(keypoints, [L.leftFootIndex, L.rightFootIndex], ankle.x + 0.07, ankle.y + 0.02);
  place(
    keypoints,
    [L.leftWrist, L.rightWrist],
    spec.wristX ?? shoulder.x,
    spec.wristY ?? shoulder.y + 0.25,
  );
  return { keypoints, timestampMs: spec.timestampMs ?? 0, aspectRatio: 1 };
}

/** A body seen from the front (aspect 1), knees and ankles at the given half widths. */
export interface FrontPoseSpec {
  kneeHalfWidth?: number;
  ankleHalfWidth?: number;
  /** Sideways torso tilt, which the analysers read as lean. */
  torsoTiltDeg?: number;
  score?: number;
}

/** A front-view frame: hips 0.2 apart at y 0.5, knees at y 0.7, ankles at y 0.9. */
export function buildFrontPose(spec: FrontPoseSpec = {}): PoseFrame {
  const keypoints = blankKeypoints(spec.score ?? 0.95);
  const knee = spec.kneeHalfWidth ?? 0.1;
  const ankle = spec.ankleHalfWidth ?? 0.1;
  const tilt = (spec.torsoTiltDeg ?? 0) * DEG;
  const dx = TORSO * Math.sin(tilt);
  const dy = TORSO * Math.cos(tilt);
  place(keypoints, [L.leftHip], 0.6, 0.5);
  place(keypoints, [L.rightHip], 0.4, 0.5);
  place(keypoints, [L.leftKnee], 0.5 + knee, 0.7);
  place(keypoints, [L.rightKnee], 0.5 - knee, 0.7);
  place(keypoints, [L.leftAnkle], 0.5 + ankle, 0.9);
  place(keypoints, [L.rightAnkle], 0.5 - ankle, 0.9);
  place(keypoints, [L.leftShoulder], 0.62 + dx, 0.5 - dy);
  place(keypoints, [L.rightShoulder], 0.38 + dx, 0.5 - dy);
  place(keypoints, [L.leftWrist], 0.65, 0.55);
  place(keypoints, [L.rightWrist], 0.35, 0.55);
  return { keypoints, timestampMs: 0, aspectRatio: 1 };
}

/** The same frame with one keypoint's score replaced. */
export function withScore(frame: PoseFrame, index: number, score: number): PoseFrame {
  const keypoints = frame.keypoints.map((keypoint, i) =>
    i === index ? { ...keypoint, score } : keypoint,
  );
  return { ...frame, keypoints };
}

/**
 * A squat seen straight from the front: in the image the legs stay vertical lines (the knee bends
 * toward the camera), while the world landmarks (metres) hold the true knee angle.
 */
export function buildFrontSquat(kneeAngleDeg: number, timestampMs = 0): Required<PoseFrame> {
  const tilt = ((180 - kneeAngleDeg) / 2) * DEG;
  const segment = 0.42;
  const world: WorldPoint[] = Array.from({ length: 33 }, () => ({ x: 0, y: 0, z: 0 }));
  const sides = [
    {
      sign: 1,
      hip: L.leftHip,
      knee: L.leftKnee,
      ankle: L.leftAnkle,
      shoulder: L.leftShoulder,
      wrist: L.leftWrist,
    },
    {
      sign: -1,
      hip: L.rightHip,
      knee: L.rightKnee,
      ankle: L.rightAnkle,
      shoulder: L.rightShoulder,
      wrist: L.rightWrist,
    },
  ];
  for (const side of sides) {
    const x = 0.12 * side.sign;
    const ankle = { x, y: 0.85, z: 0 };
    const knee = { x, y: ankle.y - segment * Math.cos(tilt), z: -segment * Math.sin(tilt) };
    const hip = {
      x,
      y: knee.y - segment * Math.cos(tilt),
      z: knee.z + segment * Math.sin(tilt),
    };
    world[side.ankle] = ankle;
    world[side.knee] = knee;
    world[side.hip] = hip;
    world[side.shoulder] = { x: 0.18 * side.sign, y: hip.y - 0.5, z: hip.z };
    world[side.wrist] = { x: 0.25 * side.sign, y: hip.y, z: hip.z };
  }
  const keypoints = world.map((point) => ({
    x: 0.5 + point.x / 2,
    y: 0.05 + point.y / 2,
    z: point.z,
    score: 0.95,
  }));
  return { keypoints, worldKeypoints: world, timestampMs, aspectRatio: 1 };
}
