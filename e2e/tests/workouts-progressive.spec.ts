import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, openPage, waitForActiveWeek, type AppUser } from '../src/app-user';
import { saveScreenshot } from '../src/artifacts';
import { launchBrowser } from '@repwise/tooling/chromium';

let browser: Browser;
let user: AppUser;
beforeAll(async () => {
  browser = await launchBrowser();
  user = await createUser();
  await waitForActiveWeek(user);
});
afterAll(() => browser.close());

async function readStat(page: Page, label: string): Promise<string> {
  return (await page.getByRole('region', { name: label }).locator('p').first().textContent()) ?? '';
}

describe('the progressive plan', () => {
  it(
    'is generated, activated, and completing today moves the dashboard stats',
    { timeout: 180_000 },
    async () => {
      const page = await openPage(browser, '/app/workout?view=generator', { user });
      await page.getByText('Goals & Experience').waitFor();
      await page.getByRole('combobox', { name: 'Primary goal' }).selectOption('STRENGTH');
      await saveScreenshot(page, 'workouts-progressive-form');
      await page.getByRole('button', { name: 'Next' }).click();
      // Seven training days, so today always has a workout to tick.
      await page.getByRole('combobox', { name: 'Days per week' }).selectOption('7');
      await page.getByRole('combobox', { name: 'Session duration' }).selectOption('30');
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('checkbox', { name: 'Dumbbells' }).check();
      await page.getByRole('button', { name: 'Generate Progressive Plan' }).click();

      const weekOne = page.getByRole('region', { name: 'Week 1', exact: true });
      await weekOne.getByRole('button', { name: 'Generate Week' }).waitFor({ timeout: 60_000 });
      await page.getByText('Progressive Plan Started').waitFor();
      expect(
        await page
          .getByRole('region', { name: 'Week 3' })
          .getByRole('button', { name: 'Complete Previous Weeks' })
          .isDisabled(),
      ).toBe(true);
      // At 1280 px beside the sidebar, every week card holds its buttons ("Complete Previous
      // Weeks" used to run past a locked week's right edge into the next card).
      const overflowing = await page.locator('[aria-label="Programme weeks"] > *').evaluateAll(
        (cards) =>
          cards.filter((card) => {
            const right = card.getBoundingClientRect().right;
            return Array.from(card.querySelectorAll('button')).some(
              (button) => button.getBoundingClientRect().right > right,
            );
          }).length,
      );
      expect(overflowing).toBe(0);
      await weekOne.getByRole('button', { name: 'Generate Week' }).click();
      await weekOne.getByRole('button', { name: 'Update Progress' }).waitFor({ timeout: 60_000 });
      await page.getByText('Week 1 Generated').waitFor();
      await page
        .getByRole('region', { name: 'Week 2', exact: true })
        .getByRole('button', { name: 'Generate Next Week' })
        .waitFor();
      await page.getByRole('button', { name: 'Activate Plan' }).click();
      await page.getByText('Plan Activated').waitFor();
      await saveScreenshot(page, 'workouts-progressive-outline');

      await weekOne.getByRole('button', { name: 'Update Progress' }).click();
      const dialog = page.getByRole('dialog', { name: 'Week 1 Progress' });
      await dialog.waitFor();
      await saveScreenshot(page, 'workouts-progress-dialog');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });

      await page.goto('/app/dashboard');
      await page.getByRole('region', { name: 'Weekly Workouts' }).waitFor();
      await page.getByRole('region', { name: 'Workouts This Week' }).waitFor();
      const before = await readStat(page, 'Workouts This Week');
      const today = page
        .getByRole('article')
        .filter({ has: page.getByText('Today', { exact: true }) });
      await today.waitFor();
      const boxes = today.getByRole('checkbox');
      const count = await boxes.count();
      expect(count).toBeGreaterThan(0);
      for (let index = 0; index < count; index += 1) {
        await boxes.nth(index).check();
        await expect.poll(() => boxes.nth(index).isDisabled()).toBe(false);
      }
      await today.getByRole('button', { name: 'Complete Workout' }).click();
      await today.getByText('✓ Completed').waitFor();
      await expect
        .poll(() => readStat(page, 'Workouts This Week'), { timeout: 10_000 })
        .toBe(String(Number(before) + 1));
      await saveScreenshot(page, 'workouts-dashboard-after-completion');
      await page.context().close();
    },
  );
});
