/** The form faults judged per rep (issue #16): their names as the labels and the API spell them. */
export const FORM_FAULT_NAMES = [
  'shallow-depth',
  'knee-valgus',
  'forward-lean',
  'rounded-back',
  'hips-rise-early',
] as const;

/** A form fault of one rep. */
export type FormFaultName = (typeof FORM_FAULT_NAMES)[number];

/** How bad a fault was at its worst frame. */
export type FaultSeverity = 'mild' | 'moderate' | 'severe';

/** The unit of a fault's measure. */
export type FaultMeasureUnit = 'deg' | 'ratio' | 'percent';

/** One fault of one rep: where it was worst and the measure behind it. */
export interface RepFault {
  fault: FormFaultName;
  severity: FaultSeverity;
  /** Frame time (ms) of the rep's worst frame for this fault. */
  atMs: number;
  /** The measure at that frame, in `unit` (see each finder for its meaning). */
  measure: number;
  unit: FaultMeasureUnit;
}

/** What one frame of a rep contributes to the rep's fault judgement (normalised image units). */
export interface RepPostureSample {
  timestampMs: number;
  /**
   * Squat depth as a knee angle with the shin taken as vertical: 90 + the thigh's elevation above
   * horizontal (deg); 90 = thighs parallel. Null when the legs are not seen.
   */
  depthAngleDeg: number | null;
  /** Torso lean from vertical (deg), null when not seen. */
  leanDeg: number | null;
  /**
   * Torso lean from vertical in the image (deg), the better seen side's hip to shoulder: true to
   * the body only from the side, where BlazePose's world landmarks flatten a deep hinge (a 55°
   * deadlift setup reads 15-20° there). Null when not seen.
   */
  imageLeanDeg: number | null;
  /** Knee width over ankle width (front view only), null otherwise. */
  valgusRatio: number | null;
  /** Image y (0 top, 1 bottom) of the hip centre and the shoulder centre; null when not seen. */
  hipY: number | null;
  shoulderY: number | null;
  /** Hip-to-shoulder distance of the better seen side: metres (world) or frame heights. */
  torsoLength: number | null;
  /** Whether `torsoLength` came from world landmarks (metres) or the image. */
  isTorsoLengthWorld: boolean;
  /** Image y of the bar (wrist centre), null when not seen. */
  barY: number | null;
  /** Whether the camera sees the body from the side (the hips overlap in the image). */
  isSideView: boolean;
}
