import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, openPage, waitForActiveWeek, type AppUser } from '../src/app-user';
import { launchBrowser } from '@repwise/tooling/chromium';

// Nothing scrolled on a view change: a link near the bottom of a long page opened the next page at
// that scroll. A new page opens at its top; back returns to where the page was left.

let browser: Browser;
let user: AppUser;
beforeAll(async () => {
  browser = await launchBrowser();
  user = await createUser();
  await waitForActiveWeek(user);
});
afterAll(() => browser.close());

const readScrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Scrolls the window to the bottom and waits for the scroll to have been seen. */
async function scrollToBottom(page: Page): Promise<number> {
  return page.evaluate(async () => {
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return Math.round(window.scrollY);
  });
}

async function waitForScrollY(page: Page, top: number): Promise<void> {
  await page.waitForFunction((expected) => Math.abs(window.scrollY - expected) <= 1, top, {
    timeout: 5000,
  });
}

describe('scrolling on navigation', () => {
  it('opens a page linked from the foot of the landing page at its top; back returns there', async () => {
    const page = await openPage(browser, '/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const bottom = await scrollToBottom(page);
    expect(bottom).toBeGreaterThan(1000);

    await page
      .getByRole('navigation', { name: 'Footer' })
      .getByRole('link', { name: 'Blog' })
      .click();
    await page.waitForURL('**/blog');
    await page.getByRole('heading', { name: 'Train smarter, one read at a time' }).waitFor();
    expect(await readScrollY(page)).toBe(0);

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    await waitForScrollY(page, bottom);

    // A #section link of the page scrolls to its section.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page
      .getByRole('navigation', { name: 'Page sections' })
      .getByRole('link', { name: 'Pricing' })
      .click();
    await page.waitForFunction(() => {
      const top = document.getElementById('pricing')?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < 200;
    });
    await page.context().close();
  });

  it('opens an area from the side menu at its top, from far down the dashboard; back returns there', async () => {
    // A short window, so that the dashboard scrolls.
    const page = await openPage(browser, '/app/dashboard', {
      user,
      viewport: { width: 1280, height: 480 },
    });
    await page.getByRole('heading', { name: 'Welcome back!', level: 1 }).waitFor();
    await page.waitForFunction(
      () => document.documentElement.scrollHeight > window.innerHeight + 400,
    );
    const bottom = await scrollToBottom(page);
    expect(bottom).toBeGreaterThan(400);

    const menu = page.getByRole('complementary').getByRole('navigation', { name: 'Main' });
    await menu.getByRole('link', { name: 'Workout Plan' }).click();
    await page.waitForURL('**/app/workout');
    await page.getByRole('heading', { name: 'Workout Plans', level: 1 }).waitFor();
    expect(await readScrollY(page)).toBe(0);

    await page.goBack();
    await page.waitForURL('**/app/dashboard');
    await waitForScrollY(page, bottom);
    await page.context().close();
  });
});
