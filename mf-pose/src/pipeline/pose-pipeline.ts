// The two-stage BlazePose pipeline: person detector → rotated ROI → landmark model; later frames
// track the ROI from the auxiliary landmarks 33/34, and the detector runs again only when the pose
// is lost. Landmarks are smoothed over time with a one-euro filter.
import type { Tensor } from 'onnxruntime-web';
import {
  DETECTOR_SIZE,
  LANDMARK_SIZE,
  decodeDetections,
  decodeLandmarks,
  detectorAnchors,
  frameToCropTransform,
  letterbox,
  roiFromAlignment,
  type Detection,
  type Landmark,
  type Point,
  type Roi,
} from './geometry';
import { item, output, read } from './read';
import { loadRuntime, openSession, type Backend, type ModelSession, type Runtime } from './runtime';
import { LandmarkSmoother } from './smoothing';

export type ModelVariant = 'lite' | 'full' | 'heavy';
export const MODEL_VARIANTS: readonly ModelVariant[] = ['lite', 'full', 'heavy'];

export interface ModelUrls {
  detector: string;
  landmarks: Record<ModelVariant, string>;
}

/** A world landmark: metres, origin between the hips. */
export interface WorldLandmark {
  x: number;
  y: number;
  z: number;
}

const WORLD_SMOOTHING_SCALE_M = 1.5;

/** Pose presence (and tracking) threshold of the landmark model. */
export const POSE_PRESENCE_MIN = 0.5;

export interface PoseEstimate {
  /** 33 landmarks in frame pixels, or null when no person was found. */
  landmarks: Landmark[] | null;
  /** 33 world landmarks in metres (hip-centred), or null. */
  worldLandmarks: WorldLandmark[] | null;
  poseScore: number;
  roi: Roi | null;
  detection: Detection | null;
  detectorRan: boolean;
  timings: { detectorMs: number; landmarksMs: number; totalMs: number };
}

export interface PipelineOptions {
  variant: ModelVariant;
  urls: ModelUrls;
  /** Restricts the execution provider (tests and benchmarks); default tries webgpu then wasm. */
  backend?: Backend;
  smoothing?: boolean;
}

/** A frame the pipeline can read: video, image, canvas or bitmap, with its pixel size. */
export interface Frame {
  source: CanvasImageSource;
  width: number;
  height: number;
}

type Canvas2D = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

function context(size: number): Canvas2D {
  const canvas =
    typeof OffscreenCanvas !== 'undefined'
      ? new OffscreenCanvas(size, size)
      : Object.assign(document.createElement('canvas'), { width: size, height: size });
  const ctx = canvas.getContext('2d', { willReadFrequently: true }) as Canvas2D | null;
  if (!ctx) throw new Error('2D canvas is not available');
  ctx.imageSmoothingQuality = 'high';
  return ctx;
}

/** RGBA pixels → NCHW float32 RGB mapped to [lo, lo + span], written into `out` (3 × size²). */
function writeTensorData(
  pixels: Uint8ClampedArray,
  out: Float32Array,
  lo: number,
  span: number,
): Float32Array {
  const plane = out.length / 3;
  const k = span / 255;
  for (let i = 0; i < plane; i++) {
    out[i] = lo + read(pixels, 4 * i) * k;
    out[plane + i] = lo + read(pixels, 4 * i + 1) * k;
    out[2 * plane + i] = lo + read(pixels, 4 * i + 2) * k;
  }
  return out;
}

/** A model input: one NCHW buffer per pipeline, refilled every frame (ORT copies it on each run). */
interface InputTensor {
  data: Float32Array;
  tensor: Tensor;
}

export class PosePipeline {
  private readonly anchors = detectorAnchors();
  private readonly detectorCtx = context(DETECTOR_SIZE);
  private readonly cropCtx = context(LANDMARK_SIZE);
  private readonly smoother = new LandmarkSmoother();
  private readonly worldSmoother = new LandmarkSmoother();
  private readonly detectorInput: InputTensor;
  private readonly landmarkInput: InputTensor;
  private trackedRoi: Roi | null = null;

  private constructor(
    private readonly runtime: Runtime,
    private readonly detector: ModelSession,
    private readonly landmarkModel: ModelSession,
    readonly variant: ModelVariant,
    private readonly smoothing: boolean,
  ) {
    this.detectorInput = this.inputTensor(DETECTOR_SIZE);
    this.landmarkInput = this.inputTensor(LANDMARK_SIZE);
  }

  /** Loads the runtime and both models (cached per URL); rejects when a model cannot be loaded. */
  static async create({
    variant,
    urls,
    backend,
    smoothing = true,
  }: PipelineOptions): Promise<PosePipeline> {
    const runtime = await loadRuntime();
    const landmarks = await openSession(urls.landmarks[variant], backend);
    const detector = await openSession(urls.detector, landmarks.backend);
    return new PosePipeline(runtime, detector, landmarks, variant, smoothing);
  }

  /** The execution provider the landmark model runs on. */
  get backend(): Backend {
    return this.landmarkModel.backend;
  }

  /** Threads the WASM backend runs on (1 unless the page is cross-origin isolated). */
  get threads(): number {
    return this.runtime.threads;
  }

