// Rep counting and form faults on real footage: every clip of ../shared/pose/clips (hand-counted
// reps, their times and per-rep fault labels in labels.json) through the whole product path in
// Chromium: ffmpeg-decoded frames at up to 30 fps (the camera's rate: 60 fps clips give every
// other frame) → the pose pipeline (converted BlazePose models, onnxruntime-web WASM) → the
// session's ExerciseTracker (the domain's analysers, rep machines and fault finders). Each counted
// rep must match a labelled rep in time and each labelled fault a flag on its rep, as
// `npm run bench:pose` scores them (`@repwise/tooling/pose-rep-matching`). Skipped where the clips
// are absent.
//
// The full landmark model, the one the product runs on CPU: the lite model's landmarks are too
// coarse for the fault measures (bench/README.md). About 4,900 frames take some 4 minutes of CPU
// here. The harness page is cross-origin isolated as the product's are, so the models already run
// on every core (WASM threads): the clips go through one page, one after the other (two pages
// would only fight over the same cores).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { launchBrowser } from '@repwise/tooling/chromium';
import { matchClipReps } from '@repwise/tooling/pose-rep-matching';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SHARED_DIR,
  clipFramesUrl,
  hasFfmpeg,
  startHarnessServer,
} from '../build/harness-server.mjs';
import type { ModelVariant } from '../src/pipeline/pose-pipeline';
import type { ClipReport } from './harness/bench';

const clipsDir = path.join(SHARED_DIR, 'pose/clips');
const labelsFile = path.join(clipsDir, 'labels.json');
const VARIANT: ModelVariant = 'full';
/** The camera's frame rate (spec: 30 fps): faster clips are fed at this rate. */
const MAX_FPS = 30;
/** Clips analysed at once, each in its own page: one, whose WASM threads use every core. */
const LANES = 1;
/** Labelled faults a clip may miss: none (the bar; see bench/README.md). */
const MISSABLE_FAULT_SHARE = 0;
/** Reps of a clip that may carry a false alarm: one in twenty (the bar). */
const FALSE_ALARM_REP_SHARE = 1 / 20;

interface ClipLabel {
  file: string;
  exercise: 'squat' | 'deadlift';
  reps: number;
  durationS: number;
  fps: number;
  bottomTimesS?: number[];
  lockoutTimesS?: number[];
  finalFloorS?: number;
  faults?: { rep: number; fault: string }[];
}

const labels: ClipLabel[] = existsSync(labelsFile)
  ? JSON.parse(readFileSync(labelsFile, 'utf8'))
  : [];

/** Opens the harness in a page of its own (a renderer process of its own). */
async function openHarness(browser: Browser, url: string): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(url);
  await page.waitForSelector('body[data-ready="true"]', { state: 'attached', timeout: 60_000 });
  return page;
}

/**
 * Runs the clips in `LANES` pages at once (longest first, each to the least loaded page); each
 * clip's report is awaited by its own test.
 */
function runClips(browser: Browser, serverUrl: string): Map<string, Promise<ClipReport>> {
  const frames = (clip: ClipLabel) => clip.durationS * clip.fps;
  const lanes = Array.from({ length: LANES }, () => ({ frames: 0, clips: [] as ClipLabel[] }));
  for (const clip of [...labels].sort((a, b) => frames(b) - frames(a))) {
    const lane = lanes.reduce((least, next) => (next.frames < least.frames ? next : least));
    lane.frames += frames(clip);
    lane.clips.push(clip);
  }
  const reports = new Map<string, Promise<ClipReport>>();
  for (const lane of lanes) {
    const page = openHarness(browser, serverUrl);
    let previous: Promise<unknown> = page;
    for (const clip of lane.clips) {
      const report = previous.then(async () =>
        (await page).evaluate((options) => window.poseHarness.runClip(options), {
          url: clipFramesUrl(serverUrl, path.join(clipsDir, clip.file)),
          exercise: clip.exercise,
          variant: VARIANT,
          mediapipeBase: null,
          maxFps: MAX_FPS,
        }),
      );
      // Awaited by the clip's test; a failure must not surface earlier as an unhandled rejection.
      report.catch(() => undefined);
      reports.set(clip.file, report);
      previous = report.catch(() => undefined);
    }
  }
  return reports;
}

describe.skipIf(labels.length === 0)(
  'rep counts on the labelled clips (pipeline in Chromium)',
  () => {
    let server: { url: string; close: () => Promise<void> };
    let browser: Browser;
    let reports: Map<string, Promise<ClipReport>>;

    beforeAll(async () => {
      if (!hasFfmpeg())
        throw new Error('ffmpeg decodes the clips: install it (apt-get install ffmpeg)');
      server = await startHarnessServer({ allow: [clipsDir] });
      browser = await launchBrowser();
      reports = runClips(browser, server.url);
    }, 60_000);

    afterAll(async () => {
      await browser?.close();
      await server?.close();
    });

    it.each(labels.map((clip) => [clip.file, clip] as const))(
      '%s: counts every labelled rep once, each at its time, and flags its faults',
      async (file, clip) => {
        const report = await reports.get(file);
        const counted = (report?.repwise.reps ?? []).map((rep) => ({
          timeS: rep.timestampMs / 1000,
          score: rep.score,
          faults: rep.faults,
        }));
        const result = matchClipReps(clip, counted);
        const summary = `${file}: ${JSON.stringify(counted.map((r) => [r.timeS, r.faults.map((f) => f.fault)]))}`;
        expect(result.missed, summary).toEqual([]);
        expect(result.extra, summary).toBe(0);
        expect(result.faultsCaught, summary).toBeGreaterThanOrEqual(
          Math.ceil(result.faultsLabelled * (1 - MISSABLE_FAULT_SHARE)),
        );
        expect(result.repsWithFalseAlarm, summary).toBeLessThanOrEqual(
          Math.floor(result.labelled * FALSE_ALARM_REP_SHARE),
        );
      },
      // Each test waits for its lane's earlier clips too: generous, so a busy machine slows the
      // test down rather than failing it.
      900_000,
    );
  },
);
