// Benchmark harness (npm run bench:pose): runs a clip through RepWise's pipeline and through
// MediaPipe's own JavaScript solution on the same frames, and reports reps and latencies.
import {
  findBarPosition,
  type RepFault,
  type TrackedExercise,
  type WorldPoint,
} from '@repwise/domain/pose';
import type { Landmark } from '../../src/pipeline/geometry';
import { PosePipeline, type ModelUrls, type ModelVariant } from '../../src/pipeline/pose-pipeline';
import type { Backend } from '../../src/pipeline/runtime';
import { ExerciseTracker, toPoseFrame } from '../../src/session/exercise-tracker';
import { readClipFrames } from './clip-frames';

export interface ClipRun {
  reps: {
    count: number;
    score: number;
    timestampMs: number;
    keyTimeMs: number | null;
    faults: RepFault[];
  }[];
  modelMs: number[];
  /** Where each frame's model time went (RepWise only; aligned with `modelMs`). */
  stages: { detectorMs: number; landmarksMs: number; detectorRan: boolean }[];
  analysisMs: number[];
  framesWithPose: number;
  frames: number;
}

/**
 * One frame's landmarks as the tracker got them, packed for a replay in Node (`bench:pose
 * --save-landmarks`): 33 × (x, y, z, visibility) in frame pixels and 33 × (x, y, z) world metres,
 * each rounded to 4 decimals; null when no person was found.
 */
export interface RecordedFrame {
  timeMs: number;
  landmarks: number[] | null;
  world: number[] | null;
}

export interface ClipReport {
  /** Every frame's landmarks, when the run was asked to record them. */
  recorded?: RecordedFrame[];
  width: number;
  height: number;
  fps: number;
  backend: string;
  /** WASM threads RepWise's models ran on, and whether the page was cross-origin isolated. */
  threads: number;
  crossOriginIsolated: boolean;
  repwise: ClipRun;
  mediapipe: ClipRun | null;
  mediapipeError: string | null;
}

interface MediaPipeLandmark {
  x: number;
  y: number;
  z: number;
  visibility?: number;
}

interface MediaPipePose {
  setOptions(options: Record<string, unknown>): void;
  onResults(
    listener: (results: {
      poseLandmarks?: MediaPipeLandmark[];
      poseWorldLandmarks?: MediaPipeLandmark[];
    }) => void,
  ): void;
  initialize(): Promise<void>;
  send(inputs: { image: HTMLCanvasElement }, timestamp?: number): Promise<void>;
  close(): Promise<void>;
}

declare global {
  interface Window {
    Pose?: new (config: { locateFile: (file: string) => string }) => MediaPipePose;
  }
}

const MEDIAPIPE_COMPLEXITY: Record<ModelVariant, 0 | 1 | 2> = { lite: 0, full: 1, heavy: 2 };

async function loadMediaPipe(base: string, variant: ModelVariant): Promise<MediaPipePose> {
  if (!window.Pose) {
    await new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = `${base}pose.js`;
      script.onload = () => resolve();
      script.onerror = () => reject(new Error('cannot load @mediapipe/pose'));
      document.head.append(script);
    });
  }
  const pose = new window.Pose!({ locateFile: (file) => `${base}${file}` });
  // useCpuInference (untyped): XNNPACK on the CPU, the fair anchor for a WASM run.
  pose.setOptions({
    modelComplexity: MEDIAPIPE_COMPLEXITY[variant],
    smoothLandmarks: true,
    useCpuInference: true,
  });
  await pose.initialize();
  return pose;
}

/** Knee angle (hip-knee-ankle) of the better-seen leg, for locating a squat's bottom. */
function kneeAngle(points: readonly Landmark[]): number | null {
  const side =
    points[23]!.visibility + points[25]!.visibility + points[27]!.visibility >=
    points[24]!.visibility + points[26]!.visibility + points[28]!.visibility
      ? 0
      : 1;
  const [hip, knee, ankle] = [points[23 + side]!, points[25 + side]!, points[27 + side]!];
  const a =
    Math.atan2(hip.y - knee.y, hip.x - knee.x) - Math.atan2(ankle.y - knee.y, ankle.x - knee.x);
  const deg = Math.abs((a * 180) / Math.PI);
  return deg > 180 ? 360 - deg : deg;
}

/**
 * Feeds frames to a tracker; remembers each rep's key time to compare with the labels: a squat's
 * bottom (smallest knee angle) and a deadlift's lockout (highest bar while lifting).
 */
class RepRecorder {
  readonly run: ClipRun = {
    reps: [],
    modelMs: [],
    stages: [],
    analysisMs: [],
    framesWithPose: 0,
    frames: 0,
  };
  private readonly tracker: ExerciseTracker;
  private bottom: { angle: number; timeMs: number } | null = null;
  private top: { barY: number; timeMs: number } | null = null;

  constructor(private readonly exercise: TrackedExercise) {
    this.tracker = new ExerciseTracker(exercise, 1000);
    this.tracker.reset();
  }

  frame(
    landmarks: readonly Landmark[] | null,
    world: readonly WorldPoint[] | null,
    width: number,
    height: number,
    timeMs: number,
    modelMs: number,
  ): void {
    this.run.frames++;
    this.run.modelMs.push(modelMs);
    if (!landmarks) return;
    this.run.framesWithPose++;
    const started = performance.now();
    const frame = toPoseFrame(landmarks, width, height, timeMs, world);
    const counted = this.tracker.update(frame);
    this.run.analysisMs.push(performance.now() - started);
    if (this.exercise === 'squat') {
      const angle = kneeAngle(landmarks);
      if (angle !== null && (!this.bottom || angle < this.bottom.angle))
        this.bottom = { angle, timeMs };
    } else if (this.tracker.snapshot().phase !== 'setup') {
      const bar = findBarPosition(frame.keypoints);
      if (bar && (!this.top || bar.y < this.top.barY)) this.top = { barY: bar.y, timeMs };
    }
    this.keep(counted);
  }

