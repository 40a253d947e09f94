import { request, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, openPage, type AppUser } from '../src/app-user';
import { saveScreenshot } from '../src/artifacts';
import { launchBrowser } from '@repwise/tooling/chromium';
import { system } from '../src/system';

let browser: Browser;
let user: AppUser;
beforeAll(async () => {
  // Chromium's synthetic camera, granted without a prompt: the panel starts a real stream and
  // loads the real pose model, though no person is in view (a counted set from a real clip is
  // the pose-camera journey's).
  browser = await launchBrowser({
    extraArgs: ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  });
  user = await createUser();
});
afterAll(() => browser.close());

/** Calls the pose API as the journey's user. */
async function callPoseApi(method: 'GET' | 'POST', path: string, data?: unknown) {
  const api = await request.newContext({ baseURL: `${system.gatewayUrl}/api/` });
  try {
    const answer = await api.fetch(path, {
      method,
      data,
      headers: { authorization: `Bearer ${user.session.accessToken}` },
    });
    if (answer.status() >= 300) throw new Error(`${path} answered ${answer.status()}`);
    return (await answer.json()).data;
  } finally {
    await api.dispose();
  }
}

/**
 * An earlier finished session the server learns from: good but uneven squats (average 7.5,
 * consistency 0.4) and weak deadlifts (average 5) → a consistency and a mobility recommendation.
 */
async function recordEarlierSession() {
  const sessionId = `earlier-${Date.now()}`;
  const set = (exercise: string, formScores: number[]) => ({
    sessionId,
    exercise,
    setNumber: 1,
    reps: formScores.length,
    formScores,
    analyses: [],
    duration: 30,
  });
  await callPoseApi('POST', 'workouts/pose/sets', set('squat', [3, 9, 9, 9]));
  await callPoseApi('POST', 'workouts/pose/sets', set('deadlift', [5, 5]));
  await callPoseApi('POST', 'workouts/pose/sessions', { sessionId, totalDuration: 600 });
}

async function goToSquats(page: Page) {
  await page.getByText('Exercise 1 of 4').waitFor();
  for (let set = 0; set < 6; set += 1) {
    await page.getByRole('button', { name: 'Mark Set Complete' }).click();
    if (set % 3 < 2) await page.getByRole('button', { name: 'Skip Rest' }).click();
  }
  await page.getByRole('heading', { name: 'Squats' }).waitFor();
}

describe('AI form tracking in the active workout', () => {
  it('loads the squat panel from mf-pose, survives mf-pose being down, and adapts to the server’s plan', async () => {
    const page = await openPage(browser, '/app/workout?view=active', { user });
    await goToSquats(page);
    const aiSwitch = page.getByRole('switch', { name: 'AI form tracking' });
    expect(await aiSwitch.getAttribute('aria-checked')).toBe('false');

    // mf-pose down: the card says so and the workout carries on; Try again recovers.
    const manifest = await (await page.request.get('/remotes.json')).json();
    const poseEntry = new URL(manifest.mf_pose.entry);
    const blockPose = `${poseEntry.origin}/**`;
    await page.route(blockPose, (route) => route.abort('connectionrefused'));
    await aiSwitch.click();
    const fallback = page.getByRole('alert', { name: 'Form tracking is unavailable' });
    await fallback.waitFor({ timeout: 20_000 });
    await page.unroute(blockPose);
    await fallback.getByRole('button', { name: 'Try again' }).click();

    // The real panel, from mf-pose's own server, with the synthetic camera and the real model.
    const panel = page.getByRole('region', { name: 'Squat form tracking' });
    await panel.waitFor({ timeout: 20_000 });
    await panel.getByRole('status', { name: 'Reps: 0 of 15' }).waitFor();
    await panel
      .getByTestId('pose-model')
      .getByText(/BlazePose \w+ · (WASM \(CPU\)|WebGPU)/)
      .waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Adapt: 0 recommendations' }).waitFor();
    await saveScreenshot(page, 'workouts-pose-panel');

    // The server learns of an earlier session; finishing this set brings its recommendations.
    await recordEarlierSession();
    await page.getByRole('button', { name: 'Mark Set Complete' }).click();
    const sheet = page.getByRole('dialog', { name: 'Adaptive plan' });
    await sheet.getByRole('heading', { name: 'Adaptive plan' }).waitFor({ timeout: 20_000 });
    await sheet.getByRole('meter', { name: 'Readiness score' }).waitFor();
    // The sheet is fixed to the viewport: capture it over the top of the page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, 'workouts-pose-adaptive-overview');
    await sheet.getByRole('tab', { name: 'Recommendations (2)' }).click();
    const mobility = sheet.getByRole('listitem', { name: 'Deadlifts: Mobility' });
    await mobility.waitFor();
    await sheet.getByRole('listitem', { name: 'Squats: Consistency' }).waitFor();
    await saveScreenshot(page, 'workouts-pose-adaptive-recommendations');

    await mobility.getByRole('button', { name: 'Dismiss' }).click();
    await mobility.waitFor({ state: 'detached' });
    await sheet.getByRole('tab', { name: 'Recommendations (1)' }).waitFor();
    await sheet.getByRole('tab', { name: 'Exercise Metrics' }).click();
    await sheet.getByRole('region', { name: 'Squats' }).waitFor();
    await sheet.getByRole('button', { name: 'Close' }).click();
    await sheet.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Skip Rest' }).click();
    await page.getByText('Set 2/3').waitFor();
    await page.getByRole('button', { name: 'Adapt: 1 recommendation' }).waitFor();

    const plan = await callPoseApi('GET', 'workouts/pose/adaptive-plan');
    expect(plan.adaptivePlan.modifications.map((m: { id: string }) => m.id)).toEqual([
      'squats.consistency',
    ]);
    await page.context().close();
  });
});
