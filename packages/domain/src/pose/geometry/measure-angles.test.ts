import { describe, expect, it } from 'vitest';
import {
  findMidpoint,
  measureAngleDeg,
  measureDistance,
  measureHorizontalDistance,
  measureLeanFromVerticalDeg,
} from './measure-angles';

describe('measureAngleDeg', () => {
  it.each<[string, [number, number], [number, number], [number, number], number]>([
    ['a straight line', [0, 0], [0.5, 0.5], [1, 1], 180],
    ['a right angle', [0, 0.5], [0.5, 0.5], [0.5, 0], 90],
    ['a folded joint', [1, 0.5], [0.5, 0.5], [1, 0.5], 0],
    ['45 degrees', [1, 0.5], [0.5, 0.5], [1, 0], 45],
  ])('measures %s', (_, a, vertex, c, expected) => {
    const angle = measureAngleDeg(
      { x: a[0], y: a[1] },
      { x: vertex[0], y: vertex[1] },
      { x: c[0], y: c[1] },
    );
    expect(angle).toBeCloseTo(expected, 4);
  });

  it('answers null when a ray has zero length', () => {
    expect(measureAngleDeg({ x: 0.5, y: 0.5 }, { x: 0.5, y: 0.5 }, { x: 1, y: 1 })).toBeNull();
  });

  it('measures in square pixels using the aspect ratio', () => {
    // On a 2:1 frame, 0.25 of the width is as long as 0.5 of the height: 45°, not 63.4°.
    const angle = measureAngleDeg({ x: 0.75, y: 0.5 }, { x: 0.5, y: 0.5 }, { x: 0.75, y: 0 }, 2);
    expect(angle).toBeCloseTo(45, 6);
  });
});

describe('measureLeanFromVerticalDeg', () => {
  it.each<[string, [number, number], number]>([
    ['upright', [0.5, 0.2], 0],
    ['leaning right by 45°', [0.8, 0.2], 45],
    ['leaning left by 45°', [0.2, 0.2], 45],
    ['horizontal', [0.9, 0.5], 90],
    ['upside down', [0.5, 0.9], 180],
  ])('reads %s', (_, upper, expected) => {
    const lean = measureLeanFromVerticalDeg({ x: 0.5, y: 0.5 }, { x: upper[0], y: upper[1] });
    expect(lean).toBeCloseTo(expected, 6);
  });

  it('answers null for coinciding points', () => {
    expect(measureLeanFromVerticalDeg({ x: 0.1, y: 0.1 }, { x: 0.1, y: 0.1 })).toBeNull();
  });
});

describe('distances and midpoints', () => {
  it('measures distance in frame heights', () => {
    expect(measureDistance({ x: 0, y: 0 }, { x: 0.3, y: 0.4 })).toBeCloseTo(0.5, 9);
    expect(measureDistance({ x: 0, y: 0 }, { x: 0.3, y: 0 }, 2)).toBeCloseTo(0.6, 9);
    expect(measureHorizontalDistance({ x: 0.7, y: 0 }, { x: 0.2, y: 1 }, 4 / 3)).toBeCloseTo(
      2 / 3,
      9,
    );
  });

  it('finds the midpoint', () => {
    expect(findMidpoint({ x: 0.2, y: 0.4 }, { x: 0.6, y: 0.8 })).toEqual({
      x: 0.4,
      y: 0.6000000000000001,
    });
  });
});