  /** Forgets the tracked person (next frame runs the detector) and the smoothing state. */
  reset(): void {
    this.trackedRoi = null;
    this.smoother.reset();
    this.worldSmoother.reset();
  }

  async dispose(): Promise<void> {
    await Promise.all([this.detector.session.release(), this.landmarkModel.session.release()]);
  }

  private inputTensor(size: number): InputTensor {
    const data = new Float32Array(3 * size * size);
    return { data, tensor: new this.runtime.ort.Tensor('float32', data, [1, 3, size, size]) };
  }

  /** Runs the detector on the letterboxed frame; the best detection or null. */
  async detect(frame: Frame): Promise<Detection | null> {
    const box = letterbox(frame.width, frame.height);
    const ctx = this.detectorCtx;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.fillStyle = '#000';
    ctx.fillRect(0, 0, DETECTOR_SIZE, DETECTOR_SIZE);
    ctx.drawImage(
      frame.source,
      box.padX,
      box.padY,
      frame.width / box.scale,
      frame.height / box.scale,
    );
    const pixels = ctx.getImageData(0, 0, DETECTOR_SIZE, DETECTOR_SIZE).data;
    writeTensorData(pixels, this.detectorInput.data, -1, 2);
    const out = await this.detector.run({ input_1: this.detectorInput.tensor });
    const [best] = decodeDetections(
      output(out, 'Identity'),
      output(out, 'Identity_1'),
      this.anchors,
      box,
    );
    return best ?? null;
  }

  private async landmarksIn(frame: Frame, roi: Roi) {
    const ctx = this.cropCtx;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.fillStyle = '#000';
    ctx.fillRect(0, 0, LANDMARK_SIZE, LANDMARK_SIZE);
    ctx.setTransform(...frameToCropTransform(roi));
    ctx.drawImage(frame.source, 0, 0, frame.width, frame.height);
    const pixels = ctx.getImageData(0, 0, LANDMARK_SIZE, LANDMARK_SIZE).data;
    writeTensorData(pixels, this.landmarkInput.data, 0, 1);
    const out = await this.landmarkModel.run({ input_1: this.landmarkInput.tensor });
    const poseScore = read(output(out, 'Identity_1'), 0);
    const world = output(out, 'Identity_4');
    return {
      poseScore,
      ...decodeLandmarks(output(out, 'Identity'), roi),
      worldLandmarks: Array.from({ length: 33 }, (_, i) => ({
        x: read(world, 3 * i),
        y: read(world, 3 * i + 1),
        z: read(world, 3 * i + 2),
      })),
    };
  }

  /** World landmarks (metres) smoothed like the image ones; speeds relative to a 1.5 m body. */
  private smoothWorld(world: WorldLandmark[], timestampMs: number): WorldLandmark[] {
    const points = world.map((p) => ({ ...p, visibility: 1, presence: 1 }));
    return this.worldSmoother
      .smooth(points, timestampMs, WORLD_SMOOTHING_SCALE_M)
      .map(({ x, y, z }) => ({ x, y, z }));
  }

  /** Estimates the pose in one frame (`timestampMs` drives the smoothing). */
  async estimate(frame: Frame, timestampMs: number): Promise<PoseEstimate> {
    const started = performance.now();
    let detectorMs = 0;
    let landmarksMs = 0;
    let detection: Detection | null = null;
    let detectorRan = false;

    const runDetector = async (): Promise<Roi | null> => {
      const t = performance.now();
      detection = await this.detect(frame);
      detectorMs += performance.now() - t;
      detectorRan = true;
      return detection
        ? roiFromAlignment(item(detection.keypoints, 0), item(detection.keypoints, 1))
        : null;
    };

    const runLandmarks = async (region: Roi | null) => {
      if (!region) return null;
      const t = performance.now();
      const found = await this.landmarksIn(frame, region);
      landmarksMs += performance.now() - t;
      return found;
    };

    let roi = this.trackedRoi ?? (await runDetector());
    let result = await runLandmarks(roi);
    if (result && result.poseScore < POSE_PRESENCE_MIN && !detectorRan) {
      // The tracked ROI lost the person: find them again in this same frame.
      roi = await runDetector();
      result = await runLandmarks(roi);
    }
    const timings = () => ({ detectorMs, landmarksMs, totalMs: performance.now() - started });

    if (!roi || !result || result.poseScore < POSE_PRESENCE_MIN) {
      this.reset();
      return {
        landmarks: null,
        worldLandmarks: null,
        poseScore: result?.poseScore ?? 0,
        roi: null,
        detection,
        detectorRan,
        timings: timings(),
      };
    }
    const [center, scalePoint] = result.auxiliary as [Point, Point];
    this.trackedRoi = roiFromAlignment(center, scalePoint);
    const landmarks = this.smoothing
      ? this.smoother.smooth(result.landmarks, timestampMs, roi.w)
      : result.landmarks;
    const worldLandmarks = this.smoothing
      ? this.smoothWorld(result.worldLandmarks, timestampMs)
      : result.worldLandmarks;
    return {
      landmarks,
      worldLandmarks,
      poseScore: result.poseScore,
      roi,
      detection,
      detectorRan,
      timings: timings(),
    };
  }
}
