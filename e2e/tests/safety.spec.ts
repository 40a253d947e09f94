// The Safety area (issue #17): a user whose tracked sets were posted through the API sees their
// risk level and alerts, dismisses a risk factor and completes a recovery recommendation, and
// finds both kept after a reload and on another device; the Safety tour shows its three steps;
// a recorded squat clip analysed in the form check reaches the form history (skipped where the
// clips of ../shared/pose/clips or ffmpeg are absent). Screenshots of every section, light and
// dark, desktop and phone.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, openPage, type AppUser } from '../src/app-user';
import { saveElementScreenshot, saveScreenshot } from '../src/artifacts';
import { launchBrowser } from '@repwise/tooling/chromium';
import {
  buildCavingSquatRep,
  buildRoundedDeadliftRep,
  buildTrackedSet,
  recordTrackedSession,
} from '../src/pose-sets';

const clipsDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
  'shared',
  'pose',
  'clips',
);
const CLIP = 'squat_1.mp4';
const hasFfmpeg = spawnSync('ffmpeg', ['-version']).status === 0;
const hasClip = existsSync(path.join(clipsDir, CLIP)) && hasFfmpeg;

let browser: Browser;
let user: AppUser;

beforeAll(async () => {
  browser = await launchBrowser();
  user = await createUser();
  // One workout: squats whose knees cave in (high) and deadlifts with a rounded back (critical).
  const sessionId = `risky-${Date.now()}`;
  await recordTrackedSession(user, [
    buildTrackedSet(sessionId, 'squat', buildCavingSquatRep, [5, 6, 5]),
    buildTrackedSet(sessionId, 'deadlift', buildRoundedDeadliftRep, [4, 5]),
  ]);
}, 120_000);
afterAll(() => browser.close());

async function openSafety(
  options: Parameters<typeof openPage>[2] = {},
  who: AppUser = user,
): Promise<Page> {
  const page = await openPage(browser, '/app/safety', { user: who, ...options });
  await page.getByRole('heading', { level: 1, name: 'Safety' }).waitFor({ timeout: 30_000 });
  return page;
}

const alertsOf = (page: Page) =>
  page.getByRole('list', { name: 'Active safety alerts' }).locator(':scope > li');

