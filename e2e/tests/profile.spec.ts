import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, openContext, openPage } from '../src/app-user';
import { saveScreenshot } from '../src/artifacts';
import { launchBrowser } from '@repwise/tooling/chromium';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('profile', () => {
  it('edits the personal info, keeps it after a reload, and exports the data as JSON', async () => {
    const user = await createUser();
    const page = await openPage(browser, '/app/profile', { user });
    const info = page.getByRole('region', { name: 'Personal Information' });
    await info.getByRole('button', { name: 'Edit Profile' }).click();
    await info.getByLabel('First Name').fill('Jordana');
    await info.getByLabel('Age').fill('34');
    await info.getByLabel('Height (cm)').fill('172');
    await info.getByLabel('Weight (kg)').fill('70');
    await info.getByLabel('Fitness Level').selectOption('INTERMEDIATE');
    await info.getByRole('button', { name: 'Save' }).click();
    await info.getByRole('button', { name: 'Edit Profile' }).waitFor();

    await page.reload();
    const reloaded = page.getByRole('region', { name: 'Personal Information' });
    await reloaded.getByText('Jordana').waitFor();
    const rows = Object.fromEntries(
      await reloaded
        .locator('dl > div')
        .evaluateAll((divs) =>
          divs.map((div) => [
            div.querySelector('dt')?.textContent,
            div.querySelector('dd')?.textContent,
          ]),
        ),
    );
    expect(rows).toMatchObject({
      'First Name': 'Jordana',
      Email: user.registration.email,
      Age: '34',
      'Height (cm)': '172',
      'Weight (kg)': '70',
      'Fitness Level': 'Intermediate',
    });
    await page.getByText('First Workout', { exact: true }).waitFor();
    await saveScreenshot(page, 'profile-light');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^repwise-data-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(await readFile(await download.path(), 'utf8'));
    expect(exported.account).toMatchObject({
      email: user.registration.email,
      firstName: 'Jordana',
      age: 34,
    });
    expect(exported.progress.summary).toMatchObject({ totalMeasurements: 0 });
    expect(exported.onboarding.status).toMatchObject({ status: { isCompleted: true } });
    await page.context().close();

    // The theme follows the system by default: a dark browser shows the dark profile.
    const dark = await openPage(browser, '/app/profile', { user, colorScheme: 'dark' });
    await dark.waitForFunction(() => document.documentElement.classList.contains('dark'));
    await dark.getByRole('region', { name: 'Personal Information' }).getByText('Jordana').waitFor();
    await dark.getByText('First Workout', { exact: true }).waitFor();
    await saveScreenshot(dark, 'profile-dark');
    await dark.context().close();
  });

  it('changes the password: this browser keeps going in both tabs, another device is signed out', async () => {
    const user = await createUser();
    const otherDevice = await openPage(browser, '/app/profile', { user });
    await otherDevice.getByRole('region', { name: 'Personal Information' }).waitFor();
    const context = await openContext(browser, { user });
    const page = await context.newPage();
    await page.goto('/app/profile');
    const secondTab = await context.newPage();
    await secondTab.goto('/app/dashboard');

    await page.getByRole('button', { name: 'Change Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    await dialog.getByLabel('Current Password').fill(user.registration.password);
    await dialog.getByLabel('New Password', { exact: true }).fill('N3w-Passw0rd-x');
    await dialog.getByLabel('Confirm New Password').fill('N3w-Passw0rd-x');
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('Your other devices have been signed out.').waitFor();
    await dialog.waitFor({ state: 'detached' });

    // Both tabs of this browser carry on with the fresh session, also after a reload.
    for (const tab of [page, secondTab]) {
      await tab.reload();
      await tab.getByRole('navigation').first().waitFor();
      expect(new URL(tab.url()).pathname).not.toBe('/auth');
    }
    await page.getByRole('region', { name: 'Personal Information' }).waitFor();
    // The other device's session ended: its next call sends it to sign in.
    await otherDevice.reload();
    await otherDevice.waitForURL(/\/auth/);
    await context.close();
    await otherDevice.context().close();
  });
});
