import { request, type Browser, type Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, openPage, waitForActiveWeek, type AppUser } from '../src/app-user';
import { saveScreenshot } from '../src/artifacts';
import { launchBrowser } from '@repwise/tooling/chromium';
import { system } from '../src/system';

// Screens walked on a 390 px phone that rendered, but read wrong: content pushed past its card's
// edge, answers broken into fragments of words.
const phone = { width: 390, height: 844 };

let browser: Browser;
let user: AppUser;
beforeAll(async () => {
  browser = await launchBrowser();
  user = await createUser();
});
afterAll(() => browser.close());

/** Every element inside `container` whose right edge passes the container's content box. */
function findOverflowing(container: Locator): Promise<string[]> {
  return container.evaluate((root) => {
    const style = getComputedStyle(root);
    const box = root.getBoundingClientRect();
    const right = box.right - parseFloat(style.paddingRight) - parseFloat(style.borderRightWidth);
    return Array.from(root.querySelectorAll('*'))
      .filter((element) => {
        const rect = element.getBoundingClientRect();
        return rect.width > 0 && rect.right > right + 1;
      })
      .map((element) => `${element.tagName} "${(element.textContent ?? '').slice(0, 40)}"`);
  });
}

/** Words of `element`'s text that wrap onto two lines (broken mid-word). */
function findBrokenWords(element: Locator): Promise<string[]> {
  return element.evaluate((root) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set(
          Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)),
        );
        if (lines.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
}

describe('on a phone', () => {
  it('keeps the squat card of the active workout, with its camera-unavailable pose panel, inside its edges', async () => {
    const page = await openPage(browser, '/app/workout?view=active', { user, viewport: phone });
    await page.getByText('Exercise 1 of 4').waitFor();
    for (let set = 0; set < 6; set += 1) {
      await page.getByRole('button', { name: 'Mark Set Complete' }).click();
      if (set % 3 < 2) await page.getByRole('button', { name: 'Skip Rest' }).click();
    }
    const card = page.getByRole('region', { name: 'Squats' });
    await card.waitFor();
    await page.getByRole('switch', { name: 'AI form tracking' }).click();
    // No camera here: the panel shows its error card (the state a phone without camera sees).
    await card.getByText('No camera found', { exact: false }).waitFor({ timeout: 30_000 });
    await saveScreenshot(page, 'phone-active-workout-no-camera');
    expect(await findOverflowing(card)).toEqual([]);
    const panel = card.getByRole('region', { name: 'Squat form tracking' });
    expect(await findOverflowing(panel)).toEqual([]);
    await page.context().close();
  });

  it('shows the onboarding summary answers in whole words', async () => {
    const page = await openPage(browser, '/onboarding?mode=edit', { user, viewport: phone });
    await page.getByRole('heading', { level: 2, name: 'Personal Information' }).waitFor();
    await page.getByRole('button', { name: /Preferences/ }).click();
    const summary = page.getByRole('region', { name: 'Summary' });
    await summary.waitFor();
    await saveScreenshot(page, 'phone-onboarding-summary');
    const answers = summary.locator('dd');
    expect(await answers.count()).toBeGreaterThan(10);
    const broken: string[] = [];
    for (const answer of await answers.all()) broken.push(...(await findBrokenWords(answer)));
    expect(broken).toEqual([]);
    await page.context().close();
  });

  it('does not widen the Progress analytics page past the phone (its chart tables are hidden)', async () => {
    const api = await request.newContext({ baseURL: `${system.gatewayUrl}/api/` });
    for (const data of [
      { weight: 82.5, bodyFat: 18, muscleMass: 35.2 },
      { weight: 81.9, bodyFat: 17.6, muscleMass: 35.4 },
    ]) {
      const answer = await api.post('progress/measurements', {
        data,
        headers: { authorization: `Bearer ${user.session.accessToken}` },
      });
      expect(answer.status()).toBeLessThan(300);
    }
    await api.dispose();
    const page = await openPage(browser, '/app/progress', { user, viewport: phone });
    await page.getByRole('tab', { name: 'Analytics' }).click();
    await page.getByRole('figure', { name: /Measurements chart/ }).waitFor();
    await saveScreenshot(page, 'phone-progress-analytics');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(phone.width);
    await page.context().close();
  });

  it('shows the AI coach composer and its Send button without scrolling', async () => {
    const page = await openPage(browser, '/app/ai-coach', { user, viewport: phone });
    await page.getByRole('heading', { name: 'AI Fitness Coach' }).waitFor();
    const composer = page.getByRole('textbox', { name: 'Message' }).locator('xpath=ancestor::form');
    await composer.getByRole('button', { name: 'Send' }).waitFor();
    await saveScreenshot(page, 'phone-coach-first-screen');
    const box = await composer.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(phone.height);
    await page.context().close();
  });

  it('opens the Tours and help panel inside the screen', async () => {
    const page = await openPage(browser, '/app/dashboard', { user, viewport: phone });
    await page.getByRole('button', { name: 'Tours and help' }).click();
    const panel = page.getByRole('dialog', { name: 'Tours and help' });
    await panel.getByText('Browse All Tours').waitFor();
    await saveScreenshot(page, 'phone-help-menu');
    const box = await panel.boundingBox();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(phone.width);
    await page.context().close();
  });

  it("shows the daily workout's weekday strip without clipped labels", async () => {
    await waitForActiveWeek(user);
    const page = await openPage(browser, '/app/daily-workout', { user, viewport: phone });
    const strip = page.getByRole('group', { name: 'Days of the week' });
    await strip.getByRole('button', { name: 'Monday', exact: true }).waitFor();
    await saveScreenshot(page, 'phone-daily-workout-strip');
    const clipped = await strip
      .getByRole('button')
      .evaluateAll((days) =>
        days.filter((day) => day.scrollWidth > day.clientWidth).map((day) => day.textContent),
      );
    expect(clipped).toEqual([]);
    await page.context().close();
  });
});
