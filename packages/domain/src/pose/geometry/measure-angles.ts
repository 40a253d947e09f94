/** A point in normalised frame coordinates (0..1 of width and height). */
export interface FramePoint {
  x: number;
  y: number;
}

const RADIANS_TO_DEG = 180 / Math.PI;

// acos in degrees, with the cosine clamped to [-1, 1] against float error.
function acosDeg(cosine: number): number {
  return Math.acos(Math.min(1, Math.max(-1, cosine))) * RADIANS_TO_DEG;
}

/**
 * The angle at `vertex` between the rays to `a` and `c`, in degrees 0..180. `aspectRatio` (frame
 * width / height) turns normalised x into the same unit as y. Null when a ray has zero length.
 */
export function measureAngleDeg(
  a: FramePoint,
  vertex: FramePoint,
  c: FramePoint,
  aspectRatio = 1,
): number | null {
  const ax = (a.x - vertex.x) * aspectRatio;
  const ay = a.y - vertex.y;
  const cx = (c.x - vertex.x) * aspectRatio;
  const cy = c.y - vertex.y;
  const lengths = Math.hypot(ax, ay) * Math.hypot(cx, cy);
  if (lengths === 0) return null;
  return acosDeg((ax * cx + ay * cy) / lengths);
}

/** A point in 3-D (world landmarks, metres). */
export interface SpacePoint {
  x: number;
  y: number;
  z: number;
}

/** The angle at `vertex` between the rays to `a` and `c` in 3-D, in degrees; null for a zero ray. */
export function measureAngle3dDeg(a: SpacePoint, vertex: SpacePoint, c: SpacePoint): number | null {
  const ax = a.x - vertex.x;
  const ay = a.y - vertex.y;
  const az = a.z - vertex.z;
  const cx = c.x - vertex.x;
  const cy = c.y - vertex.y;
  const cz = c.z - vertex.z;
  const lengths = Math.hypot(ax, ay, az) * Math.hypot(cx, cy, cz);
  if (lengths === 0) return null;
  return acosDeg((ax * cx + ay * cy + az * cz) / lengths);
}

/** How far the 3-D segment from `lower` up to `upper` leans from vertical (−y), in degrees. */
export function measureLeanFromVertical3dDeg(lower: SpacePoint, upper: SpacePoint): number | null {
  const dx = upper.x - lower.x;
  const dy = upper.y - lower.y;
  const dz = upper.z - lower.z;
  const length = Math.hypot(dx, dy, dz);
  return length === 0 ? null : acosDeg(-dy / length);
}

/**
 * How far the segment from `lower` up to `upper` leans away from vertical, in degrees: 0 upright,
 * 90 horizontal, 180 upside down. Null when the points coincide.
 */
export function measureLeanFromVerticalDeg(
  lower: FramePoint,
  upper: FramePoint,
  aspectRatio = 1,
): number | null {
  const dx = (upper.x - lower.x) * aspectRatio;
  const dy = upper.y - lower.y;
  const length = Math.hypot(dx, dy);
  if (length === 0) return null;
  // Up is -y in image coordinates.
  return acosDeg(-dy / length);
}

/** Distance between two points in frame heights. */
export function measureDistance(a: FramePoint, b: FramePoint, aspectRatio = 1): number {
  return Math.hypot((a.x - b.x) * aspectRatio, a.y - b.y);
}

/** Horizontal distance between two points in frame heights (always ≥ 0). */
export function measureHorizontalDistance(a: FramePoint, b: FramePoint, aspectRatio = 1): number {
  return Math.abs(a.x - b.x) * aspectRatio;
}

/** The point halfway between two points. */
export function findMidpoint(a: FramePoint, b: FramePoint): FramePoint {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}
