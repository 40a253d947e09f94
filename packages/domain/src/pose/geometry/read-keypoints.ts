import { MIN_AVERAGE_CONFIDENCE } from '../pose-constants';
import { POSE_LANDMARK, type BodySide, type PoseKeypoint } from '../pose-types';

/** Landmark indices of one body side. */
export interface SideLandmarks {
  ear: number;
  shoulder: number;
  wrist: number;
  hip: number;
  knee: number;
  ankle: number;
  heel: number;
  footIndex: number;
}

/** BlazePose indices of each side. */
export const SIDE_LANDMARKS: Readonly<Record<BodySide, SideLandmarks>> = {
  left: {
    ear: POSE_LANDMARK.leftEar,
    shoulder: POSE_LANDMARK.leftShoulder,
    wrist: POSE_LANDMARK.leftWrist,
    hip: POSE_LANDMARK.leftHip,
    knee: POSE_LANDMARK.leftKnee,
    ankle: POSE_LANDMARK.leftAnkle,
    heel: POSE_LANDMARK.leftHeel,
    footIndex: POSE_LANDMARK.leftFootIndex,
  },
  right: {
    ear: POSE_LANDMARK.rightEar,
    shoulder: POSE_LANDMARK.rightShoulder,
    wrist: POSE_LANDMARK.rightWrist,
    hip: POSE_LANDMARK.rightHip,
    knee: POSE_LANDMARK.rightKnee,
    ankle: POSE_LANDMARK.rightAnkle,
    heel: POSE_LANDMARK.rightHeel,
    footIndex: POSE_LANDMARK.rightFootIndex,
  },
};

/** The keypoint at `index` when it is seen with at least `minScore`, else undefined. */
export function readVisibleKeypoint(
  keypoints: readonly PoseKeypoint[],
  index: number,
  minScore = MIN_AVERAGE_CONFIDENCE,
): PoseKeypoint | undefined {
  const keypoint = keypoints[index];
  return keypoint && keypoint.score >= minScore ? keypoint : undefined;
}

/** Mean score of the keypoints at `indices` (a missing keypoint counts 0); 0 for no indices. */
export function averageKeypointScore(
  keypoints: readonly PoseKeypoint[],
  indices: readonly number[],
): number {
  if (indices.length === 0) return 0;
  let sum = 0;
  for (const index of indices) sum += keypoints[index]?.score ?? 0;
  return sum / indices.length;
}

/** The lowest score among the keypoints at `indices` (0 when one is missing). */
export function lowestKeypointScore(
  keypoints: readonly PoseKeypoint[],
  indices: readonly number[],
): number {
  let lowest = 1;
  for (const index of indices) lowest = Math.min(lowest, keypoints[index]?.score ?? 0);
  return lowest;
}

/**
 * The side the camera sees better: the one whose weakest hip, knee and ankle score is higher
 * (left on a tie). From the side the far leg is occluded and its scores drop.
 */
export function chooseVisibleSide(keypoints: readonly PoseKeypoint[]): BodySide {
  const { left, right } = SIDE_LANDMARKS;
  const leftScore = lowestKeypointScore(keypoints, [left.hip, left.knee, left.ankle]);
  const rightScore = lowestKeypointScore(keypoints, [right.hip, right.knee, right.ankle]);
  return rightScore > leftScore ? 'right' : 'left';
}
