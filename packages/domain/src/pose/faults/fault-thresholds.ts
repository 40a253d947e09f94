// Thresholds of the per-rep form faults (issue #16). The squat ones are spec 03 §9's; the two
// deadlift measures are new (the spec's back-rounding angle and hinge ratio are per frame) and
// were set on labelled footage of correct and faulty lifts: see docs/architecture-details.md, "Form faults per rep".

/** Squat depth angle (90 + thigh elevation): above 100 insufficient (spec), above 120 a quarter squat. */
export const SHALLOW_DEPTH_DEG = { moderate: 100, severe: 120 } as const;
/** Knee width over ankle width (spec): below 0.9 mild, 0.8 moderate, 0.7 severe. */
export const KNEE_VALGUS_FAULT_RATIO = { mild: 0.9, moderate: 0.8, severe: 0.7 } as const;
/** Torso lean from vertical at the bottom (spec): above 45 excessive, above 60 dangerous. */
export const FORWARD_LEAN_FAULT_DEG = { moderate: 45, severe: 60 } as const;
/**
 * Rounded back: how much shorter the hip-to-shoulder distance is at the bottom of the pull than
 * in the lifter's first lockout (a curved spine brings its ends closer). Flat backs measured
 * 8-14 % (the shoulder landmarks move as the arms hang), hunched ones 16-21 %.
 */
export const ROUNDED_BACK_SHORTENING = { moderate: 0.15, severe: 0.2 } as const;
/**
 * Hips rising early: hip rise over shoulder rise from the bar leaving the floor until the hips
 * have done `atHipRiseFraction` of their climb (1 = both rise together, as when the back angle
 * holds; correct pulls measured 0.4-0.9, hips-first ones 1.6-3.7). Read with the spec's
 * hip-hinge ratio values: from 1.5 (poor) moderate, from 2.5 severe.
 */
export const HIPS_RISE_EARLY_RATIO = {
  moderate: 1.5,
  severe: 2.5,
  atHipRiseFraction: 0.4,
} as const;
/**
 * Hips rising early seen from the side (the legs straighten first, the chest comes up only
 * afterwards, though hips and shoulders may climb alike in the image): the share of the torso's
 * rise (lean from vertical, lift-off to the top of the pull) done by the time the hips have done
 * `atHipRiseFraction` of their climb. Correct pulls measured 45-74 %, a legs-first pull 9 % (the
 * knees straightened 50° with the back near horizontal). Below 25 % moderate; not judged when the
 * torso rises less than `minTorsoRiseDeg` in all (a lifter filmed from the front).
 */
export const TORSO_LAG = {
  moderatePercent: 25,
  atHipRiseFraction: 0.75,
  minTorsoRiseDeg: 15,
} as const;
/** The bar is off the floor once this share of its travel above its lowest point. */
export const BAR_OFF_FLOOR_SHARE = 0.05;
/** Hip climbs smaller than this (frame heights) are not judged for hips rising early. */
export const MIN_HIP_CLIMB = 0.01;
/** Samples within this many degrees of a squat's deepest depth angle make its bottom. */
export const SQUAT_BOTTOM_BAND_DEG = 20;
/** Samples with the bar in the lowest this share of its travel make a deadlift's bottom. */
export const DEADLIFT_BOTTOM_SHARE = 0.25;
/** A rep with a moderate or severe fault scores at most this (issue #16). */
export const FAULTY_REP_MAX_SCORE = 7;
