import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

const screensDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'artifacts',
  'e2e',
  'screens',
);

/** Saves a full-page screenshot under artifacts/e2e/screens/<name>.png once the page has rendered. */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screensDir, { recursive: true });
  await page.locator('#main h1, #main h2').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: path.join(screensDir, `${name}.png`), fullPage: true });
}
