import { describe, expect, it } from 'vitest';
import { POSE_LANDMARK } from '../pose-types';
import { buildFrontPose, buildSidePose, withScore } from '../test-support/build-pose';
import { analyzeSquat, SQUAT_PRAISE } from './analyze-squat';
import type { SquatAnalysis } from './analysis-types';

function analysisOf(outcome: ReturnType<typeof analyzeSquat>): SquatAnalysis {
  if (!outcome.isValid) throw new Error(outcome.message);
  return outcome.analysis;
}

describe('analyzeSquat from the side', () => {
  it.each<[number, number, number, string]>([
    [75, 20, 10, 'excellent depth and an upright torso cost nothing'],
    [85, 20, 9, 'good depth costs 1'],
    [95, 20, 8, 'acceptable depth costs 2'],
    [120, 20, 6, 'insufficient depth costs 4'],
    [75, 40, 9, 'an acceptable lean costs 1'],
    [75, 55, 8, 'an excessive lean costs 2'],
    [75, 65, 6, 'a dangerous lean costs 4'],
    [120, 65, 2, 'the worst depth and lean together cost 8'],
  ])('knee %i° and lean %i° score %i because %s', (kneeAngleDeg, torsoLeanDeg, expected) => {
    const analysis = analysisOf(analyzeSquat(buildSidePose({ kneeAngleDeg, torsoLeanDeg })));
    expect(analysis.overallScore).toBe(expected);
  });

  it('reports the measured angles, categories and feedback', () => {
    const analysis = analysisOf(
      analyzeSquat({ ...buildSidePose({ kneeAngleDeg: 95, torsoLeanDeg: 50 }), timestampMs: 1234 }),
    );
    expect(analysis.depth.kneeAngle).toBeCloseTo(95, 6);
    expect(analysis.depth).toMatchObject({ depthCategory: 'acceptable', isProperDepth: true });
    expect(analysis.forwardLean.angle).toBeCloseTo(50, 6);
    expect(analysis.forwardLean).toMatchObject({ category: 'excessive', isExcessive: true });
    // From the side the knees overlap: valgus cannot be judged and costs nothing.
    expect(analysis.kneeValgus).toMatchObject({
      ratio: null,
      severity: 'none',
      isValgusPresent: false,
    });
    expect(analysis.feedback).toEqual([
      'Acceptable depth: sink a little lower to reach parallel.',
      'Too much forward lean: chest up, sit back into your heels.',
    ]);
    expect(analysis).toMatchObject({ overallScore: 6, label: 'Good', timestamp: 1234 });
    expect(analysis.confidence).toBeCloseTo(0.95, 9);
  });

  it('praises a frame that costs nothing', () => {
    expect(analysisOf(analyzeSquat(buildSidePose({ kneeAngleDeg: 70 }))).feedback).toEqual([
      SQUAT_PRAISE,
    ]);
  });

  it('judges depth on the knee angle it is given (the deepest of the rep)', () => {
    const analysis = analysisOf(
      analyzeSquat(buildSidePose({ kneeAngleDeg: 150 }), { depthKneeAngleDeg: 85 }),
    );
    expect(analysis.depth).toMatchObject({ kneeAngle: 85, depthCategory: 'good' });
  });

  it('judges lean from the seen side when one shoulder is hidden', () => {
    const frame = withScore(
      buildSidePose({ kneeAngleDeg: 75, torsoLeanDeg: 50 }),
      POSE_LANDMARK.rightShoulder,
      0.1,
    );
    expect(analysisOf(analyzeSquat(frame)).forwardLean.angle).toBeCloseTo(50, 6);
  });

  it('refuses a pose with too few keypoints', () => {
    const frame = buildSidePose();
    expect(analyzeSquat({ ...frame, keypoints: frame.keypoints.slice(0, 20) })).toMatchObject({
      isValid: false,
      message: 'Insufficient pose keypoints for squat analysis',
    });
  });
});

describe('analyzeSquat from the front (knee valgus)', () => {
  // Depth is given as excellent so only valgus (and lean) move the score.
  it.each<[number, string, number]>([
    [1, 'none', 10],
    [0.9, 'none', 10],
    [0.85, 'mild', 9],
    [0.8, 'mild', 9],
    [0.75, 'moderate', 8],
    [0.7, 'moderate', 8],
    [0.6, 'severe', 7],
  ])('knees at %f of the ankle width are %s valgus, scoring %i', (ratio, severity, expected) => {
    const frame = buildFrontPose({ ankleHalfWidth: 0.1, kneeHalfWidth: 0.1 * ratio });
    const analysis = analysisOf(analyzeSquat(frame, { depthKneeAngleDeg: 70 }));
    expect(analysis.kneeValgus.ratio).toBeCloseTo(ratio, 6);
    expect(analysis.kneeValgus.severity).toBe(severity);
    expect(analysis.overallScore).toBe(expected);
  });

  it('never scores below 1', () => {
    const frame = buildFrontPose({ ankleHalfWidth: 0.1, kneeHalfWidth: 0.05, torsoTiltDeg: 70 });
    const analysis = analysisOf(analyzeSquat(frame, { depthKneeAngleDeg: 150 }));
    expect(analysis.overallScore).toBe(1);
    expect(analysis.label).toBe('Needs Work');
    expect(analysis.feedback[0]).toBe('Squat deeper: aim for thighs parallel to the floor.');
  });
});
