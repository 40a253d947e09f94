import { describe, expect, it } from 'vitest';
import { buildFrontSquat, buildSidePose } from '../test-support/build-pose';
import { isSideView, measureSquatDepthAngleDeg, sampleRepPosture } from './sample-rep-posture';

describe('measureSquatDepthAngleDeg', () => {
  // buildSidePose leans the shins forward as much as the thighs lean back, so a 90° knee has
  // thighs 45° above horizontal: well above parallel, which the knee angle alone does not show.
  it.each<[number, number]>([
    [175, 177.5],
    [120, 150],
    [90, 135],
    [60, 120],
  ])('from the side, a knee at %i° with leaning shins is a depth of %f°', (knee, depth) => {
    expect(measureSquatDepthAngleDeg(buildSidePose({ kneeAngleDeg: knee }))).toBeCloseTo(depth, 5);
  });

  it('reads a front view from the world landmarks (the image shows straight legs)', () => {
    expect(measureSquatDepthAngleDeg(buildFrontSquat(90))).toBeCloseTo(135, 5);
  });

  it('is null without hips and knees seen', () => {
    expect(measureSquatDepthAngleDeg(buildSidePose({ score: 0.2 }))).toBeNull();
  });
});

describe('isSideView', () => {
  it('tells a side view (hips overlapping) from a front view', () => {
    const side = buildSidePose();
    const front = buildFrontSquat(170);
    expect(isSideView(side.keypoints, side.aspectRatio)).toBe(true);
    expect(isSideView(front.keypoints, front.aspectRatio)).toBe(false);
  });
});

describe('sampleRepPosture', () => {
  it('measures the hips, shoulders, bar and torso of a frame', () => {
    const sample = sampleRepPosture(buildSidePose({ timestampMs: 40, wristY: 0.7 }));
    expect(sample).toMatchObject({
      timestampMs: 40,
      barY: 0.7,
      isSideView: true,
      isTorsoLengthWorld: false,
    });
    expect(sample.torsoLength).toBeCloseTo(0.3, 5);
    expect(sample.hipY).toBeLessThan(sample.barY ?? 0);
  });

  it('measures the torso lean in the image, as a side view shows a deep hinge', () => {
    const hinge = sampleRepPosture(buildSidePose({ torsoLeanDeg: 55 }));
    expect(hinge.imageLeanDeg).toBeCloseTo(55, 5);
    expect(sampleRepPosture(buildSidePose({ score: 0.2 })).imageLeanDeg).toBeNull();
  });
});
