import type { Browser, Page } from 'playwright-core';
import { request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, openPage, type AppUser } from '../src/app-user';
import { saveScreenshot } from '../src/artifacts';
import { launchBrowser } from '@repwise/tooling/chromium';
import { system } from '../src/system';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

function option(page: Page, question: string, name: string) {
  return page
    .getByRole('group', { name: new RegExp(`^${question}`) })
    .getByRole('radio', { name, exact: true });
}

async function fetchStatus(user: AppUser): Promise<{ isCompleted: boolean }> {
  const api = await request.newContext({ baseURL: `${system.gatewayUrl}/api/` });
  try {
    const answer = await api.get('onboarding/status', {
      headers: { authorization: `Bearer ${user.session.accessToken}` },
    });
    return (await answer.json()).status;
  } finally {
    await api.dispose();
  }
}

describe('resuming and retaking the onboarding assessment', () => {
  it('resumes at the step after the last completed one after a reload', async () => {
    const user = await createUser({ isOnboarded: false });
    const page = await openPage(browser, '/onboarding', { user });
    await page.getByRole('heading', { level: 2, name: 'Personal Information' }).waitFor();
    await page.getByRole('spinbutton', { name: 'Age' }).fill('44');
    await option(page, 'Biological sex', 'Male').check();
    await page.getByRole('spinbutton', { name: 'Height (feet)' }).fill('6');
    await page.getByRole('spinbutton', { name: 'Height (inches)' }).fill('0');
    await page.getByRole('spinbutton', { name: 'Weight (lb)' }).fill('200');
    await option(page, 'Activity level', 'Sedentary').check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { level: 2, name: 'Fitness Goals' }).waitFor();
    await option(page, 'Primary goal', 'Strength').check();
    await option(page, 'Timeframe', '1 year').check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { level: 2, name: 'Experience' }).waitFor();

    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Experience' }).waitFor();
    await page.getByText('Resuming from step 3 of 8.').waitFor();
    expect(await page.getByText('Step 3 of 8', { exact: true }).count()).toBe(1);
    expect(await page.getByText('~12 min remaining').count()).toBe(1);
    // Completed steps can be clicked to jump back, with their answers kept.
    await page.getByRole('button', { name: /Personal Info/ }).click();
    await page.getByRole('heading', { level: 2, name: 'Personal Information' }).waitFor();
    expect(await page.getByRole('spinbutton', { name: 'Age' }).inputValue()).toBe('44');
    await saveScreenshot(page, 'onboarding-resumed');
    await page.context().close();
  });

  it('retake resets the completed onboarding and starts again at step 1', async () => {
    const user = await createUser();
    expect((await fetchStatus(user)).isCompleted).toBe(true);
    const page = await openPage(browser, '/onboarding/retake', { user });
    await page.getByText('Onboarding Reset').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Edit Your Fitness Profile' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Personal Information' }).waitFor();
    await page.waitForURL((url) => url.pathname === '/onboarding');
    expect(await page.getByText('Step 1 of 8').count()).toBe(1);
    expect(await page.getByRole('spinbutton', { name: 'Age' }).inputValue()).toBe('');
    expect((await fetchStatus(user)).isCompleted).toBe(false);
    await page.context().close();
  });

  it('prefills the saved answers in edit mode', async () => {
    const user = await createUser();
    const page = await openPage(browser, '/onboarding?mode=edit', { user });
    await page.getByRole('heading', { level: 1, name: 'Edit Your Fitness Profile' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Personal Information' }).waitFor();
    expect(await page.getByRole('spinbutton', { name: 'Age' }).inputValue()).toBe('34');
    expect(await option(page, 'Biological sex', 'Female').isChecked()).toBe(true);
    await saveScreenshot(page, 'onboarding-edit-mode');
    await page.context().close();
  });
});