describe('the Safety area', () => {
  it('shows the risk and alerts; a dismissal and a completed recommendation stay after a reload and on another device', async () => {
    const page = await openSafety();
    const assessment = page.getByRole('region', { name: 'Risk assessment' });
    await expect
      .poll(() => assessment.getByTestId('overall-risk').textContent(), { timeout: 20_000 })
      .toBe('Critical');
    await assessment.getByRole('meter', { name: 'Risk score' }).waitFor();
    await page.getByRole('link', { name: 'Safety, 2 unresolved alerts' }).waitFor();
    const valgus = page.getByRole('listitem', { name: 'Squats: knee valgus' });
    const rounding = page.getByRole('listitem', { name: 'Deadlifts: back rounding' });
    await rounding.getByText('Lumbar spine').first().waitFor();
    expect(await valgus.textContent()).toContain('Set 1, rep 1, 5/10: Knees are caving in');

    await valgus.getByRole('button', { name: 'Dismiss' }).click();
    await page.getByRole('alertdialog', { name: 'Dismiss this alert?' }).waitFor();
    await page.getByRole('button', { name: 'Dismiss alert' }).click();
    await valgus.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Safety, 1 unresolved alerts' }).waitFor();

    const recovery = page.getByRole('region', { name: 'Recovery recommendations' });
    const spine = recovery.getByRole('listitem', { name: 'Neutral spine re-patterning' });
    await spine.getByRole('button', { name: 'Mark as done' }).click();
    const done = recovery.getByRole('list', { name: 'Completed recommendations' });
    await done.getByText('Neutral spine re-patterning').waitFor();
    await spine.waitFor({ state: 'detached' });

    for (const view of [page, await openSafety()]) {
      if (view === page) await page.reload();
      await view.getByRole('listitem', { name: 'Deadlifts: back rounding' }).waitFor();
      expect(await alertsOf(view).evaluateAll((items) => items.map((i) => i.ariaLabel))).toEqual([
        'Deadlifts: back rounding',
      ]);
      const recoveryNow = view.getByRole('region', { name: 'Recovery recommendations' });
      await recoveryNow
        .getByRole('list', { name: 'Completed recommendations' })
        .getByText('Neutral spine re-patterning')
        .waitFor();
      await recoveryNow.getByRole('listitem', { name: 'Knee tracking programme' }).waitFor();
      expect(
        await recoveryNow.getByRole('listitem', { name: 'Neutral spine re-patterning' }).count(),
      ).toBe(0);
      if (view !== page) await view.context().close();
    }
    await page.context().close();
  });

  it('takes the Safety tour through its three steps', async () => {
    const page = await openPage(browser, '/app/dashboard', { user, toursEnabled: true });
    // The main tour starts by itself for this user; close it, then start the Safety tour.
    const mainTour = page.getByRole('dialog').filter({ hasText: /\d+ of 8/ });
    await mainTour.waitFor({ timeout: 15_000 });
    await page.keyboard.press('Escape');
    await mainTour.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Tours and help' }).click();
    await page.getByRole('button', { name: 'Browse All Tours' }).click();
    await page
      .getByRole('dialog', { name: 'Application Tours' })
      .getByRole('button', { name: 'Start Safety' })
      .click();
    await page.waitForURL('**/app/safety');
    const tooltip = page.getByRole('dialog').filter({ hasText: /\d of 3/ });
    for (const [index, title] of [
      'Risk assessment',
      'Safety alerts',
      'Recovery recommendations',
    ].entries()) {
      await tooltip
        .getByText(`${index + 1} of 3`)
        .first()
        .waitFor({ timeout: 15_000 });
      await page.getByRole('dialog', { name: title }).waitFor();
      await page.waitForTimeout(400);
      await saveScreenshot(page, `safety-tour-step-${index + 1}`, { fullPage: false });
      await tooltip.getByRole('button', { name: index < 2 ? 'Next' : 'Finish' }).click();
    }
    await tooltip.waitFor({ state: 'detached' });
    const stored = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('repwise_tours') ?? '{}'),
    );
    expect(stored.completedTours).toContain('safety-tour');
    await page.context().close();
  });

  it('reads well in light and dark, on a desktop and a phone', async () => {
    const sections = [
      ['risk', 'Risk assessment'],
      ['alerts', 'Safety alerts'],
      ['recovery', 'Recovery recommendations'],
      ['form-check', 'Form check'],
      ['history', 'Form history'],
    ] as const;
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const [device, viewport] of [
        ['desktop', { width: 1280, height: 800 }],
        ['phone', { width: 390, height: 844 }],
      ] as const) {
        const page = await openSafety({ colorScheme, viewport });
        await page.getByRole('article', { name: 'Squats form history' }).waitFor();
        const suffix = `${colorScheme}-${device}`;
        await saveScreenshot(page, `safety-${suffix}`);
        for (const [name, title] of sections) {
          const section =
            name === 'form-check'
              ? page.locator('#form-check')
              : page.getByRole('region', { name: title, exact: true });
          await saveElementScreenshot(section, `safety-${name}-${suffix}`);
        }
        await page.context().close();
      }
    }
  }, 180_000);

  it('falls back to a card with Try again while mf-pose cannot load, and the menu keeps working', async () => {
    const page = await openPage(browser, '/app/dashboard', { user });
    await page.getByText('Welcome back!').first().waitFor({ timeout: 30_000 });
    const manifest = await (await page.request.get('/remotes.json')).json();
    const blockPose = `${new URL(manifest.mf_pose.entry).origin}/**`;
    await page.route(blockPose, (route) => route.abort('connectionrefused'));
    await page.getByRole('link', { name: /^Safety/ }).click();
    const fallback = page.getByRole('alert').filter({ hasText: 'Safety is unavailable right now' });
    await fallback.waitFor({ timeout: 20_000 });
    await page.getByRole('link', { name: 'Progress' }).click();
    await page.getByRole('heading', { name: 'Progress Tracking' }).waitFor();
    await page.unroute(blockPose);
    await page.getByRole('link', { name: /^Safety/ }).click();
    const safety = page.getByRole('heading', { level: 1, name: 'Safety' });
    await safety.or(fallback).first().waitFor({ timeout: 20_000 });
    if (await fallback.isVisible())
      await fallback.getByRole('button', { name: 'Try again' }).click();
    await safety.waitFor({ timeout: 20_000 });
    await page.context().close();
  });

  it('leads a user without form data into a form check', async () => {
    const newcomer = await createUser();
    const page = await openSafety({ viewport: { width: 390, height: 844 } }, newcomer);
    const empty = page.getByRole('region', { name: 'No recent form data yet' });
    await empty.waitFor({ timeout: 20_000 });
    await saveScreenshot(page, 'safety-empty-phone');
    await empty.getByRole('button', { name: 'Start a form check' }).click();
    const formCheck = page.getByRole('region', { name: 'Form check' });
    expect(await formCheck.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.context().close();
  });
});

