import { MIN_AVERAGE_CONFIDENCE, MIN_POSE_KEYPOINTS } from '../pose-constants';
import { POSE_LANDMARK, type PoseKeypoint, type TrackedExercise } from '../pose-types';
import { averageKeypointScore } from '../geometry/read-keypoints';

/** Messages of spec 03 §5 for poses the analysers refuse. */
export const POSE_VALIDATION_MESSAGES = {
  squat: 'Insufficient pose keypoints for squat analysis',
  deadlift: 'Insufficient pose keypoints for deadlift analysis',
  lowConfidence: 'Low pose detection confidence',
} as const;

const L = POSE_LANDMARK;
const LOWER_BODY = [L.leftShoulder, L.rightShoulder, L.leftHip, L.rightHip, L.leftKnee];
/** The landmarks whose average score decides whether an exercise's pose is trusted. */
export const ANALYSED_LANDMARKS: Readonly<Record<TrackedExercise, readonly number[]>> = {
  squat: [...LOWER_BODY, L.rightKnee, L.leftAnkle, L.rightAnkle],
  deadlift: [...LOWER_BODY, L.rightKnee, L.leftAnkle, L.rightAnkle, L.leftWrist, L.rightWrist],
};

/** Outcome of checking a pose before analysis. */
export type PoseValidation =
  | { isValid: true; confidence: number }
  | { isValid: false; reason: 'insufficient_keypoints' | 'low_confidence'; message: string };

/**
 * Checks spec 03 §5: at least 33 keypoints, and an average score of at least 0.5 over the
 * landmarks the exercise's analyser reads (shoulders, hips, knees, ankles; wrists for deadlifts).
 */
export function validatePoseKeypoints(
  keypoints: readonly PoseKeypoint[],
  exercise: TrackedExercise,
): PoseValidation {
  if (keypoints.length < MIN_POSE_KEYPOINTS) {
    return {
      isValid: false,
      reason: 'insufficient_keypoints',
      message: POSE_VALIDATION_MESSAGES[exercise],
    };
  }
  const confidence = averageKeypointScore(keypoints, ANALYSED_LANDMARKS[exercise]);
  if (confidence < MIN_AVERAGE_CONFIDENCE) {
    return {
      isValid: false,
      reason: 'low_confidence',
      message: POSE_VALIDATION_MESSAGES.lowConfidence,
    };
  }
  return { isValid: true, confidence };
}
