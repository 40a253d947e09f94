import { BACK_ROUNDING_DEG, BAR_PATH_DEVIATION, HIP_HINGE_RATIO } from '../pose-constants';

/** Back rounding severity. */
export type BackRoundingSeverity = 'none' | 'mild' | 'moderate' | 'severe';
/** Bar path deviation category. */
export type BarPathCategory = 'optimal' | 'acceptable' | 'poor' | 'excessive';
/** Which way the bar drifted from vertical ('sideways' from the front). */
export type BarTrajectory = 'vertical' | 'forward' | 'backward' | 'sideways' | 'insufficient_data';
/** Hip hinge quality; 'upright' when the hips are not hinged at all. */
export type HipHingeQuality = 'excellent' | 'good' | 'fair' | 'poor' | 'upright';

/** Rounding by spine angle: from 30° severe, 20° moderate, 10° mild, below none. */
export function classifyBackRounding(spineAngleDeg: number): BackRoundingSeverity {
  if (spineAngleDeg >= BACK_ROUNDING_DEG.severe) return 'severe';
  if (spineAngleDeg >= BACK_ROUNDING_DEG.moderate) return 'moderate';
  if (spineAngleDeg >= BACK_ROUNDING_DEG.mild) return 'mild';
  return 'none';
}

/** Bar deviation (frame heights): ≤ 0.03 optimal, ≤ 0.05 acceptable, ≤ 0.08 poor, above excessive. */
export function classifyBarPath(deviation: number): BarPathCategory {
  if (deviation <= BAR_PATH_DEVIATION.optimal) return 'optimal';
  if (deviation <= BAR_PATH_DEVIATION.acceptable) return 'acceptable';
  if (deviation <= BAR_PATH_DEVIATION.poor) return 'poor';
  return 'excessive';
}

/** Hinge by hip-to-knee flexion ratio: ≥ 2.5 excellent, ≥ 2 good, ≥ 1.5 fair, below poor. */
export function classifyHipHinge(ratio: number): HipHingeQuality {
  if (ratio >= HIP_HINGE_RATIO.excellent) return 'excellent';
  if (ratio >= HIP_HINGE_RATIO.good) return 'good';
  if (ratio >= HIP_HINGE_RATIO.poor) return 'fair';
  return 'poor';
}

/** What the user reads for each rounding severity. */
export const BACK_ROUNDING_CORRECTIONS: Readonly<Record<BackRoundingSeverity, string>> = {
  none: 'Neutral spine: well braced.',
  mild: 'Slight rounding: brace your core and pull your shoulders back.',
  moderate: 'Your back is rounding: chest up, lats tight, hips back.',
  severe: 'Stop: your back is rounding badly. Lower the weight and reset with a neutral spine.',
};

/** What the user reads for each bar path category. */
export const BAR_PATH_GUIDANCE: Readonly<Record<BarPathCategory, string>> = {
  optimal: 'Bar path is straight: keep it over mid-foot.',
  acceptable: 'Bar path is fine: keep the bar brushing your legs.',
  poor: 'The bar drifts away: keep it close to your legs.',
  excessive: 'The bar swings far from your body: pull it in tight over mid-foot.',
};

/** What the user reads for each hinge quality. */
export const HIP_HINGE_FEEDBACK: Readonly<Record<HipHingeQuality, string>> = {
  excellent: 'Excellent hip hinge.',
  good: 'Good hinge: push your hips back a little more.',
  fair: 'Hinge more at the hips and bend the knees less.',
  poor: 'You are squatting the weight: push your hips back and keep the shins vertical.',
  upright: 'Standing tall.',
};
