// Rep counting on real footage: every clip of ../shared/pose/clips (hand-counted reps and times in
// labels.json) through the whole product path in Chromium: ffmpeg-decoded frames at the clip's own
// rate → the pose pipeline (converted BlazePose models, onnxruntime-web WASM) → the session's
// ExerciseTracker (the domain's analysers and rep machines). Skipped where the clips are absent.
//
// The lite landmark model must count exactly too (the rep machines should not hang on the finer
// accuracy of the full model, which the product runs on CPU and `npm run bench:pose` measures) and
// costs about two thirds as much: about 2,600 frames take some 130 s of CPU here. The harness page
// is cross-origin isolated as the product's are, so the models already run on every core (WASM
// threads): the clips go through one page, one after the other (two pages would only fight over
// the same cores).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHROMIUM_ARGS,
  SHARED_DIR,
  clipFramesUrl,
  hasFfmpeg,
  startHarnessServer,
} from '../build/harness-server.mjs';
import type { ModelVariant } from '../src/pipeline/pose-pipeline';
import type { ClipReport } from './harness/bench';

const clipsDir = path.join(SHARED_DIR, 'pose/clips');
const labelsFile = path.join(clipsDir, 'labels.json');
const VARIANT: ModelVariant = 'lite';
/** Clips analysed at once, each in its own page: one, whose WASM threads use every core. */
const LANES = 1;
/** A squat rep counts on the way up: within this long after its labelled bottom. */
const SQUAT_COUNT_WITHIN_S = 1.5;
/** A deadlift rep counts when the bar is back down: this long after the labelled floor time. */
const DEADLIFT_FLOOR_GRACE_S = 0.5;

interface ClipLabel {
  file: string;
  exercise: 'squat' | 'deadlift';
  reps: number;
  durationS: number;
  fps: number;
  bottomTimesS: number[];
  lockoutTimesS?: number[];
  finalFloorS?: number;
}

const labels: ClipLabel[] = existsSync(labelsFile)
  ? JSON.parse(readFileSync(labelsFile, 'utf8'))
  : [];

/**
 * When each labelled rep may be counted (seconds): a squat on the way up from its bottom; a
 * deadlift after its lockout, once the bar is down again and before the next pull starts.
 */
function countWindows(clip: ClipLabel): [number, number][] {
  if (clip.exercise === 'squat')
    return clip.bottomTimesS.map((bottom) => [bottom, bottom + SQUAT_COUNT_WITHIN_S]);
  const lockouts = clip.lockoutTimesS ?? [];
  return lockouts.map((lockout, i) => {
    const nextPull = clip.bottomTimesS[i + 1] ?? clip.finalFloorS ?? clip.durationS;
    return [lockout, nextPull + DEADLIFT_FLOOR_GRACE_S];
  });
}

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
      browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
      reports = runClips(browser, server.url);
    }, 60_000);

    afterAll(async () => {
      await browser?.close();
      await server?.close();
    });

    it.each(labels.map((clip) => [clip.file, clip] as const))(
      '%s: counts every labelled rep once, each at its time, and nothing else',
      async (file, clip) => {
        const report = await reports.get(file);
        const countedS = (report?.repwise.reps ?? []).map((rep) => rep.timestampMs / 1000);
        const windows = countWindows(clip);
        expect(countedS, `${file}: reps counted at (s)`).toHaveLength(clip.reps);
        countedS.forEach((timeS, i) => {
          const [from, until] = windows[i] ?? [NaN, NaN];
          expect(timeS, `${file}: rep ${i + 1}`).toBeGreaterThan(from);
          expect(timeS, `${file}: rep ${i + 1}`).toBeLessThanOrEqual(until);
        });
      },
      // Each test waits for its lane's earlier clips too: generous, so a busy machine slows the
      // test down rather than failing it.
      900_000,
    );
  },
);
