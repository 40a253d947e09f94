import { MIN_AVERAGE_CONFIDENCE, POSE_LOST_AFTER_MS } from '../pose-constants';
import type { PoseFrame, PoseKeypoint } from '../pose-types';
import { readVisibleKeypoint, SIDE_LANDMARKS } from '../geometry/read-keypoints';

/** Where the body is in the image and how big it looks (frame heights, square pixels). */
export interface BodyPlacement {
  x: number;
  y: number;
  /** The longest of torso, thigh and shin (the one least shortened by the pose or the view). */
  size: number;
  timestampMs: number;
}

/** A jump this many body sizes between two frames is a cut or another person, not movement. */
export const POSE_JUMP_SIZES = 0.6;
/** A change of apparent body size by this factor between two frames is a cut or a zoom. */
export const POSE_JUMP_SCALE = 1.4;

function measureSegment(
  keypoints: readonly PoseKeypoint[],
  a: number,
  b: number,
  aspectRatio: number,
) {
  const p = readVisibleKeypoint(keypoints, a, MIN_AVERAGE_CONFIDENCE);
  const q = readVisibleKeypoint(keypoints, b, MIN_AVERAGE_CONFIDENCE);
  return p && q ? Math.hypot((p.x - q.x) * aspectRatio, p.y - q.y) : 0;
}

/** The body's placement in a frame (hip centre and size); null when the hips are not seen. */
export function placeBody(frame: PoseFrame): BodyPlacement | null {
  const { keypoints, aspectRatio } = frame;
  const { left, right } = SIDE_LANDMARKS;
  const hips = [left.hip, right.hip].flatMap((i) => {
    const p = readVisibleKeypoint(keypoints, i, MIN_AVERAGE_CONFIDENCE);
    return p ? [p] : [];
  });
  if (hips.length === 0) return null;
  let size = 0;
  for (const side of [left, right]) {
    size = Math.max(
      size,
      measureSegment(keypoints, side.shoulder, side.hip, aspectRatio),
      measureSegment(keypoints, side.hip, side.knee, aspectRatio),
      measureSegment(keypoints, side.knee, side.ankle, aspectRatio),
    );
  }
  if (size <= 0) return null;
  const x = hips.reduce((sum, p) => sum + p.x, 0) / hips.length;
  const y = hips.reduce((sum, p) => sum + p.y, 0) / hips.length;
  return { x: x * aspectRatio, y, size, timestampMs: frame.timestampMs };
}

/**
 * Whether the body jumped between two consecutive placements: within a second of each other,
 * the hips moved more than 0.6 body sizes or the body's size changed by a factor of 1.4 or more.
 * That is a hard cut between takes (or the model jumping to someone else), after which a rep
 * machine must start afresh. False when either is null or they are a second or more apart (the
 * pose was lost: the machines handle that themselves).
 */
export function isPoseJump(previous: BodyPlacement | null, next: BodyPlacement | null): boolean {
  if (!previous || !next || next.timestampMs - previous.timestampMs >= POSE_LOST_AFTER_MS)
    return false;
  const moved = Math.hypot(next.x - previous.x, next.y - previous.y);
  const scale = next.size / previous.size;
  return (
    moved > POSE_JUMP_SIZES * Math.max(previous.size, next.size) ||
    scale >= POSE_JUMP_SCALE ||
    scale <= 1 / POSE_JUMP_SCALE
  );
}
