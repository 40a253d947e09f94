// Pure BlazePose geometry: detector anchors and decoding, NMS, ROI from two alignment points, and
// landmark decoding from the 256-px crop back to frame pixels.
import { item, read } from './read';

export interface Point {
  x: number;
  y: number;
}

/** A rotated square region of the frame (pixels); rotation in radians. */
export interface Roi {
  cx: number;
  cy: number;
  w: number;
  h: number;
  rotation: number;
}

export interface Detection {
  score: number;
  /** Box centre and size and the 4 keypoints, in frame pixels. */
  box: { cx: number; cy: number; w: number; h: number };
  keypoints: Point[];
}

export interface Landmark {
  x: number;
  y: number;
  z: number;
  /** Probability (after the sigmoid) that the point is visible. */
  visibility: number;
  presence: number;
}

export const DETECTOR_SIZE = 224;
export const LANDMARK_SIZE = 256;
export const LANDMARK_COUNT = 33;
/** The model's 39 points: 33 landmarks, 2 auxiliary ROI points, 4 unused. */
const MODEL_POINTS = 39;
const DETECTOR_STRIDES = [8, 16, 32, 32, 32];
const DETECTOR_VALUES = 12;
export const DETECTION_MIN_SCORE = 0.5;
const NMS_MIN_IOU = 0.3;
/** ROI side = 2 × |alignment points| × this. */
const ROI_SCALE = 1.25;

export function sigmoid(x: number): number {
  return 1 / (1 + Math.exp(-Math.max(-100, Math.min(100, x))));
}

/** SSD anchor centres (normalised) of the 224-px detector; layers of equal stride share a grid. */
export function detectorAnchors(): Point[] {
  const anchors: Point[] = [];
  for (let layer = 0; layer < DETECTOR_STRIDES.length;) {
    const stride = item(DETECTOR_STRIDES, layer);
    let perCell = 0;
    while (layer < DETECTOR_STRIDES.length && DETECTOR_STRIDES[layer] === stride) {
      perCell += 2; // aspect ratio 1 and the interpolated scale
      layer++;
    }
    const cells = Math.ceil(DETECTOR_SIZE / stride);
    for (let y = 0; y < cells; y++) {
      for (let x = 0; x < cells; x++) {
        for (let a = 0; a < perCell; a++)
          anchors.push({ x: (x + 0.5) / cells, y: (y + 0.5) / cells });
      }
    }
  }
  return anchors;
}

/** How a frame was letterboxed into the detector's square input. */
export interface Letterbox {
  /** Frame pixels per detector pixel. */
  scale: number;
  /** Detector-pixel offset of the frame's top-left corner. */
  padX: number;
  padY: number;
}

export function letterbox(width: number, height: number, size = DETECTOR_SIZE): Letterbox {
  const scale = Math.max(width, height) / size;
  return { scale, padX: (size - width / scale) / 2, padY: (size - height / scale) / 2 };
}

/** Decodes detector outputs into frame-pixel detections with score ≥ 0.5, after weighted NMS. */
export function decodeDetections(
  boxes: Float32Array,
  scores: Float32Array,
  anchors: Point[],
  box: Letterbox,
): Detection[] {
  const toFrameX = (v: number) => (v - box.padX) * box.scale;
  const toFrameY = (v: number) => (v - box.padY) * box.scale;
  const candidates: Detection[] = [];
  for (let i = 0; i < anchors.length; i++) {
    const score = sigmoid(read(scores, i));
    if (score < DETECTION_MIN_SCORE) continue;
    const o = i * DETECTOR_VALUES;
    const anchor = item(anchors, i);
    const ax = anchor.x * DETECTOR_SIZE;
    const ay = anchor.y * DETECTOR_SIZE;
    const keypoints: Point[] = [];
    for (let k = 0; k < 4; k++) {
      keypoints.push({
        x: toFrameX(read(boxes, o + 4 + 2 * k) + ax),
        y: toFrameY(read(boxes, o + 5 + 2 * k) + ay),
      });
    }
    candidates.push({
      score,
      box: {
        cx: toFrameX(read(boxes, o) + ax),
        cy: toFrameY(read(boxes, o + 1) + ay),
        w: read(boxes, o + 2) * box.scale,
        h: read(boxes, o + 3) * box.scale,
      },
      keypoints,
    });
  }
  return weightedNms(candidates);
}

