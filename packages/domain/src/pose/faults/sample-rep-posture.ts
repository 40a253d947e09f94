import { MIN_AVERAGE_CONFIDENCE } from '../pose-constants';
import { POSE_LANDMARK, type PoseFrame, type PoseKeypoint, type WorldPoint } from '../pose-types';
import { measureKneeValgusRatio, measureTorsoLeanDeg } from '../geometry/measure-body';
import { measureLeanFromVerticalDeg } from '../geometry/measure-angles';
import { chooseVisibleSide, readVisibleKeypoint, SIDE_LANDMARKS } from '../geometry/read-keypoints';
import { findBarPosition } from '../reps/track-deadlift-frame';
import type { RepPostureSample } from './form-fault-types';

const RAD_TO_DEG = 180 / Math.PI;
// Seen from the side the hips overlap; from the front they are apart by over half a shin.
const SIDE_VIEW_MAX_HIP_TO_SHIN = 0.3;

function readCentreY(keypoints: readonly PoseKeypoint[], left: number, right: number) {
  const a = readVisibleKeypoint(keypoints, left, MIN_AVERAGE_CONFIDENCE);
  const b = readVisibleKeypoint(keypoints, right, MIN_AVERAGE_CONFIDENCE);
  if (a && b) return (a.y + b.y) / 2;
  return (a ?? b)?.y ?? null;
}

/** Thigh elevation above horizontal (deg; negative below) in the image, square pixels. */
function measureImageThighElevationDeg(
  hip: PoseKeypoint,
  knee: PoseKeypoint,
  aspectRatio: number,
): number {
  const run = Math.abs(knee.x - hip.x) * aspectRatio;
  return Math.atan2(knee.y - hip.y, run) * RAD_TO_DEG;
}

/** Thigh elevation above horizontal (deg) from world landmarks (y down, metres). */
function measureWorldThighElevationDeg(hip: WorldPoint, knee: WorldPoint): number {
  const run = Math.hypot(knee.x - hip.x, knee.z - hip.z);
  return Math.atan2(knee.y - hip.y, run) * RAD_TO_DEG;
}

/**
 * Whether the body is seen from the side: both hips and shins seen with score ≥ 0.5 and the hips
 * less than 0.3 shin lengths apart in the image (from the front they are about half a shin or
 * more apart). False when it cannot be told.
 */
export function isSideView(keypoints: readonly PoseKeypoint[], aspectRatio: number): boolean {
  const { left, right } = SIDE_LANDMARKS;
  const seen = (i: number) => readVisibleKeypoint(keypoints, i, MIN_AVERAGE_CONFIDENCE);
  const [lh, rh, lk, la] = [left.hip, right.hip, left.knee, left.ankle].map(seen);
  const [rk, ra] = [right.knee, right.ankle].map(seen);
  if (!lh || !rh) return false;
  const shins = [
    [lk, la],
    [rk, ra],
  ].flatMap(([k, a]) => (k && a ? [Math.hypot((k.x - a.x) * aspectRatio, k.y - a.y)] : []));
  const shin = Math.max(0, ...shins);
  return shin > 0 && Math.abs(lh.x - rh.x) * aspectRatio < SIDE_VIEW_MAX_HIP_TO_SHIN * shin;
}

/**
 * Squat depth as the spec's knee angle would read with a vertical shin: 90° + the thigh's
 * elevation above horizontal, so 90° is thighs parallel and 100° is 10° above. The real knee
 * angle also closes when the shins lean forward: a quarter squat with the hips well above the
 * knees reads 80-90° at the knee. From the side the image shows the elevation as it is; from
 * elsewhere the thigh points toward the lens and only the world landmarks (a 3-D guess) can tell
 * it, so they are used when given. The deeper of the legs seen with score ≥ 0.5.
 */
export function measureSquatDepthAngleDeg(frame: PoseFrame): number | null {
  const { keypoints, aspectRatio, worldKeypoints } = frame;
  const isSide = isSideView(keypoints, aspectRatio);
  let best: number | null = null;
  for (const side of [SIDE_LANDMARKS.left, SIDE_LANDMARKS.right]) {
    const hip = readVisibleKeypoint(keypoints, side.hip, MIN_AVERAGE_CONFIDENCE);
    const knee = readVisibleKeypoint(keypoints, side.knee, MIN_AVERAGE_CONFIDENCE);
    if (!hip || !knee) continue;
    const worldHip = worldKeypoints?.[side.hip];
    const worldKnee = worldKeypoints?.[side.knee];
    const elevation =
      !isSide && worldHip && worldKnee
        ? measureWorldThighElevationDeg(worldHip, worldKnee)
        : measureImageThighElevationDeg(hip, knee, aspectRatio);
    best = best === null ? elevation : Math.min(best, elevation);
  }
  return best === null ? null : 90 + best;
}

/** The better seen side's hip-to-shoulder distance: in metres from world landmarks, else image. */
function measureTorsoLength(frame: PoseFrame): { length: number; isWorld: boolean } | null {
  const { keypoints, aspectRatio, worldKeypoints } = frame;
  const side = SIDE_LANDMARKS[chooseVisibleSide(keypoints)];
  const shoulder = readVisibleKeypoint(keypoints, side.shoulder, MIN_AVERAGE_CONFIDENCE);
  const hip = readVisibleKeypoint(keypoints, side.hip, MIN_AVERAGE_CONFIDENCE);
  if (!shoulder || !hip) return null;
  const ws = worldKeypoints?.[side.shoulder];
  const wh = worldKeypoints?.[side.hip];
  if (ws && wh) return { length: Math.hypot(ws.x - wh.x, ws.y - wh.y, ws.z - wh.z), isWorld: true };
  return {
    length: Math.hypot((shoulder.x - hip.x) * aspectRatio, shoulder.y - hip.y),
    isWorld: false,
  };
}

/** The better seen side's torso lean from vertical in the image (deg), null when not seen. */
function measureImageLeanDeg(frame: PoseFrame): number | null {
  const { keypoints, aspectRatio } = frame;
  const side = SIDE_LANDMARKS[chooseVisibleSide(keypoints)];
  const shoulder = readVisibleKeypoint(keypoints, side.shoulder, MIN_AVERAGE_CONFIDENCE);
  const hip = readVisibleKeypoint(keypoints, side.hip, MIN_AVERAGE_CONFIDENCE);
  return shoulder && hip ? measureLeanFromVerticalDeg(hip, shoulder, aspectRatio) : null;
}

/** The measures one frame gives the per-rep fault finders. */
export function sampleRepPosture(frame: PoseFrame): RepPostureSample {
  const { keypoints, aspectRatio, worldKeypoints } = frame;
  const L = POSE_LANDMARK;
  const torso = measureTorsoLength(frame);
  return {
    timestampMs: frame.timestampMs,
    depthAngleDeg: measureSquatDepthAngleDeg(frame),
    leanDeg: measureTorsoLeanDeg(keypoints, aspectRatio, worldKeypoints),
    imageLeanDeg: measureImageLeanDeg(frame),
    valgusRatio: measureKneeValgusRatio(keypoints, aspectRatio),
    hipY: readCentreY(keypoints, L.leftHip, L.rightHip),
    shoulderY: readCentreY(keypoints, L.leftShoulder, L.rightShoulder),
    torsoLength: torso?.length ?? null,
    isTorsoLengthWorld: torso?.isWorld ?? false,
    barY: findBarPosition(keypoints)?.y ?? null,
    isSideView: isSideView(keypoints, aspectRatio),
  };
}
