import { z } from 'zod';
import { MIN_POSE_KEYPOINTS } from '@repwise/domain/pose';

/**
 * One BlazePose landmark: x and y normalised to the frame (0..1 of width and height, y down; a
 * landmark may sit slightly outside the frame), z relative depth, score the visibility 0..1.
 */
export const poseKeypointSchema = z.object({
  x: z.number().min(-1).max(2),
  y: z.number().min(-1).max(2),
  z: z.number().optional(),
  score: z.number().min(0).max(1),
});

/** A pose landmark. */
export type PoseKeypointDto = z.infer<typeof poseKeypointSchema>;

/** A BlazePose world landmark in metres from the hip centre (x right, y down). */
export const worldPointSchema = z.object({
  x: z.number().min(-10).max(10),
  y: z.number().min(-10).max(10),
  z: z.number().min(-10).max(10),
});

/**
 * A frame fed to the analysers: 33 landmarks in BlazePose order, optionally the world landmarks
 * (3-D angles), its time and aspect ratio (width / height).
 */
export const poseFrameSchema = z.object({
  keypoints: z.array(poseKeypointSchema).min(MIN_POSE_KEYPOINTS).max(39),
  worldKeypoints: z.array(worldPointSchema).min(MIN_POSE_KEYPOINTS).max(39).optional(),
  timestampMs: z.number().min(0),
  aspectRatio: z.number().positive().max(10),
});

/** A frame of landmarks. */
export type PoseFrameDto = z.infer<typeof poseFrameSchema>;

/** The 17 named keypoints of spec 03 §3 "Pose". */
export const namedPoseKeypointNames = [
  'nose',
  'left_eye',
  'right_eye',
  'left_ear',
  'right_ear',
  'left_shoulder',
  'right_shoulder',
  'left_elbow',
  'right_elbow',
  'left_wrist',
  'right_wrist',
  'left_hip',
  'right_hip',
  'left_knee',
  'right_knee',
  'left_ankle',
  'right_ankle',
] as const;

/** A named keypoint of a pose. */
export const namedPoseKeypointSchema = poseKeypointSchema.extend({
  name: z.enum(namedPoseKeypointNames),
  z: z.number(),
});

/** A pose (spec 03 §3): the 17 named keypoints, the pose score 0..1 and its time in ms. */
export const poseSchema = z.object({
  keypoints: z.array(namedPoseKeypointSchema).length(namedPoseKeypointNames.length),
  score: z.number().min(0).max(1),
  timestamp: z.number().min(0),
});

/** A pose with named keypoints. */
export type Pose = z.infer<typeof poseSchema>;
