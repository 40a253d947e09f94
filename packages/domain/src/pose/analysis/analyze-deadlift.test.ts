import { describe, expect, it } from 'vitest';
import { buildSidePose } from '../test-support/build-pose';
import type { FramePoint } from '../geometry/measure-angles';
import { analyzeDeadlift, DEADLIFT_PRAISE, measureSpineRoundingDeg } from './analyze-deadlift';
import type { DeadliftAnalysis } from './analysis-types';
import { measureBarPath } from './measure-bar-path';

function analysisOf(outcome: ReturnType<typeof analyzeDeadlift>): DeadliftAnalysis {
  if (!outcome.isValid) throw new Error(outcome.message);
  return outcome.analysis;
}

// A vertical bar path of `count` points, the last one moved `offset` along x.
function barPath(count: number, offset = 0): FramePoint[] {
  return Array.from({ length: count }, (_, i) => ({
    x: i === count - 1 ? 0.5 + offset : 0.5,
    y: 0.8 - i * 0.01,
  }));
}

describe('measureSpineRoundingDeg', () => {
  it.each<[number, number]>([
    [0, 0],
    [15, 15],
    [35, 35],
    [-20, 0],
  ])('reads a head dropped %i° toward the chest as %i° of rounding', (headDropDeg, expected) => {
    const { keypoints } = buildSidePose({ kneeAngleDeg: 150, torsoLeanDeg: 45, headDropDeg });
    expect(measureSpineRoundingDeg(keypoints, 1)).toBeCloseTo(expected, 6);
  });
});

describe('analyzeDeadlift', () => {
  // Knee 160° flexes the knee 20°; the lean sets hip flexion to 10 + lean, so the ratio is (10 + lean) / 20.
  it.each<[number, string, number]>([
    [40, 'excellent', 10],
    [30, 'good', 9],
    [20, 'fair', 9],
    [15, 'poor', 8],
  ])(
    'a torso lean of %i° with the knee at 160° is a %s hinge scoring %i',
    (torsoLeanDeg, quality, score) => {
      const analysis = analysisOf(
        analyzeDeadlift(buildSidePose({ kneeAngleDeg: 160, torsoLeanDeg })),
      );
      expect(analysis.hipHinge.ratio).toBeCloseTo((10 + torsoLeanDeg) / 20, 6);
      expect(analysis.hipHinge.quality).toBe(quality);
      expect(analysis.overallScore).toBe(score);
    },
  );

  it('does not judge the hinge of an upright lifter', () => {
    const analysis = analysisOf(
      analyzeDeadlift(buildSidePose({ kneeAngleDeg: 175, torsoLeanDeg: 5 })),
    );
    expect(analysis.hipHinge).toMatchObject({ ratio: null, quality: 'upright' });
    expect(analysis.overallScore).toBe(10);
    expect(analysis.feedback).toEqual([DEADLIFT_PRAISE]);
  });

  it.each<[number, string, number]>([
    [5, 'none', 10],
    [10, 'mild', 9],
    [20, 'moderate', 7],
    [30, 'severe', 5],
  ])('a head drop of %i° is %s rounding scoring %i', (headDropDeg, severity, score) => {
    const frame = buildSidePose({ kneeAngleDeg: 160, torsoLeanDeg: 40, headDropDeg });
    const analysis = analysisOf(analyzeDeadlift(frame));
    expect(analysis.backRounding.severity).toBe(severity);
    expect(analysis.backRounding.isRounded).toBe(severity !== 'none');
    expect(analysis.overallScore).toBe(score);
  });

  it.each<[number, string, number]>([
    [0.03, 'optimal', 10],
    [0.05, 'acceptable', 10],
    [0.07, 'poor', 9],
    [0.09, 'excessive', 8],
  ])('a bar %f off its line is %s, scoring %i', (offset, category, score) => {
    // With one point moved by d among n, the widest distance from the mean is d (n-1)/n.
    const path = barPath(20, (offset * 20) / 19);
    const analysis = analysisOf(
      analyzeDeadlift(buildSidePose({ kneeAngleDeg: 175, torsoLeanDeg: 5 }), { barPath: path }),
    );
    expect(analysis.barPath.deviation).toBeCloseTo(offset, 9);
    expect(analysis.barPath.category).toBe(category);
    expect(analysis.barPath.isOptimal).toBe(category === 'optimal');
    expect(analysis.overallScore).toBe(score);
  });

  it('stacks the worst deductions down to 1', () => {
    const frame = buildSidePose({ kneeAngleDeg: 100, torsoLeanDeg: 10, headDropDeg: 40 });
    const analysis = analysisOf(analyzeDeadlift(frame, { barPath: barPath(20, 0.2) }));
    expect(analysis.overallScore).toBe(1);
    expect(analysis.feedback[0]).toBe(
      'Stop: your back is rounding badly. Lower the weight and reset with a neutral spine.',
    );
  });

  it('refuses a pose with too few keypoints', () => {
    const frame = buildSidePose();
    expect(analyzeDeadlift({ ...frame, keypoints: [] })).toMatchObject({
      isValid: false,
      message: 'Insufficient pose keypoints for deadlift analysis',
    });
  });
});

describe('measureBarPath', () => {
  it.each<[number, string]>([
    [9, 'insufficient_data'],
    [10, 'vertical'],
  ])('with %i points reads %s', (count, trajectory) => {
    expect(measureBarPath(barPath(count), 1, 1).trajectory).toBe(trajectory);
  });

  it.each<[1 | 0 | -1, number, string]>([
    [1, 0.1, 'forward'],
    [1, -0.1, 'backward'],
    [-1, 0.1, 'backward'],
    [-1, -0.1, 'forward'],
    [0, 0.1, 'sideways'],
  ])('facing %i with the bar moved %f drifts %s', (facing, offset, trajectory) => {
    expect(measureBarPath(barPath(12, offset), facing, 1).trajectory).toBe(trajectory);
  });

  it('measures deviation in frame heights', () => {
    expect(measureBarPath(barPath(10, 0.1), 1, 2).deviation).toBeCloseTo(0.18, 9);
  });
});
