import { describe, expect, it } from 'vitest';
import { buildSidePose } from '../test-support/build-pose';
import { ANALYSED_LANDMARKS, validatePoseKeypoints } from './validate-pose-keypoints';

describe('validatePoseKeypoints', () => {
  const pose = buildSidePose().keypoints;

  it.each([
    ['squat', 'Insufficient pose keypoints for squat analysis'],
    ['deadlift', 'Insufficient pose keypoints for deadlift analysis'],
  ] as const)('refuses 32 keypoints for a %s with %j', (exercise, message) => {
    expect(validatePoseKeypoints(pose.slice(0, 32), exercise)).toEqual({
      isValid: false,
      reason: 'insufficient_keypoints',
      message,
    });
  });

  it('accepts 33 keypoints', () => {
    expect(validatePoseKeypoints(pose, 'squat').isValid).toBe(true);
  });

  it.each<[number, boolean]>([
    [0.49, false],
    [0.5, true],
    [0.51, true],
  ])('with an average score of %f over the analysed landmarks valid is %s', (score, isValid) => {
    const keypoints = pose.map((keypoint) => ({ ...keypoint, score }));
    const result = validatePoseKeypoints(keypoints, 'deadlift');
    expect(result.isValid).toBe(isValid);
    if (!result.isValid) expect(result.message).toBe('Low pose detection confidence');
  });

  it('averages only the landmarks the exercise reads (a hidden face does not matter)', () => {
    const analysed = new Set(ANALYSED_LANDMARKS.squat);
    const keypoints = pose.map((keypoint, index) => ({
      ...keypoint,
      score: analysed.has(index) ? 0.6 : 0,
    }));
    expect(validatePoseKeypoints(keypoints, 'squat')).toEqual({ isValid: true, confidence: 0.6 });
  });
});
