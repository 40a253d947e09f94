// Camera pose tracking through the browser's media API, on the running system. (a) Chromium's fake
// camera plays a real squat clip from ../shared/pose/clips (converted to .y4m with Debian's ffmpeg
// at test time) into the squat tracking, whose rep counter must reach the clip's labelled count;
// skipped where the clips are absent. (b) A denied camera shows the spec's message and Try Again.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '@repwise/tooling/chromium';
import { system } from '../src/system';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const clipsDir = path.resolve(repoRoot, '..', 'shared', 'pose', 'clips');
const CLIP = 'squat_1.mp4';
const hasClip = existsSync(path.join(clipsDir, CLIP));
const DENIED_MESSAGE = 'Camera access denied. Please grant camera permissions and try again.';
// The fake camera plays the clip at half speed (15 of its 30 frames a second): the tracking then
// sees twice the frames per rep, so a busy two-core machine still counts every rep.
const SLOW_MOTION = 2;
// Loading the pose model, then up to two passes of the looping 8.5 s clip at half speed.
const COUNT_WITHIN_MS = 150_000;

/** launchBrowser's Chromium with a fake media device. */
function launchWithCamera(cameraArgs: string[]): Promise<Browser> {
  return launchBrowser({ extraArgs: ['--use-fake-device-for-media-stream', ...cameraArgs] });
}

/**
 * The clip as a 640x480 (the camera size the app asks for: letterboxed, nothing cropped) .y4m at
 * half speed, for --use-file-for-fake-video-capture.
 */
function convertClipToY4m(clip: string, outDir: string): string {
  const out = path.join(outDir, `${path.basename(clip, '.mp4')}.y4m`);
  const converted = spawnSync(
    'ffmpeg',
    [
      '-v',
      'error',
      '-i',
      clip,
      '-vf',
      `setpts=${SLOW_MOTION}*PTS,scale=-2:480,pad=640:480:(ow-iw)/2:0`,
      '-r',
      '15',
      '-pix_fmt',
      'yuv420p',
      '-f',
      'yuv4mpegpipe',
      out,
    ],
    { encoding: 'utf8' },
  );
  if (converted.error || converted.status !== 0)
    throw new Error(`ffmpeg could not convert ${clip}: ${converted.error ?? converted.stderr}`);
  return out;
}

/**
 * Where the journey finds the squat tracking: the Form Analysis screen that mf-pose serves on its
 * own origin (named by the shell's /remotes.json). When the active workout hosts the panel, only
 * this step changes: open /app/workout?view=active signed in, switch AI on for Squats.
 */
async function openSquatTracking(context: BrowserContext): Promise<Locator> {
  const manifest = await (await fetch(`${system.appUrl}/remotes.json`)).json();
  const page = await context.newPage();
  await page.goto(new URL('/', manifest.mf_pose.entry).href);
  await page.getByRole('radio', { name: 'Squat' }).click();
  const panel = page.getByRole('region', { name: 'Squat form tracking' });
  await panel.getByRole('button', { name: 'Start camera' }).click();
  return panel;
}

/** The count the panel's rep counter shows ("Reps: 2 of 10"). */
async function readRepCount(panel: Locator): Promise<number> {
  const label = await panel
    .getByRole('status', { name: /^Reps: \d+ of \d+$/ })
    .getAttribute('aria-label');
  return Number(/^Reps: (\d+)/.exec(label ?? '')?.[1] ?? NaN);
}

describe.skipIf(!hasClip)('squat tracking on the camera', () => {
  let workDir: string;
  let browser: Browser;
  let labelledReps: number;

  beforeAll(async () => {
    const labels: { file: string; reps: number }[] = JSON.parse(
      readFileSync(path.join(clipsDir, 'labels.json'), 'utf8'),
    );
    labelledReps = labels.find((clip) => clip.file === CLIP)?.reps ?? NaN;
    workDir = mkdtempSync(path.join(os.tmpdir(), 'repwise-camera-'));
    const y4m = convertClipToY4m(path.join(clipsDir, CLIP), workDir);
    browser = await launchWithCamera([
      `--use-file-for-fake-video-capture=${y4m}`,
      '--use-fake-ui-for-media-stream',
    ]);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  it(
    `counts ${CLIP}'s labelled reps from the live camera`,
    async () => {
      const context = await browser.newContext({ permissions: ['camera'] });
      const panel = await openSquatTracking(context);
      await expect
        .poll(() => readRepCount(panel), { timeout: COUNT_WITHIN_MS, interval: 500 })
        .toBeGreaterThanOrEqual(labelledReps);
      await context.close();
    },
    COUNT_WITHIN_MS + 60_000,
  );
});

describe('a denied camera', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchWithCamera(['--deny-permission-prompts']);
  });

  afterAll(() => browser?.close());

  it('shows the spec’s message and a Try Again that asks for the camera again', async () => {
    const context = await browser.newContext();
    // Counts the page's camera requests, to see that Try Again really asks again.
    await context.addInitScript(() => {
      const media = navigator.mediaDevices;
      const getUserMedia = media.getUserMedia.bind(media);
      Object.assign(window, { cameraRequests: 0 });
      media.getUserMedia = (constraints) => {
        Object.assign(window, {
          cameraRequests: Number(Reflect.get(window, 'cameraRequests')) + 1,
        });
        return getUserMedia(constraints);
      };
    });
    const panel = await openSquatTracking(context);
    const page = panel.page();
    const requests = () => page.evaluate(() => Number(Reflect.get(window, 'cameraRequests')));
    const alert = panel.getByRole('alert').filter({ hasText: DENIED_MESSAGE });
    await alert.waitFor();
    expect(await requests()).toBe(1);
    await alert.getByRole('button', { name: 'Try Again' }).click();
    await expect.poll(requests).toBe(2);
    await alert.waitFor();
    expect(await readRepCount(panel)).toBe(0);
    await context.close();
  });
});
