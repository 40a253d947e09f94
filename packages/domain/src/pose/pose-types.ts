/**
 * One landmark of a pose: `x` and `y` normalised to the frame (0..1 of its width and height, y
 * down, as BlazePose decodes them), `z` relative depth (optional, unused by the 2-D analysers),
 * `score` the landmark's confidence 0..1 (BlazePose's sigmoid visibility).
 */
export interface PoseKeypoint {
  x: number;
  y: number;
  z?: number;
  score: number;
}

/**
 * A BlazePose world landmark: metres from the hip centre, x right, y down, z toward the camera
 * being negative. Joint angles measured on these do not depend on where the camera stands.
 */
export interface WorldPoint {
  x: number;
  y: number;
  z: number;
}

/** A frame of landmarks fed to the analysers: at least 33 in BlazePose order. */
export interface PoseFrame {
  keypoints: readonly PoseKeypoint[];
  /**
   * The model's world landmarks in the same order, when the pipeline has them: joint angles and
   * torso lean are then measured in 3-D (a front-view squat bends the knee toward the camera,
   * which 2-D angles barely see); visibility still comes from `keypoints`.
   */
  worldKeypoints?: readonly WorldPoint[];
  /** Capture time in milliseconds (video time or performance.now()); must not go backwards. */
  timestampMs: number;
  /** Frame width over height (640x480 → 4/3), so angles are measured in square pixels. */
  aspectRatio: number;
}

/** The exercises the camera tracks. */
export type TrackedExercise = 'squat' | 'deadlift';

/** BlazePose landmark indices used by the analysers (spec 03 §3). */
export const POSE_LANDMARK = {
  nose: 0,
  leftEar: 7,
  rightEar: 8,
  leftShoulder: 11,
  rightShoulder: 12,
  leftElbow: 13,
  rightElbow: 14,
  leftWrist: 15,
  rightWrist: 16,
  leftHip: 23,
  rightHip: 24,
  leftKnee: 25,
  rightKnee: 26,
  leftAnkle: 27,
  rightAnkle: 28,
  leftHeel: 29,
  rightHeel: 30,
  leftFootIndex: 31,
  rightFootIndex: 32,
} as const;

/** The 17 named keypoints of spec 03 §3 "Pose", by BlazePose index. */
export const NAMED_POSE_KEYPOINTS = {
  nose: 0,
  left_eye: 2,
  right_eye: 5,
  left_ear: 7,
  right_ear: 8,
  left_shoulder: 11,
  right_shoulder: 12,
  left_elbow: 13,
  right_elbow: 14,
  left_wrist: 15,
  right_wrist: 16,
  left_hip: 23,
  right_hip: 24,
  left_knee: 25,
  right_knee: 26,
  left_ankle: 27,
  right_ankle: 28,
} as const;

/** A body side. */
export type BodySide = 'left' | 'right';

/** Form score labels of spec 03 §9 Scoring. */
export type FormLabel = 'Excellent' | 'Good' | 'Fair' | 'Needs Work';

/** Severities shared by risk factors, coach messages and modifications. */
export type Severity = 'low' | 'moderate' | 'high' | 'critical';

/** Priorities of coach messages and plan modifications. */
export type Priority = 'low' | 'medium' | 'high' | 'critical';

/** Direction of a trend (spec 03 §4 Risk). */
export type TrendDirection = 'improving' | 'declining' | 'stable';
