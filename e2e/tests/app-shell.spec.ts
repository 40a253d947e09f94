import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, openPage, type AppUser } from '../src/app-user';
import { saveScreenshot } from '../src/artifacts';
import { findAccessibilityViolations } from '../src/axe';
import { launchBrowser } from '@repwise/tooling/chromium';
import { cycleThemeTo } from '../src/theme';

let browser: Browser;
let user: AppUser;
beforeAll(async () => {
  browser = await launchBrowser();
  user = await createUser();
});
afterAll(() => browser.close());

describe('the app shell', () => {
  it("shows the spec's six menu items plus Safety, the user footer and the bell with 3, without critical accessibility violations", async () => {
    const page = await openPage(browser, '/app/dashboard', { user });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.waitFor();
    expect(await nav.getByRole('link').allTextContents()).toEqual([
      'Dashboard',
      'Workout Plan',
      'Daily Workout',
      'AI Coach',
      'Progress',
      'Safety',
      'Profile',
    ]);
    await page
      .getByText(`${user.registration.firstName} ${user.registration.lastName}`)
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Notifications, 3 unread' }).waitFor();
    await page.getByRole('heading', { name: 'Welcome back!' }).waitFor();
    const violations = await findAccessibilityViolations(page);
    expect(violations.filter((v) => v.impact === 'critical')).toEqual([]);
    await saveScreenshot(page, 'app-shell-light');
    await cycleThemeTo(page, 'Dark');
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    await saveScreenshot(page, 'app-shell-dark');
    await page.context().close();
  });

  it('opens the menu as a drawer on a phone and closes it with Escape and with the backdrop', async () => {
    const page = await openPage(browser, '/app/dashboard', {
      user,
      viewport: { width: 390, height: 844 },
    });
    const openMenu = page.getByRole('button', { name: 'Open menu' });
    await openMenu.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor();
    await saveScreenshot(page, 'app-shell-drawer-phone');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    await openMenu.click();
    await drawer.waitFor();
    await page.mouse.click(380, 400);
    await drawer.waitFor({ state: 'detached' });
    await openMenu.click();
    await drawer.getByRole('link', { name: 'Profile' }).click();
    await page.waitForURL('**/app/profile');
    await drawer.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('hides the menu button on a desktop, where the sidebar shows the menu', async () => {
    const page = await openPage(browser, '/app/dashboard', {
      user,
      viewport: { width: 1280, height: 800 },
    });
    await page.getByRole('heading', { name: 'Welcome back!' }).waitFor();
    // The dashboard's remote (its own copy of the UI kit) is on the page, as when users saw it.
    await page.getByRole('region', { name: 'Weekly Workouts' }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);
    await page.context().close();
  });

  it('loads each area from its own remote as its route is visited', async () => {
    const page = await openPage(browser, '/app/dashboard', { user });
    const remoteEntries: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/remoteEntry.js'))
        remoteEntries.push(new URL(request.url()).port);
    });
    await page.getByRole('heading', { name: 'Welcome back!' }).waitFor();
    await page.getByRole('link', { name: 'AI Coach' }).click();
    await page.getByRole('heading', { name: 'AI Fitness Coach' }).waitFor();
    await page.getByRole('link', { name: 'Progress' }).click();
    await page.getByRole('heading', { name: 'Progress Tracking' }).waitFor();
    await page.getByRole('link', { name: 'Daily Workout' }).click();
    await page.getByRole('heading', { name: 'Daily Workout Plan' }).waitFor();
    await page.getByRole('link', { name: 'Safety' }).click();
    await page.getByRole('heading', { level: 1, name: 'Safety' }).waitFor();
    // Coach and progress were fetched when first visited, each remote once.
    expect(remoteEntries.length).toBe(new Set(remoteEntries).size);
    expect(remoteEntries.length).toBeGreaterThanOrEqual(3);
    await page.context().close();
  });
});
