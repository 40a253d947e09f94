import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage } from '../src/app-user';
import { saveScreenshot } from '../src/artifacts';
import { findAccessibilityViolations } from '../src/axe';
import { launchBrowser } from '@repwise/tooling/chromium';
import { buildRegistration } from '../src/system';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('a visitor', () => {
  it('goes from the landing page through Get Started to registration, meets every message, and lands on onboarding', async () => {
    const page = await openPage(browser, '/');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBeTruthy();
    expect(
      await page.locator('#features article, #features li, #features [data-feature]').count(),
    ).toBeGreaterThanOrEqual(6);
    await saveScreenshot(page, 'landing-light');

    await page.getByRole('banner').getByRole('link', { name: 'Get Started' }).click();
    await page.waitForURL('**/auth');
    await page.getByRole('button', { name: 'Create Account' }).click();

    const blurWith = async (label: string, value: string, exact = false) => {
      const field = page.getByLabel(label, { exact });
      await field.fill(value);
      await field.blur();
    };
    await blurWith('First name', 'J');
    await blurWith('Last name', 'R');
    await blurWith('Email', 'not-an-email');
    await blurWith('Password', 'abc', true);
    await blurWith('Confirm password', 'abd');
    for (const message of [
      'First name must be at least 2 characters',
      'Last name must be at least 2 characters',
      'Please enter a valid email address',
      'Password must be at least 8 characters',
      "Passwords don't match",
    ]) {
      await page.getByText(message).waitFor();
    }
    // "abc": +8 lowercase, +8 no repeats, +12 no common word, −20 for fewer than 4 characters.
    await expect(
      page.getByRole('progressbar', { name: 'Password strength' }).getAttribute('aria-valuenow'),
    ).resolves.toBe('8');
    await page.getByText('Very Weak').waitFor();
    await blurWith('Password', 'alllowercase1', true);
    await page.getByText('Password must meet minimum strength requirements').waitFor();
    await saveScreenshot(page, 'auth-register-errors-light');

    const registration = buildRegistration();
    await blurWith('First name', registration.firstName);
    await blurWith('Last name', registration.lastName);
    await blurWith('Email', registration.email);
    await blurWith('Password', registration.password, true);
    await blurWith('Confirm password', registration.password);
    await page.getByRole('button', { name: 'Create Account' }).last().click();

    // A new account has not completed onboarding, so the guarded dashboard sends it to /onboarding.
    await page.waitForURL('**/onboarding');
    await page.getByRole('heading', { name: 'Welcome to RepWise' }).waitFor();
    await page.getByText('Account created successfully!').waitFor();
    await page.context().close();
  });

  it('sees the landing, marketing and blog pages with titles and no critical accessibility violations', async () => {
    const page = await openPage(browser, '/');
    expect(await page.title()).toContain('RepWise');
    const landingViolations = await findAccessibilityViolations(page);
    expect(landingViolations.filter((v) => v.impact === 'critical')).toEqual([]);
    await page.goto('/ai-personal-trainer');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.goto('/blog/any-post-id');
    await page
      .getByRole('searchbox')
      .or(page.getByLabel('Search articles'))
      .first()
      .fill('protein');
    await page.goto('/auth');
    const authViolations = await findAccessibilityViolations(page);
    expect(authViolations.filter((v) => v.impact === 'critical')).toEqual([]);
    await saveScreenshot(page, 'auth-light');
    await page.context().close();
  });

  it('fits a 375 px phone without sideways scrolling', async () => {
    const page = await openPage(browser, '/', { viewport: { width: 375, height: 740 } });
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await saveScreenshot(page, 'landing-phone');
    await page.context().close();
  });

  it('reaches the page sections and Sign In from the header menu on a 390 px phone', async () => {
    const page = await openPage(browser, '/', { viewport: { width: 390, height: 844 } });
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The desktop section links are hidden at this width; the menu button holds them.
    expect(await page.getByRole('navigation', { name: 'Page sections' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    expect(await menu.getByRole('link').allInnerTexts()).toEqual([
      'Features',
      'Reviews',
      'Pricing',
      'Sign In',
    ]);
    await saveScreenshot(page, 'landing-phone-menu', { fullPage: false });
    await menu.getByRole('link', { name: 'Pricing' }).click();
    await page
      .getByRole('heading', { level: 2, name: 'Simple pricing, serious results' })
      .waitFor();
    expect(await menu.count()).toBe(0);
    await expect
      .poll(() =>
        page
          .getByRole('heading', { name: 'Simple pricing, serious results' })
          .evaluate((heading) => heading.getBoundingClientRect().top),
      )
      .toBeLessThan(844);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Sign In' }).click();
    await page.waitForURL('**/auth');
    await page.context().close();
  });

  it('renders the landing and auth pages in the dark theme', async () => {
    const page = await openPage(browser, '/', { colorScheme: 'dark' });
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    await saveScreenshot(page, 'landing-dark');
    await page.goto('/auth');
    await saveScreenshot(page, 'auth-dark');
    await page.context().close();
  });
});
