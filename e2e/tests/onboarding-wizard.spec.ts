import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, openPage } from '../src/app-user';
import { saveScreenshot } from '../src/artifacts';
import { launchBrowser } from '@repwise/tooling/chromium';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The radio or checkbox `option` inside the question whose text starts with `question`. */
function option(page: Page, question: string, name: string, role: 'radio' | 'checkbox' = 'radio') {
  return page
    .getByRole('group', { name: new RegExp(`^${question}`) })
    .getByRole(role, { name, exact: true });
}

async function next(page: Page, heading: string) {
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { level: 2, name: heading }).waitFor();
}

describe('the onboarding assessment', () => {
  it('takes a new user through all 8 steps to the plan summary and the dashboard', async () => {
    const user = await createUser({ isOnboarded: false });
    const page = await openPage(browser, '/onboarding', { user });
    await page.getByRole('heading', { level: 1, name: 'Welcome to RepWise' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Personal Information' }).waitFor();
    expect(await page.getByText('~16 min remaining').count()).toBe(1);

    // Step 1, with a validation error first: the invalid field is focused.
    const age = page.getByRole('spinbutton', { name: 'Age' });
    await age.fill('10');
    await option(page, 'Biological sex', 'Female').check();
    await page.getByRole('spinbutton', { name: 'Height (feet)' }).fill('5');
    await page.getByRole('spinbutton', { name: 'Height (inches)' }).fill('6');
    await page.getByRole('spinbutton', { name: 'Weight (lb)' }).fill('150');
    await option(page, 'Activity level', 'Lightly active').check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Age must be between 13 and 120').waitFor();
    expect(await age.evaluate((element) => element === document.activeElement)).toBe(true);
    await saveScreenshot(page, 'onboarding-validation-error');
    await age.fill('30');
    await next(page, 'Fitness Goals');

    await option(page, 'Primary goal', 'Weight loss').check();
    await page.getByRole('spinbutton', { name: 'Target weight (lb)' }).fill('140');
    await option(page, 'Timeframe', '6 months').check();
    await next(page, 'Experience');

    // A custom answer: "Other (please specify)" is stored as custom:<text>.
    await option(page, 'Fitness level', 'Beginner').check();
    await page.getByRole('spinbutton', { name: 'Workout experience (years)' }).fill('1');
    await option(page, 'Previous injuries', 'Knee', 'checkbox').check();
    await option(page, 'Preferred workout types', 'Yoga', 'checkbox').check();
    await option(page, 'Preferred workout types', 'Other (please specify)', 'checkbox').check();
    await page
      .getByRole('textbox', { name: 'Preferred workout types: other (please specify)' })
      .fill('Climbing');
    await saveScreenshot(page, 'onboarding-custom-answer');
    await next(page, 'Workout Preferences');

    await option(page, 'Workout duration', '45 minutes').check();
    await option(page, 'Workout frequency', '3-4 times a week').check();
    await option(page, 'Preferred time', 'Morning').check();
    await option(page, 'Intensity', 'Moderate').check();
    await next(page, 'Equipment');

    await option(page, 'Workout location', 'Home').check();
    await option(page, 'Available equipment', 'Dumbbells', 'checkbox').check();
    await option(page, 'Available space', 'Medium (a room)').check();
    await next(page, 'Health & Medical');

    // "None" excludes the other conditions.
    await option(page, 'Medical conditions', 'Asthma', 'checkbox').check();
    await option(page, 'Medical conditions', 'None', 'checkbox').check();
    expect(await option(page, 'Medical conditions', 'Asthma', 'checkbox').isChecked()).toBe(false);
    await option(page, 'Do you have your physician', 'Yes').check();
    await option(page, 'Sleep quality', 'Good').check();
    await option(page, 'Stress level', 'Low').check();
    await next(page, 'Accessibility');

    await page.getByRole('button', { name: 'Skip Step' }).click();
    await page.getByRole('heading', { level: 2, name: 'Preferences' }).waitFor();
    await option(page, 'Coaching style', 'Encouraging').check();
    await option(page, 'Would you like nutrition guidance', 'Yes').check();
    await page.getByRole('region', { name: 'Summary' }).getByText('Yoga, Climbing').waitFor();
    await saveScreenshot(page, 'onboarding-final-step-summary');
    await page.getByRole('button', { name: 'Finish' }).click();

    await page.getByRole('heading', { level: 1, name: 'Your AI-Powered Plan' }).waitFor();
    await page
      .getByRole('heading', { level: 2, name: 'Workout Plan' })
      .waitFor({ timeout: 30_000 });
    expect(page.url()).toContain('/onboarding?view=plan');
    await page.getByText('Beginner Weight Loss Plan').waitFor();
    await page.getByText('45 min', { exact: true }).waitFor();
    for (const name of ['Nutrition Plan', 'Progress Tracking', 'Safety Considerations']) {
      await page.getByRole('heading', { level: 2, name }).waitFor();
    }
    await saveScreenshot(page, 'onboarding-plan-summary');

    await page.getByRole('button', { name: 'Continue to Dashboard' }).click();
    await page.waitForURL('**/app/dashboard');
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.context().close();
  });

  it('lets a new user skip to the dashboard, which invites them back; the skip holds on reload and in a second tab', async () => {
    const user = await createUser({ isOnboarded: false });
    const page = await openPage(browser, '/onboarding', { user });
    await page.getByRole('heading', { level: 2, name: 'Personal Information' }).waitFor();
    await page.getByRole('button', { name: 'Skip for now' }).click();

    await page.waitForURL('**/app/dashboard');
    await expect
      .poll(() => page.getByRole('status').allInnerTexts(), { timeout: 5000 })
      .toEqual(
        expect.arrayContaining([
          expect.stringContaining('You can complete your profile anytime in settings.'),
        ]),
      );
    await page.getByText('Onboarding Skipped', { exact: true }).waitFor();
    const invite = page.getByRole('region', { name: 'Complete your profile' });
    await invite.waitFor();
    await page.getByRole('heading', { level: 1, name: 'Welcome back!' }).waitFor();
    await saveScreenshot(page, 'onboarding-skipped-dashboard');
    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(page, 'onboarding-skipped-dashboard-phone');
    await page.setViewportSize({ width: 1280, height: 800 });

    // Remembered for this user: a reload and a second tab stay in the app.
    await page.reload();
    await invite.waitFor();
    expect(new URL(page.url()).pathname).toBe('/app/dashboard');
    const second = await page.context().newPage();
    await second.goto('/app/progress');
    await second.getByRole('heading', { level: 1, name: 'Progress Tracking' }).waitFor();
    expect(new URL(second.url()).pathname).toBe('/app/progress');
    await second.close();

    // The invitation leads back to the assessment.
    await invite.getByRole('button', { name: 'Complete My Profile' }).click();
    await page.waitForURL('**/onboarding');
    await page.getByRole('heading', { level: 2, name: 'Personal Information' }).waitFor();
    await page.context().close();
  });
});