  /** Ends the clip as a set ends (a deadlift rep still up or on its way down counts). */
  finish(): void {
    this.keep(this.tracker.finish());
  }

  private keep(counted: ReturnType<ExerciseTracker['update']>): void {
    for (const rep of counted) {
      const key = this.exercise === 'squat' ? this.bottom : this.top;
      this.run.reps.push({
        count: rep.count,
        score: rep.score,
        timestampMs: rep.timestampMs,
        keyTimeMs: key?.timeMs ?? null,
        faults: rep.faults,
      });
      this.bottom = null;
      this.top = null;
    }
  }
}

export async function runClip(options: {
  /** The clip's decoded frames: a `/__clip-frames?file=` URL of the harness server. */
  url: string;
  exercise: TrackedExercise;
  variant: ModelVariant;
  mediapipeBase: string | null;
  urls: ModelUrls;
  recordLandmarks?: boolean;
  /** The execution provider RepWise's models run on; default WASM. */
  backend?: Backend;
  /**
   * Frames per second fed to the pipeline at most: a faster clip skips frames evenly, as a
   * 30 fps camera would see it (the spec's camera default). Default: every frame.
   */
  maxFps?: number;
}): Promise<ClipReport> {
  const pipeline = await PosePipeline.create({
    variant: options.variant,
    urls: options.urls,
    backend: options.backend ?? 'wasm',
  });
  const ours = new RepRecorder(options.exercise);
  const theirs = new RepRecorder(options.exercise);
  let size = { width: 0, height: 0, fps: 0 };
  const recorded: RecordedFrame[] = [];
  const pack = (values: number[]) => values.map((v) => Math.round(v * 1e4) / 1e4);
  /** The clip's frames as the pipeline is fed them (every frame, or at most `maxFps`). */
  async function* fedFrames() {
    let nextFrameMs = 0;
    for await (const frame of readClipFrames(options.url)) {
      size = { width: frame.width, height: frame.height, fps: frame.fps };
      // Half a frame of slack so a 60 fps clip at maxFps 30 keeps exactly every other frame.
      if (options.maxFps && frame.timeMs + 500 / frame.fps < nextFrameMs) continue;
      if (options.maxFps) nextFrameMs = frame.timeMs + 1000 / options.maxFps;
      yield frame;
    }
  }

  // Each solution runs in its own pass over the clip, alone in the page: interleaved, MediaPipe's
  // threads and collections slowed RepWise's next frame (deadlift_6's p95 61 ms against 20 ms
  // alone, 2026-11-26), which no user meets, as the product never runs both.
  for await (const { canvas, width, height, timeMs } of fedFrames()) {
    const estimate = await pipeline.estimate({ source: canvas, width, height }, timeMs);
    if (options.recordLandmarks) {
      recorded.push({
        timeMs,
        landmarks: estimate.landmarks
          ? pack(estimate.landmarks.flatMap((p) => [p.x, p.y, p.z, p.visibility]))
          : null,
        world: estimate.worldLandmarks
          ? pack(estimate.worldLandmarks.flatMap((p) => [p.x, p.y, p.z]))
          : null,
      });
    }
    ours.run.stages.push({
      detectorMs: estimate.timings.detectorMs,
      landmarksMs: estimate.timings.landmarksMs,
      detectorRan: estimate.detectorRan,
    });
    ours.frame(
      estimate.landmarks,
      estimate.worldLandmarks,
      width,
      height,
      timeMs,
      estimate.timings.totalMs,
    );
  }
  ours.finish();
  const backend = pipeline.backend;
  const threads = pipeline.threads;
  await pipeline.dispose();

  let mediapipe: MediaPipePose | null = null;
  let mediapipeError: string | null = null;
  if (options.mediapipeBase) {
    try {
      mediapipe = await loadMediaPipe(options.mediapipeBase, options.variant);
    } catch (error) {
      mediapipeError = error instanceof Error ? error.message : String(error);
    }
  }
  if (mediapipe) {
    let mediapipeLandmarks: MediaPipeLandmark[] | null = null;
    let mediapipeWorld: WorldPoint[] | null = null;
    mediapipe.onResults((results) => {
      mediapipeLandmarks = results.poseLandmarks ?? null;
      mediapipeWorld = results.poseWorldLandmarks?.map(({ x, y, z }) => ({ x, y, z })) ?? null;
    });
    for await (const { canvas, width, height, timeMs } of fedFrames()) {
      mediapipeLandmarks = null;
      mediapipeWorld = null;
      const started = performance.now();
      await mediapipe.send({ image: canvas }, timeMs + 1);
      const elapsed = performance.now() - started;
      const landmarks = (mediapipeLandmarks as MediaPipeLandmark[] | null)?.map((p) => ({
        x: p.x * width,
        y: p.y * height,
        z: p.z * width,
        visibility: p.visibility ?? 0,
        presence: 1,
      }));
      theirs.frame(landmarks ?? null, mediapipeWorld, width, height, timeMs, elapsed);
    }
    theirs.finish();
    await mediapipe.close();
  }
  return {
    ...(options.recordLandmarks ? { recorded } : {}),
    ...size,
    backend,
    threads,
    crossOriginIsolated: globalThis.crossOriginIsolated,
    repwise: ours.run,
    mediapipe: mediapipe ? theirs.run : null,
    mediapipeError,
  };
}
