import { describe, expect, it } from 'vitest';
import { POSE_LANDMARK } from '../pose-types';
import {
  buildFrontPose,
  buildFrontSquat,
  buildSidePose,
  withScore,
} from '../test-support/build-pose';
import {
  findFacingDirection,
  measureHipAngleDeg,
  measureKneeAngleDeg,
  measureKneeValgusRatio,
  measureTorsoLeanDeg,
} from './measure-body';
import { chooseVisibleSide } from './read-keypoints';

const L = POSE_LANDMARK;

describe('measureKneeAngleDeg', () => {
  it.each([60, 100, 175])('reads a %i° knee from the side', (kneeAngleDeg) => {
    expect(measureKneeAngleDeg(buildSidePose({ kneeAngleDeg }).keypoints, 1)).toBeCloseTo(
      kneeAngleDeg,
      6,
    );
  });

  it('averages both legs when both are seen, else uses the better seen one', () => {
    const bent = buildSidePose({ kneeAngleDeg: 90 }).keypoints;
    const straight = buildSidePose({ kneeAngleDeg: 170 }).keypoints;
    const mixed = bent.map((k, i) =>
      ([L.rightHip, L.rightKnee, L.rightAnkle] as number[]).includes(i) ? (straight[i] ?? k) : k,
    );
    expect(measureKneeAngleDeg(mixed, 1)).toBeCloseTo(130, 6);
    const rightHidden = mixed.map((k, i) => (i === L.rightKnee ? { ...k, score: 0.4 } : k));
    expect(measureKneeAngleDeg(rightHidden, 1)).toBeCloseTo(90, 6);
  });

  it.each<[number, boolean]>([
    [0.3, false],
    [0.31, true],
  ])('with every leg point at score %f measures: %s', (score, measured) => {
    const keypoints = buildSidePose({ kneeAngleDeg: 90, score }).keypoints;
    expect(measureKneeAngleDeg(keypoints, 1) !== null).toBe(measured);
  });

  it('answers null without keypoints', () => {
    expect(measureKneeAngleDeg([], 1)).toBeNull();
  });

  it.each<[number, boolean]>([
    [0.49, false],
    [0.5, true],
  ])('with a minimum score of 0.5, a leg seen at %f measures: %s', (score, measured) => {
    const keypoints = buildSidePose({ kneeAngleDeg: 90, score }).keypoints;
    expect(measureKneeAngleDeg(keypoints, 1, undefined, 0.5) !== null).toBe(measured);
  });
});

describe('3-D angles from world landmarks', () => {
  it.each([70, 100, 170])('reads a %i° knee seen from the front', (kneeAngleDeg) => {
    const { keypoints, worldKeypoints } = buildFrontSquat(kneeAngleDeg);
    expect(measureKneeAngleDeg(keypoints, 1, worldKeypoints)).toBeCloseTo(kneeAngleDeg, 6);
    expect(measureKneeAngleDeg(keypoints, 1)).toBeCloseTo(180, 6);
  });

  it.each<[string, number, number, number]>([
    ['a side view whose world landmarks straighten the bottom', 53, 110, 53],
    ['a front view whose image hides the bend', 180, 70, 70],
    ['a standing leg, both readings close', 176, 168, 168],
  ])(
    'reads the knee as the more bent of image and world: %s',
    (_, imageDeg, worldDeg, expected) => {
      const { keypoints } = buildSidePose({ kneeAngleDeg: imageDeg });
      const worldKeypoints = buildSidePose({ kneeAngleDeg: worldDeg }).keypoints.map(
        ({ x, y }) => ({
          x,
          y,
          z: 0,
        }),
      );
      expect(measureKneeAngleDeg(keypoints, 1, worldKeypoints)).toBeCloseTo(expected, 6);
    },
  );

  it('keeps the hip angle in 3-D (the rule is for knees)', () => {
    const { keypoints } = buildSidePose({ kneeAngleDeg: 100, torsoLeanDeg: 40 });
    const worldKeypoints = buildSidePose({ kneeAngleDeg: 100, torsoLeanDeg: 10 }).keypoints.map(
      ({ x, y }) => ({ x, y, z: 0 }),
    );
    expect(measureHipAngleDeg(keypoints, 1, worldKeypoints)).toBeCloseTo(
      measureHipAngleDeg(
        worldKeypoints.map((p) => ({ ...p, score: 0.95 })),
        1,
      ) ?? NaN,
      6,
    );
  });

  it('reads an upright torso in 3-D', () => {
    const { keypoints, worldKeypoints } = buildFrontSquat(90);
    expect(measureTorsoLeanDeg(keypoints, 1, worldKeypoints)).toBeCloseTo(0, 6);
  });
});

describe('measureHipAngleDeg and measureTorsoLeanDeg', () => {
  it('reads the hip angle and lean of a side pose', () => {
    const keypoints = buildSidePose({ kneeAngleDeg: 140, torsoLeanDeg: 30 }).keypoints;
    // Hip flexion = half the knee flexion (20°) + lean (30°).
    expect(measureHipAngleDeg(keypoints, 1)).toBeCloseTo(130, 6);
    expect(measureTorsoLeanDeg(keypoints, 1)).toBeCloseTo(30, 6);
  });

  it('answers null for lean when no shoulder is seen', () => {
    let frame = withScore(buildSidePose(), L.leftShoulder, 0.2);
    frame = withScore(frame, L.rightShoulder, 0.2);
    expect(measureTorsoLeanDeg(frame.keypoints, 1)).toBeNull();
  });
});

describe('measureKneeValgusRatio', () => {
  it('reads knee over ankle width from the front', () => {
    expect(
      measureKneeValgusRatio(
        buildFrontPose({ kneeHalfWidth: 0.08, ankleHalfWidth: 0.1 }).keypoints,
        1,
      ),
    ).toBeCloseTo(0.8, 9);
  });

  it('answers null from the side, with overlapping ankles, or unseen knees', () => {
    expect(measureKneeValgusRatio(buildSidePose().keypoints, 1)).toBeNull();
    expect(
      measureKneeValgusRatio(buildFrontPose({ ankleHalfWidth: 0.004 }).keypoints, 1),
    ).toBeNull();
    expect(
      measureKneeValgusRatio(withScore(buildFrontPose(), L.leftKnee, 0.49).keypoints, 1),
    ).toBeNull();
  });
});

describe('findFacingDirection and chooseVisibleSide', () => {
  it('reads the facing from the foot, then the head', () => {
    const keypoints = buildSidePose().keypoints;
    expect(findFacingDirection(keypoints)).toBe(1);
    const mirrored = keypoints.map((k) => ({ ...k, x: 1 - k.x }));
    expect(findFacingDirection(mirrored)).toBe(-1);
    const noFeet = [L.leftHeel, L.rightHeel].reduce(
      (frame, i) => withScore(frame, i, 0),
      buildSidePose(),
    );
    expect(findFacingDirection(noFeet.keypoints)).toBe(1);
    expect(findFacingDirection(buildFrontPose().keypoints)).toBe(0);
  });

  it('prefers the side whose weakest leg point scores higher, left on a tie', () => {
    expect(chooseVisibleSide(buildSidePose().keypoints)).toBe('left');
    expect(chooseVisibleSide(withScore(buildSidePose(), L.leftAnkle, 0.4).keypoints)).toBe('right');
  });
});
