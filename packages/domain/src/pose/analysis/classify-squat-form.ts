import { FORWARD_LEAN_DEG, KNEE_VALGUS_RATIO, SQUAT_DEPTH_KNEE_ANGLE_DEG } from '../pose-constants';

/** Squat depth by knee angle. */
export type SquatDepthCategory = 'excellent' | 'good' | 'acceptable' | 'insufficient';
/** Knee valgus severity. */
export type KneeValgusSeverity = 'none' | 'mild' | 'moderate' | 'severe';
/** Torso lean category. */
export type ForwardLeanCategory = 'minimal' | 'acceptable' | 'excessive' | 'dangerous';

/** Depth by knee angle: ≤ 80° excellent, ≤ 90° good, ≤ 100° acceptable, above insufficient. */
export function classifySquatDepth(kneeAngleDeg: number): SquatDepthCategory {
  if (kneeAngleDeg <= SQUAT_DEPTH_KNEE_ANGLE_DEG.excellent) return 'excellent';
  if (kneeAngleDeg <= SQUAT_DEPTH_KNEE_ANGLE_DEG.good) return 'good';
  if (kneeAngleDeg <= SQUAT_DEPTH_KNEE_ANGLE_DEG.acceptable) return 'acceptable';
  return 'insufficient';
}

/** Valgus by knee-to-ankle width ratio: ≥ 0.9 none, ≥ 0.8 mild, ≥ 0.7 moderate, below severe. */
export function classifyKneeValgus(ratio: number): KneeValgusSeverity {
  if (ratio >= KNEE_VALGUS_RATIO.none) return 'none';
  if (ratio >= KNEE_VALGUS_RATIO.mild) return 'mild';
  if (ratio >= KNEE_VALGUS_RATIO.moderate) return 'moderate';
  return 'severe';
}

/** Lean from vertical: ≤ 30° minimal, ≤ 45° acceptable, ≤ 60° excessive, above dangerous. */
export function classifyForwardLean(leanDeg: number): ForwardLeanCategory {
  if (leanDeg <= FORWARD_LEAN_DEG.minimal) return 'minimal';
  if (leanDeg <= FORWARD_LEAN_DEG.acceptable) return 'acceptable';
  if (leanDeg <= FORWARD_LEAN_DEG.excessive) return 'excessive';
  return 'dangerous';
}

/** What the user reads for each depth category. */
export const SQUAT_DEPTH_RECOMMENDATIONS: Readonly<Record<SquatDepthCategory, string>> = {
  excellent: 'Excellent depth: hips below parallel.',
  good: 'Good depth: thighs at parallel.',
  acceptable: 'Acceptable depth: sink a little lower to reach parallel.',
  insufficient: 'Squat deeper: aim for thighs parallel to the floor.',
};

/** What the user reads for each valgus severity. */
export const KNEE_VALGUS_CORRECTIONS: Readonly<Record<KneeValgusSeverity, string>> = {
  none: 'Knees track well over your toes.',
  mild: 'Push your knees slightly outward, in line with your toes.',
  moderate: 'Knees are caving in: push them out over your toes.',
  severe: 'Knees are collapsing inward: lighten the load and drive your knees out.',
};

/** What the user reads for each lean category. */
export const FORWARD_LEAN_FEEDBACK: Readonly<Record<ForwardLeanCategory, string>> = {
  minimal: 'Torso nicely upright.',
  acceptable: 'Keep your chest up a little more.',
  excessive: 'Too much forward lean: chest up, sit back into your heels.',
  dangerous: 'Dangerous forward lean: reduce the weight and keep your chest up.',
};