function iou(a: Detection['box'], b: Detection['box']): number {
  const ix = Math.max(
    0,
    Math.min(a.cx + a.w / 2, b.cx + b.w / 2) - Math.max(a.cx - a.w / 2, b.cx - b.w / 2),
  );
  const iy = Math.max(
    0,
    Math.min(a.cy + a.h / 2, b.cy + b.h / 2) - Math.max(a.cy - a.h / 2, b.cy - b.h / 2),
  );
  const inter = ix * iy;
  const union = a.w * a.h + b.w * b.h - inter;
  return union > 0 ? inter / union : 0;
}

/** Weighted NMS: overlapping boxes are averaged by score; keypoints are the best detection's. */
export function weightedNms(detections: Detection[]): Detection[] {
  const remaining = [...detections].sort((a, b) => b.score - a.score);
  const kept: Detection[] = [];
  while (remaining.length) {
    const best = item(remaining, 0);
    const cluster = remaining.filter((d) => iou(best.box, d.box) > NMS_MIN_IOU);
    const rest = remaining.filter((d) => iou(best.box, d.box) <= NMS_MIN_IOU);
    const total = cluster.reduce((sum, d) => sum + d.score, 0);
    const mean = (pick: (d: Detection) => number) =>
      cluster.reduce((sum, d) => sum + pick(d) * d.score, 0) / total;
    kept.push({
      score: best.score,
      box: {
        cx: mean((d) => d.box.cx),
        cy: mean((d) => d.box.cy),
        w: mean((d) => d.box.w),
        h: mean((d) => d.box.h),
      },
      // Averaged keypoints pull the ROI in (5% smaller than the reference's): keep the best's.
      keypoints: best.keypoints,
    });
    remaining.splice(0, remaining.length, ...rest);
  }
  return kept;
}

/** ROI from a centre point and a scale point (detector keypoints 0/1, or landmarks 33/34). */
export function roiFromAlignment(center: Point, scalePoint: Point): Roi {
  const side = 2 * Math.hypot(scalePoint.x - center.x, scalePoint.y - center.y) * ROI_SCALE;
  const rotation = normalizeAngle(
    Math.PI / 2 - Math.atan2(-(scalePoint.y - center.y), scalePoint.x - center.x),
  );
  return { cx: center.x, cy: center.y, w: side, h: side, rotation };
}

function normalizeAngle(angle: number): number {
  return angle - 2 * Math.PI * Math.floor((angle + Math.PI) / (2 * Math.PI));
}

/** Maps a point of the 256-px crop of `roi` to frame pixels. */
export function cropToFrame(x: number, y: number, roi: Roi, size = LANDMARK_SIZE): Point {
  const u = (x / size - 0.5) * roi.w;
  const v = (y / size - 0.5) * roi.h;
  const cos = Math.cos(roi.rotation);
  const sin = Math.sin(roi.rotation);
  return { x: roi.cx + u * cos - v * sin, y: roi.cy + u * sin + v * cos };
}

/**
 * The 2-D canvas transform (a, b, c, d, e, f) that draws the frame so that `roi` fills a
 * size × size canvas: the inverse of `cropToFrame`.
 */
export function frameToCropTransform(
  roi: Roi,
  size = LANDMARK_SIZE,
): [number, number, number, number, number, number] {
  const cos = Math.cos(roi.rotation);
  const sin = Math.sin(roi.rotation);
  const sx = size / roi.w;
  const sy = size / roi.h;
  const a = sx * cos;
  const b = -sy * sin;
  const c = sx * sin;
  const d = sy * cos;
  return [a, b, c, d, size / 2 - (a * roi.cx + c * roi.cy), size / 2 - (b * roi.cx + d * roi.cy)];
}

/** Landmarks (33 + the 2 auxiliary points) in frame pixels from the model's Identity output. */
export function decodeLandmarks(
  raw: Float32Array,
  roi: Roi,
): { landmarks: Landmark[]; auxiliary: Point[] } {
  const points: Landmark[] = [];
  for (let i = 0; i < MODEL_POINTS && i < LANDMARK_COUNT + 2; i++) {
    const o = i * 5;
    const { x, y } = cropToFrame(read(raw, o), read(raw, o + 1), roi);
    points.push({
      x,
      y,
      z: (read(raw, o + 2) / LANDMARK_SIZE) * roi.w,
      visibility: sigmoid(read(raw, o + 3)),
      presence: sigmoid(read(raw, o + 4)),
    });
  }
  return { landmarks: points.slice(0, LANDMARK_COUNT), auxiliary: points.slice(LANDMARK_COUNT) };
}
