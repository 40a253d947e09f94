import { describe, expect, it } from 'vitest';
import {
  classifyForwardLean,
  classifyKneeValgus,
  classifySquatDepth,
  type ForwardLeanCategory,
  type KneeValgusSeverity,
  type SquatDepthCategory,
} from './classify-squat-form';
import {
  classifyBackRounding,
  classifyBarPath,
  classifyHipHinge,
  type BackRoundingSeverity,
  type BarPathCategory,
  type HipHingeQuality,
} from './classify-deadlift-form';
import { labelFormScore, scoreFromDeductions } from './score-form';
import type { FormLabel } from '../pose-types';

describe('squat thresholds', () => {
  it.each<[number, SquatDepthCategory]>([
    [60, 'excellent'],
    [80, 'excellent'],
    [80.01, 'good'],
    [90, 'good'],
    [90.01, 'acceptable'],
    [100, 'acceptable'],
    [100.01, 'insufficient'],
    [170, 'insufficient'],
  ])('a knee angle of %f° is %s depth', (angle, expected) => {
    expect(classifySquatDepth(angle)).toBe(expected);
  });

  it.each<[number, KneeValgusSeverity]>([
    [1.2, 'none'],
    [0.9, 'none'],
    [0.899, 'mild'],
    [0.8, 'mild'],
    [0.799, 'moderate'],
    [0.7, 'moderate'],
    [0.699, 'severe'],
  ])('a knee/ankle width ratio of %f is %s valgus', (ratio, expected) => {
    expect(classifyKneeValgus(ratio)).toBe(expected);
  });

  it.each<[number, ForwardLeanCategory]>([
    [0, 'minimal'],
    [30, 'minimal'],
    [30.01, 'acceptable'],
    [45, 'acceptable'],
    [45.01, 'excessive'],
    [60, 'excessive'],
    [60.01, 'dangerous'],
  ])('a torso lean of %f° is %s', (lean, expected) => {
    expect(classifyForwardLean(lean)).toBe(expected);
  });
});

describe('deadlift thresholds', () => {
  it.each<[number, BackRoundingSeverity]>([
    [0, 'none'],
    [9.99, 'none'],
    [10, 'mild'],
    [19.99, 'mild'],
    [20, 'moderate'],
    [29.99, 'moderate'],
    [30, 'severe'],
  ])('a spine angle of %f° is %s rounding', (angle, expected) => {
    expect(classifyBackRounding(angle)).toBe(expected);
  });

  it.each<[number, BarPathCategory]>([
    [0, 'optimal'],
    [0.03, 'optimal'],
    [0.0301, 'acceptable'],
    [0.05, 'acceptable'],
    [0.0501, 'poor'],
    [0.08, 'poor'],
    [0.0801, 'excessive'],
  ])('a bar deviation of %f is %s', (deviation, expected) => {
    expect(classifyBarPath(deviation)).toBe(expected);
  });

  it.each<[number, HipHingeQuality]>([
    [4, 'excellent'],
    [2.5, 'excellent'],
    [2.49, 'good'],
    [2, 'good'],
    [1.99, 'fair'],
    [1.5, 'fair'],
    [1.49, 'poor'],
  ])('a hinge ratio of %f is %s', (ratio, expected) => {
    expect(classifyHipHinge(ratio)).toBe(expected);
  });
});

describe('form scores and labels', () => {
  it.each<[number, number]>([
    [0, 10],
    [1, 9],
    [4, 6],
    [9, 1],
    [11, 1],
  ])('%i points of deductions leave %i', (deductions, expected) => {
    expect(scoreFromDeductions(deductions)).toBe(expected);
  });

  it.each<[number, FormLabel]>([
    [10, 'Excellent'],
    [8, 'Excellent'],
    [7.9, 'Good'],
    [6, 'Good'],
    [5.9, 'Fair'],
    [4, 'Fair'],
    [3.9, 'Needs Work'],
    [1, 'Needs Work'],
  ])('a score of %f reads %s', (score, expected) => {
    expect(labelFormScore(score)).toBe(expected);
  });
});