/** The clip as VP8 WebM, which any Chromium plays (H.264 needs proprietary codecs). */
function convertClipToWebm(clip: string, outDir: string): string {
  const out = path.join(outDir, `${path.basename(clip, '.mp4')}.webm`);
  const converted = spawnSync(
    'ffmpeg',
    ['-v', 'error', '-i', clip, '-an', '-c:v', 'libvpx', '-b:v', '2M', '-g', '1', out],
    { encoding: 'utf8' },
  );
  if (converted.error || converted.status !== 0)
    throw new Error(`ffmpeg could not convert ${clip}: ${converted.error ?? converted.stderr}`);
  return out;
}

describe.skipIf(!hasClip)('a recorded clip in the form check', () => {
  let workDir: string;
  let video: string;
  beforeAll(() => {
    workDir = mkdtempSync(path.join(os.tmpdir(), 'repwise-form-check-'));
    video = convertClipToWebm(path.join(clipsDir, CLIP), workDir);
  }, 60_000);
  afterAll(() => rmSync(workDir, { recursive: true, force: true }));

  it(`is counted, saved, and shows up in the form history (${CLIP})`, async () => {
    const labels: { file: string; reps: number }[] = JSON.parse(
      readFileSync(path.join(clipsDir, 'labels.json'), 'utf8'),
    );
    const labelledReps = labels.find((clip) => clip.file === CLIP)?.reps ?? NaN;
    const newcomer = await createUser();
    const page = await openSafety({}, newcomer);
    const formCheck = page.locator('#form-check');
    const panel = page.getByRole('region', { name: 'Squat form tracking' });
    await panel.getByRole('radio', { name: 'Recorded video' }).click();
    await panel.getByLabel('Video of your set').setInputFiles(video);
    await panel.getByRole('button', { name: 'Analyse video' }).click();
    await panel.getByRole('button', { name: 'Stop analysis' }).waitFor();
    const counter = panel.getByRole('status', { name: /^Reps: \d+ of 10$/ });
    await panel.getByRole('button', { name: 'Analyse video' }).waitFor({ timeout: 240_000 });
    const reps = Number(/Reps: (\d+)/.exec((await counter.getAttribute('aria-label')) ?? '')?.[1]);
    expect(reps).toBe(labelledReps);
    await formCheck.getByRole('button', { name: 'Save this set' }).click();
    await formCheck.getByText(`Set saved: ${reps} reps.`, { exact: false }).waitFor();
    await formCheck.getByRole('button', { name: 'Finish form check' }).click();
    const history = page.getByRole('article', { name: 'Squats form history' });
    await history.waitFor({ timeout: 20_000 });
    await history.getByText('Show the numbers').click();
    expect(await history.getByRole('table').getByRole('row').count()).toBe(2);
    await saveScreenshot(page, 'safety-form-check-clip');
    await page.context().close();
  }, 360_000);
});
