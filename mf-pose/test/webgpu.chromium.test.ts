// The WebGPU path (the card's headline path) against WASM, in one headless Chromium. There is no
// GPU here: `--enable-unsafe-webgpu` on a secure origin (the harness is on 127.0.0.1) gives
// SwiftShader's software WebGPU adapter, which runs the same WGSL kernels on the CPU, so this
// checks WebGPU's results, not its speed (about 2-6 s a frame on this 2-core machine).
// Always: the sample images through both providers, detector ROI and landmarks within
// LANDMARK_TOLERANCE_PX of each other. With POSE_WEBGPU_CLIPS=1 (opt-in: ten minutes or more
// here), also one squat and one deadlift clip at 10 frames a second: the same reps at the same
// times with the same faults, landmarks within tolerance. Skipped where the data are absent.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { launchBrowser } from '@repwise/tooling/chromium';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SHARED_DIR,
  clipFramesUrl,
  fsUrl,
  hasFfmpeg,
  startHarnessServer,
} from '../build/harness-server.mjs';
import type { Backend } from '../src/pipeline/runtime';
import type { ClipReport } from './harness/bench';
import type { ImageEstimate } from './harness/harness';

const imagesDir = path.join(SHARED_DIR, 'pose/images');
const clipsDir = path.join(SHARED_DIR, 'pose/clips');
const labelsFile = path.join(clipsDir, 'labels.json');
/** The clips compared: one of each exercise. */
const CLIPS = ['squat_1.mp4', 'deadlift_1.mp4'];
const MAX_FPS = 10;
/**
 * Mean landmark distance allowed between the two runs (pixels): float32 kernels of two providers
 * differ in summation order, and the tracking region follows the landmarks, so small differences
 * carry from frame to frame.
 */
const LANDMARK_TOLERANCE_PX = 3;

const labels: { file: string; exercise: 'squat' | 'deadlift' }[] = existsSync(labelsFile)
  ? JSON.parse(readFileSync(labelsFile, 'utf8'))
  : [];
const clips = labels.filter((clip) => CLIPS.includes(clip.file));
const images = existsSync(imagesDir)
  ? readdirSync(imagesDir).filter((name) => /\.(png|jpg)$/.test(name))
  : [];
const runsClips = process.env.POSE_WEBGPU_CLIPS === '1' && clips.length > 0;

/** Mean distance (px) between the landmarks of two runs, over the frames both saw a person in. */
function meanLandmarkDistance(
  a: readonly ({ x: number; y: number }[] | null)[],
  b: readonly ({ x: number; y: number }[] | null)[],
): { mean: number; count: number } {
  let sum = 0;
  let count = 0;
  a.forEach((landmarks, frame) => {
    const other = b[frame];
    if (!landmarks || !other) return;
    landmarks.slice(0, 33).forEach((point, index) => {
      const counterpart = other[index];
      if (!counterpart) return;
      sum += Math.hypot(point.x - counterpart.x, point.y - counterpart.y);
      count += 1;
    });
  });
  return { mean: count === 0 ? Infinity : sum / count, count };
}

describe.skipIf(images.length === 0)('the WebGPU path against WASM (software adapter)', () => {
  let server: { url: string; close: () => Promise<void> };
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    if (runsClips && !hasFfmpeg())
      throw new Error('ffmpeg decodes the clips: install it (apt-get install ffmpeg)');
    server = await startHarnessServer({ allow: runsClips ? [clipsDir] : [] });
    browser = await launchBrowser({ webgpu: true });
    page = await browser.newPage();
    await page.goto(server.url);
    await page.waitForSelector('body[data-ready="true"]', { state: 'attached', timeout: 60_000 });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  function run(clip: (typeof clips)[number], backend: Backend): Promise<ClipReport> {
    return page.evaluate((options) => window.poseHarness.runClip(options), {
      url: clipFramesUrl(server.url, path.join(clipsDir, clip.file)),
      exercise: clip.exercise,
      variant: 'full' as const,
      mediapipeBase: null,
      maxFps: MAX_FPS,
      recordLandmarks: true,
      backend,
    });
  }

  it('estimates the sample images on WebGPU where WASM does: same detector ROI, landmarks within tolerance', async () => {
    const urls = images.map((name) => fsUrl(server.url, path.join(imagesDir, name)));
    const estimate = (backend: Backend) =>
      page.evaluate(({ u, b }) => window.poseHarness.estimateImages(u, 'full', b), {
        u: urls,
        b: backend,
      }) as Promise<ImageEstimate[]>;
    const wasm = await estimate('wasm');
    const webgpu = await estimate('webgpu');
    images.forEach((name, i) => {
      const onWasm = wasm[i]!;
      const onWebgpu = webgpu[i]!;
      expect(onWebgpu.backend, name).toBe('webgpu');
      expect(onWasm.backend, name).toBe('wasm');
      expect(onWebgpu.first.detectorRan, name).toBe(onWasm.first.detectorRan);
      const roiA = onWasm.first.roi!;
      const roiB = onWebgpu.first.roi!;
      expect(Math.hypot(roiA.cx - roiB.cx, roiA.cy - roiB.cy), `${name} ROI`).toBeLessThan(
        LANDMARK_TOLERANCE_PX,
      );
      const { mean } = meanLandmarkDistance(
        [onWasm.first.landmarks, onWasm.tracked.landmarks],
        [onWebgpu.first.landmarks, onWebgpu.tracked.landmarks],
      );
      expect(mean, `${name} landmarks`).toBeLessThan(LANDMARK_TOLERANCE_PX);
    });
  }, 600_000);

  it.runIf(runsClips).each(clips.map((clip) => [clip.file, clip] as const))(
    '%s: same reps, times and faults as WASM, landmarks within tolerance',
    async (_, clip) => {
      const wasm = await run(clip, 'wasm');
      const webgpu = await run(clip, 'webgpu');
      expect(webgpu.backend).toBe('webgpu');
      const reps = (report: ClipReport) =>
        report.repwise.reps.map((rep) => ({
          timestampMs: rep.timestampMs,
          faults: rep.faults.map((fault) => fault.fault),
        }));
      expect(reps(webgpu)).toEqual(reps(wasm));
      expect(reps(wasm).length).toBeGreaterThan(0);
      let sum = 0;
      let count = 0;
      (wasm.recorded ?? []).forEach((frame, i) => {
        const other = webgpu.recorded?.[i]?.landmarks;
        if (!frame.landmarks || !other) return;
        for (let p = 0; p < 33; p++) {
          const dx = (frame.landmarks[p * 4] ?? 0) - (other[p * 4] ?? 0);
          const dy = (frame.landmarks[p * 4 + 1] ?? 0) - (other[p * 4 + 1] ?? 0);
          sum += Math.hypot(dx, dy);
          count++;
        }
      });
      expect(count).toBeGreaterThan(0);
      expect(sum / count).toBeLessThan(LANDMARK_TOLERANCE_PX);
    },
    900_000,
  );
});
