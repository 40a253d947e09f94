import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createUser, openPage, type AppUser } from '../src/app-user';
import { saveScreenshot } from '../src/artifacts';
import { launchBrowser } from '@repwise/tooling/chromium';

let browser: Browser;
let user: AppUser;
beforeAll(async () => {
  browser = await launchBrowser();
  user = await createUser();
});
afterAll(() => browser.close());

describe('the active workout', () => {
  it('runs the built-in workout through rest phases to the completion screen and records it', async () => {
    const page = await openPage(browser, '/app/workout?view=active', { user });
    await page.getByText('Exercise 1 of 4').waitFor();
    await page.getByText('Set 1/3').waitFor();
    await saveScreenshot(page, 'workouts-active');

    await page.getByRole('button', { name: 'Mark Set Complete' }).click();
    await page.getByRole('heading', { name: 'Rest' }).waitFor();
    await page.getByRole('button', { name: 'Pause Rest' }).click();
    await page.getByRole('button', { name: 'Resume Rest' }).click();
    await saveScreenshot(page, 'workouts-active-rest');
    await page.getByRole('button', { name: 'Skip Rest' }).click();
    await page.getByText('Set 2/3').waitFor();

    // Four exercises of three sets: a rest follows every set but each exercise's last.
    for (let exercise = 1; exercise <= 4; exercise += 1) {
      await page.getByText(`Exercise ${exercise} of 4`).waitFor();
      for (let set = exercise === 1 ? 2 : 1; set <= 3; set += 1) {
        await page.getByText(`Set ${set}/3`).waitFor();
        if (exercise === 2 && set === 1) {
          await page.getByRole('button', { name: 'Start Timer' }).click();
          await page.getByRole('button', { name: 'Pause Timer' }).click();
        }
        await page.getByRole('button', { name: 'Mark Set Complete' }).click();
        if (set < 3) await page.getByRole('button', { name: 'Skip Rest' }).click();
      }
    }

    await page.getByRole('heading', { name: 'Workout Complete!' }).waitFor();
    await page.getByText('Saved to your workout history.').waitFor();
    await saveScreenshot(page, 'workouts-active-complete');

    await page.goto('/app/dashboard');
    await page
      .getByRole('region', { name: 'Workouts This Week' })
      .getByText('1', { exact: true })
      .waitFor();
    await page.context().close();
  });
});
