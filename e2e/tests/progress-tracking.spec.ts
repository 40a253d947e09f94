import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, openPage } from '../src/app-user';
import { saveScreenshot } from '../src/artifacts';
import { launchBrowser } from '@repwise/tooling/chromium';
import { cycleThemeTo } from '../src/theme';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** 'YYYY-MM-DD' of the browser's local day `daysAgo` days back. */
function localDay(daysAgo: number): string {
  const date = new Date(Date.now() - daysAgo * 86_400_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

async function addMeasurement(
  page: Page,
  values: { weight: string; bodyFat?: string; date: string },
) {
  await page.getByRole('button', { name: 'Add Measurement' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Measurement' });
  await dialog.getByLabel('Weight (kg)').fill(values.weight);
  if (values.bodyFat) await dialog.getByLabel('Body Fat (%)').fill(values.bodyFat);
  await dialog.getByLabel('Date').fill(values.date);
  await dialog.getByRole('button', { name: 'Save Measurement' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('progress tracking', () => {
  it('adds measurements over several dates, shows the chart and trend, and tracks a goal', async () => {
    const user = await createUser();
    const page = await openPage(browser, '/app/progress', { user });
    await page.getByRole('heading', { level: 1, name: 'Progress Tracking' }).waitFor();

    await addMeasurement(page, { weight: '84', bodyFat: '22', date: localDay(20) });
    await addMeasurement(page, { weight: '82.5', bodyFat: '21.4', date: localDay(10) });
    await addMeasurement(page, { weight: '81', bodyFat: '20.5', date: localDay(0) });

    await page.getByRole('tab', { name: 'Analytics' }).click();
    const panel = page.getByRole('tabpanel');
    await panel.getByRole('figure', { name: /Measurements chart/ }).waitFor();
    const weightTrend = panel.getByRole('definition').first();
    await expect.poll(() => weightTrend.textContent()).toContain('81 kg');
    expect(await weightTrend.textContent()).toContain('−3 kg');
    expect(await weightTrend.textContent()).toContain('decreasing');
    const tiles = page.getByRole('list', { name: 'Progress summary' });
    await tiles.getByText('81 kg').waitFor();
    await tiles.getByText('−3 kg in 90 days').waitFor();
    // The chart's text alternative lists the three measurements.
    expect(await panel.locator('table').first().locator('tbody tr').count()).toBe(3);

    await page.getByRole('button', { name: 'Set Goal' }).first().click();
    const goalDialog = page.getByRole('dialog', { name: 'Set Goal' });
    expect(await goalDialog.getByLabel('Goal Type').inputValue()).toBe('WEIGHT_LOSS');
    await goalDialog.getByLabel('Target Value').fill('8');
    await goalDialog.getByLabel('Current Value').fill('3');
    await goalDialog.getByLabel('Description (optional)').fill('Lose 8 kg');
    await goalDialog.getByRole('button', { name: 'Set Goal' }).click();
    await goalDialog.waitFor({ state: 'detached' });
    await panel.getByRole('progressbar', { name: 'Weight Loss progress' }).waitFor();
    expect(
      await panel
        .getByRole('progressbar', { name: 'Weight Loss progress' })
        .getAttribute('aria-valuenow'),
    ).toBe('37.5');
    await saveScreenshot(page, 'progress-analytics-light');

    await page.getByRole('tab', { name: 'Goals' }).click();
    await page.getByRole('button', { name: 'Pause Lose 8 kg' }).click();
    await page.getByRole('button', { name: 'Resume Lose 8 kg' }).waitFor();
    await saveScreenshot(page, 'progress-goals-light');
    await page.context().close();

    const dark = await openPage(browser, '/app/progress', { user, colorScheme: 'dark' });
    await dark.getByRole('list', { name: 'Progress summary' }).getByText('81 kg').waitFor();
    await cycleThemeTo(dark, 'Dark');
    await dark.waitForFunction(() => document.documentElement.classList.contains('dark'));
    await dark.getByRole('figure', { name: /Measurements chart/ }).waitFor();
    await saveScreenshot(dark, 'progress-overview-dark');
    await dark.context().close();
  });

  it('uploads two photos, shows them, opens one and deletes it after confirmation', async () => {
    const user = await createUser();
    const page = await openPage(browser, '/app/progress', { user });
    await page.getByRole('tab', { name: 'Photos' }).click();
    const photos = await page.evaluate(() =>
      ['#4338ca', '#b45309'].map((color) => {
        const canvas = document.createElement('canvas');
        canvas.width = 240;
        canvas.height = 320;
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no 2d canvas');
        context.fillStyle = color;
        context.fillRect(0, 0, 240, 320);
        context.fillStyle = '#ffffff';
        context.beginPath();
        context.arc(120, 110, 45, 0, Math.PI * 2);
        context.fill();
        context.fillRect(80, 170, 80, 120);
        return canvas.toDataURL('image/jpeg', 0.9).split(',')[1] ?? '';
      }),
    );
    await page.getByLabel('Choose progress photos').setInputFiles(
      photos.map((base64, index) => ({
        name: `week-${index + 1}.jpg`,
        mimeType: 'image/jpeg',
        buffer: Buffer.from(base64, 'base64'),
      })),
    );
    await page.getByRole('img', { name: 'Preview of week-2.jpg' }).waitFor();
    await page.getByRole('button', { name: 'Upload 2 Photos' }).click();
    const gallery = page.getByRole('list', { name: 'Progress photos' });
    await gallery.getByRole('button', { name: 'View week-1.jpg' }).waitFor();
    expect(await gallery.getByRole('listitem').count()).toBe(2);
    await gallery.getByRole('img', { name: /week-2.jpg/ }).waitFor();
    await saveScreenshot(page, 'progress-photos-light');

    await gallery.getByRole('button', { name: 'View week-2.jpg' }).click();
    const viewer = page.getByRole('dialog', { name: 'week-2.jpg' });
    await viewer.getByRole('img', { name: /week-2.jpg/ }).waitFor();
    await viewer.getByRole('button', { name: 'Delete Photo' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete photo?' });
    await confirm
      .getByText('Are you sure you want to delete this photo? This action cannot be undone.')
      .waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await gallery.getByRole('button', { name: 'View week-2.jpg' }).waitFor({ state: 'detached' });
    expect(await gallery.getByRole('listitem').count()).toBe(1);
    await page.reload();
    await page.getByRole('tab', { name: 'Photos' }).click();
    await page.getByRole('button', { name: 'View week-1.jpg' }).waitFor();
    expect(await page.getByRole('button', { name: 'View week-2.jpg' }).count()).toBe(0);
    await page.context().close();
  });
});
