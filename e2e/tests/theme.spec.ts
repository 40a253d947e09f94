import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage } from '../src/app-user';
import { launchBrowser } from '@repwise/tooling/chromium';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const pageTheme = (page: Page) =>
  page.evaluate(() => ({
    isDark: document.documentElement.classList.contains('dark'),
    themeColor: document.querySelector('meta[name="theme-color"]')?.getAttribute('content'),
  }));

async function chooseTheme(page: Page, label: 'Light' | 'Dark' | 'System') {
  await page.getByRole('button', { name: /^Theme:/ }).click();
  await page.getByRole('menuitemradio', { name: label }).click();
  await page.getByRole('button', { name: `Theme: ${label}` }).waitFor();
  const wantsDark = label === 'Dark';
  if (label !== 'System') {
    await page.waitForFunction(
      (dark) => document.documentElement.classList.contains('dark') === dark,
      wantsDark,
    );
  }
}

describe('theme', () => {
  it('switches light and dark from the menu, marks the page and persists the choice', async () => {
    const page = await openPage(browser, '/');
    await chooseTheme(page, 'Dark');
    expect(await pageTheme(page)).toEqual({ isDark: true, themeColor: '#000000' });
    await page.reload();
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    expect(await pageTheme(page)).toEqual({ isDark: true, themeColor: '#000000' });
    await chooseTheme(page, 'Light');
    expect(await pageTheme(page)).toEqual({ isDark: false, themeColor: '#ffffff' });
    await page.context().close();
  });

  it('follows the operating system live when set to System', async () => {
    const page = await openPage(browser, '/', { colorScheme: 'light' });
    await chooseTheme(page, 'System');
    expect((await pageTheme(page)).isDark).toBe(false);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    expect(await pageTheme(page)).toEqual({ isDark: true, themeColor: '#000000' });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForFunction(() => !document.documentElement.classList.contains('dark'));
    await page.context().close();
  });
});
