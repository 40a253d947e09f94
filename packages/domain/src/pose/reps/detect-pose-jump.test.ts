import { describe, expect, it } from 'vitest';
import { buildSidePose } from '../test-support/build-pose';
import { isPoseJump, placeBody, type BodyPlacement } from './detect-pose-jump';

const at = (x: number, y: number, size: number, timestampMs = 0): BodyPlacement => ({
  x,
  y,
  size,
  timestampMs,
});

describe('isPoseJump', () => {
  it.each<[string, BodyPlacement | null, BodyPlacement | null, boolean]>([
    ['the same place a frame later', at(0.5, 0.5, 0.3), at(0.51, 0.5, 0.3, 33), false],
    ['hips moving just under 0.6 body sizes', at(0.5, 0.5, 0.3), at(0.679, 0.5, 0.3, 33), false],
    ['hips jumping more than 0.6 body sizes', at(0.5, 0.5, 0.3), at(0.69, 0.5, 0.3, 33), true],
    ['the body 1.39× bigger', at(0.5, 0.5, 0.3), at(0.5, 0.5, 0.417, 33), false],
    [
      'the body 1.4× bigger (a cut to a closer camera)',
      at(0.5, 0.5, 0.3),
      at(0.5, 0.5, 0.42, 33),
      true,
    ],
    ['the body 1.4× smaller', at(0.5, 0.5, 0.42), at(0.5, 0.5, 0.3, 33), true],
    [
      'a jump after a second without pose (lost)',
      at(0.5, 0.5, 0.3),
      at(0.9, 0.5, 0.3, 1000),
      false,
    ],
    ['no previous placement', null, at(0.5, 0.5, 0.3), false],
    ['no hips now', at(0.5, 0.5, 0.3), null, false],
  ])('%s', (_, previous, next, expected) => {
    expect(isPoseJump(previous, next)).toBe(expected);
  });
});

describe('placeBody', () => {
  it('places the hip centre and takes the longest of torso, thigh and shin as the size', () => {
    const placement = placeBody(buildSidePose({ kneeAngleDeg: 175, timestampMs: 40 }));
    expect(placement?.timestampMs).toBe(40);
    expect(placement?.size).toBeCloseTo(0.3, 5);
  });

  it('is null when the hips are not seen', () => {
    expect(placeBody(buildSidePose({ score: 0.2 }))).toBeNull();
  });
});
