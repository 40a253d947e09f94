// Chromium pages for the fault scenarios: a signed-in page of the app, and reading what it shows.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { seedStorage } from '../chromium.mjs';
import { callApi, describeAnswer } from './api.mjs';

/**
 * Opens `appPath` in a fresh context signed in as `user`: a new session from the API, its tokens
 * seeded as after a sign-in. (Each context needs its own: refresh tokens rotate, and one presented
 * again by a second browser revokes the session.)
 * @param {import('playwright-core').Browser} browser
 * @param {{ appUrl: string, gatewayUrl: string }} system
 * @param {import('./system.mjs').FaultUser} user
 * @param {string} appPath
 */
export async function openSignedInPage(browser, { appUrl, gatewayUrl }, user, appPath) {
  const login = await callApi(gatewayUrl, 'POST', '/auth/login', {
    body: { email: user.registration.email, password: user.registration.password },
  });
  if (login.status !== 200) throw new Error(`login answered ${describeAnswer(login)}`);
  const context = await browser.newContext({
    baseURL: appUrl,
    viewport: { width: 1280, height: 800 },
  });
  await context.addInitScript(seedStorage, { session: login.body.data });
  const page = await context.newPage();
  await page.goto(appPath);
  return page;
}

/**
 * Waits for a locator to be visible; resolves true, or false after `timeoutMs`.
 * @param {import('playwright-core').Locator} locator
 */
export async function isShown(locator, timeoutMs = 15_000) {
  return locator.waitFor({ state: 'visible', timeout: timeoutMs }).then(
    () => true,
    () => false,
  );
}

/**
 * The visible text of the page's alerts, one line each (empty when there are none).
 * @param {import('playwright-core').Page} page
 */
export async function readAlerts(page) {
  const texts = await page.getByRole('alert').allInnerTexts();
  return texts.map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean);
}

/**
 * Saves a screenshot to artifacts/faults/<name>.png and answers its path relative to artifacts.
 * @param {import('playwright-core').Page} page
 * @param {string} artifactsDir
 * @param {string} name
 */
export async function saveScreenshot(page, artifactsDir, name) {
  const folder = path.join(artifactsDir, 'faults');
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: path.join(folder, `${name}.png`) });
  return `artifacts/faults/${name}.png`;
}
