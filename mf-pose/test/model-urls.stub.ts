import type { ModelUrls } from '../src/pipeline/pose-pipeline';

/** Stand-in for `virtual:pose-models` in component tests (no model is ever fetched there). */
export const modelUrls: ModelUrls = {
  detector: '/models/pose_detection.onnx',
  landmarks: {
    lite: '/models/pose_landmark_lite.onnx',
    full: '/models/pose_landmark_full.onnx',
    heavy: '/models/pose_landmark_heavy.onnx',
  },
};
