import { describe, expect, it } from 'vitest';
import {
  cropToFrame,
  decodeDetections,
  detectorAnchors,
  frameToCropTransform,
  letterbox,
  roiFromAlignment,
  sigmoid,
  weightedNms,
  type Detection,
} from './geometry';
import { LandmarkSmoother, OneEuroFilter, DEFAULT_SMOOTHING } from './smoothing';

describe('detector anchors', () => {
  it('are 28·28·2 + 14·14·2 + 7·7·6 = 2254 centres, row by row', () => {
    const anchors = detectorAnchors();
    expect(anchors).toHaveLength(2254);
    expect(anchors[0]).toEqual({ x: 0.5 / 28, y: 0.5 / 28 });
    expect(anchors[1]).toEqual(anchors[0]);
    expect(anchors[2]).toEqual({ x: 1.5 / 28, y: 0.5 / 28 });
    expect(anchors[1568]).toEqual({ x: 0.5 / 14, y: 0.5 / 14 });
    expect(anchors[1960]).toEqual({ x: 0.5 / 7, y: 0.5 / 7 });
    expect(anchors[2253]).toEqual({ x: 6.5 / 7, y: 6.5 / 7 });
  });
});

describe('letterbox and detection decoding', () => {
  it('centres a landscape frame vertically', () => {
    expect(letterbox(640, 480)).toEqual({ scale: 640 / 224, padX: 0, padY: 28 });
    expect(letterbox(480, 640)).toEqual({ scale: 640 / 224, padX: 28, padY: 0 });
  });

  it('keeps detections with sigmoid(score) ≥ 0.5 and maps them to frame pixels', () => {
    const anchors = [
      { x: 0.5, y: 0.5 },
      { x: 0.25, y: 0.25 },
    ];
    const boxes = new Float32Array(24);
    boxes.set([10, -10, 56, 56, 0, 0, 0, -56], 0);
    const scores = Float32Array.of(2, -0.01);
    const [only, ...rest] = decodeDetections(boxes, scores, anchors, letterbox(448, 448));
    expect(rest).toEqual([]);
    expect(only!.score).toBeCloseTo(sigmoid(2));
    expect(only!.box).toEqual({ cx: 244, cy: 204, w: 112, h: 112 });
    expect(only!.keypoints[0]).toEqual({ x: 224, y: 224 });
    expect(only!.keypoints[1]).toEqual({ x: 224, y: 112 });
  });

  it('merges overlapping detections (box averaged by score, keypoints of the best)', () => {
    const detection = (score: number, cx: number): Detection => ({
      score,
      box: { cx, cy: 0, w: 10, h: 10 },
      keypoints: [{ x: cx, y: 0 }],
    });
    const kept = weightedNms([detection(0.6, 2), detection(0.9, 0), detection(0.8, 100)]);
    expect(kept).toHaveLength(2);
    expect(kept[0]!.score).toBe(0.9);
    expect(kept[0]!.box.cx).toBeCloseTo((0.9 * 0 + 0.6 * 2) / 1.5);
    expect(kept[0]!.keypoints[0]).toEqual({ x: 0, y: 0 });
    expect(kept[1]!.box.cx).toBe(100);
  });
});

describe('ROI', () => {
  it('is centred on the first point, 2.5 × their distance wide, upright when the second is above', () => {
    const roi = roiFromAlignment({ x: 100, y: 200 }, { x: 100, y: 120 });
    expect(roi).toMatchObject({ cx: 100, cy: 200, w: 200, h: 200 });
    expect(roi.rotation).toBeCloseTo(0);
  });

  it('turns with the body: second point to the right = +90°', () => {
    expect(roiFromAlignment({ x: 0, y: 0 }, { x: 10, y: 0 }).rotation).toBeCloseTo(Math.PI / 2);
  });

  it('maps crop points to the frame and the canvas transform back (inverse)', () => {
    const roi = { cx: 300, cy: 200, w: 400, h: 400, rotation: 0.3 };
    const [a, b, c, d, e, f] = frameToCropTransform(roi);
    for (const [x, y] of [
      [0, 0],
      [128, 128],
      [256, 40],
      [17, 230],
    ] as const) {
      const p = cropToFrame(x, y, roi);
      expect(a * p.x + c * p.y + e).toBeCloseTo(x, 6);
      expect(b * p.x + d * p.y + f).toBeCloseTo(y, 6);
    }
    expect(cropToFrame(128, 128, roi)).toEqual({ x: 300, y: 200 });
  });
});

describe('one-euro smoothing', () => {
  it('passes the first value through and damps jitter at rest', () => {
    const filter = new OneEuroFilter(DEFAULT_SMOOTHING);
    expect(filter.filter(10, 0, 100)).toBe(10);
    const next = filter.filter(12, 1 / 30, 100);
    expect(next).toBeGreaterThan(10);
    expect(next).toBeLessThan(12);
  });

  it('follows a fast move closely', () => {
    const filter = new OneEuroFilter(DEFAULT_SMOOTHING);
    let value = 0;
    for (let i = 0; i <= 30; i++) value = filter.filter(i * 10, 1 / 30, 100);
    expect(300 - value).toBeLessThan(15);
  });

  it('smooths landmark x, y, z and keeps scores; reset forgets the history', () => {
    const smoother = new LandmarkSmoother();
    const point = (x: number) => ({ x, y: x, z: x, visibility: 0.9, presence: 0.8 });
    smoother.smooth([point(0)], 0, 100);
    const [moved] = smoother.smooth([point(4)], 33, 100);
    expect(moved!.x).toBeGreaterThan(0);
    expect(moved!.x).toBeLessThan(4);
    expect(moved!.visibility).toBe(0.9);
    smoother.reset();
    expect(smoother.smooth([point(4)], 66, 100)[0]!.x).toBe(4);
  });
});
