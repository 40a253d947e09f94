import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, openPage, waitForActiveWeek, type AppUser } from '../src/app-user';
import { saveScreenshot } from '../src/artifacts';
import { findAccessibilityViolations } from '../src/axe';
import { launchBrowser } from '@repwise/tooling/chromium';

let browser: Browser;
let user: AppUser;
beforeAll(async () => {
  browser = await launchBrowser();
  user = await createUser();
  await waitForActiveWeek(user);
});
afterAll(() => browser.close());

describe('the workouts dashboard', () => {
  it('shows the plan built from onboarding as the active plan, in light and dark', async () => {
    const page = await openPage(browser, '/app/dashboard', { user });
    const weekly = page.getByRole('region', { name: 'Weekly Workouts' });
    await weekly.waitFor();
    await weekly.getByText('AI Generated').waitFor();
    expect(await weekly.getByText('Total Weeks').isVisible()).toBe(true);
    await page.getByRole('region', { name: 'Daily Tracker' }).waitFor();
    await page.getByRole('region', { name: 'Focus Areas' }).waitFor();
    await page.getByRole('region', { name: 'Current Streak' }).waitFor();
    await page.getByRole('region', { name: 'AI Coach Insights' }).waitFor();
    expect(await page.getByText('No Workout Plan Active').count()).toBe(0);
    const violations = await findAccessibilityViolations(page);
    expect(violations.filter((v) => v.impact === 'critical')).toEqual([]);
    await saveScreenshot(page, 'workouts-dashboard-light');

    await page.context().close();

    // The theme follows the system's colour scheme by default.
    const dark = await openPage(browser, '/app/dashboard', { user, colorScheme: 'dark' });
    await dark.getByRole('region', { name: 'Weekly Workouts' }).waitFor();
    await dark.waitForFunction(() => document.documentElement.classList.contains('dark'));
    await saveScreenshot(dark, 'workouts-dashboard-dark');
    await dark.context().close();
  });

  it('lays the dashboard and the daily workout out on a phone', async () => {
    const page = await openPage(browser, '/app/dashboard', {
      user,
      viewport: { width: 390, height: 844 },
    });
    await page.getByRole('region', { name: 'Weekly Workouts' }).waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await saveScreenshot(page, 'workouts-dashboard-phone');

    await page.goto('/app/daily-workout');
    await page.getByText('Active Plan').waitFor();
    await page.getByRole('button', { name: 'Previous day' }).click();
    expect(await page.getByRole('combobox', { name: 'Day' }).inputValue()).toBe('Sunday');
    await saveScreenshot(page, 'workouts-daily-workout-phone');
    await page.context().close();
  });

  it('shows the Workout Plans overview, daily plan and calendar for the active plan', async () => {
    const page = await openPage(browser, '/app/workout', { user });
    await page.getByRole('region', { name: 'Current Plan' }).waitFor();
    await page
      .getByRole('region', { name: 'Your Stats' })
      .getByText('Workouts Completed')
      .waitFor();
    await saveScreenshot(page, 'workouts-plans-overview');

    await page.goto('/app/workout?view=daily');
    await page.getByRole('tablist', { name: 'Workout sections' }).waitFor();
    await page.getByRole('tab', { name: 'warmup' }).click();
    await page.getByRole('region', { name: 'Warm-up' }).waitFor();
    expect(await page.getByRole('region', { name: 'Exercises' }).count()).toBe(0);
    await saveScreenshot(page, 'workouts-plans-daily');

    await page.goto('/app/workout?view=calendar');
    await page.getByRole('region', { name: 'This Month' }).getByText('Day streak').waitFor();
    await saveScreenshot(page, 'workouts-calendar');

    await page.goto('/app/workout?view=library');
    await page.getByRole('button', { name: 'STRENGTH' }).click();
    await page.getByRole('article').first().waitFor();
    await saveScreenshot(page, 'workouts-library');
    await page.context().close();
  });
});
