import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';

const screensDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'artifacts',
  'e2e',
  'screens',
);

/**
 * Saves a full-page screenshot under artifacts/e2e/screens/<name>.png once the page has rendered;
 * `fullPage: false` keeps to the viewport (what a fixed overlay such as a tour covers).
 */
export async function saveScreenshot(
  page: Page,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  mkdirSync(screensDir, { recursive: true });
  await page.locator('#main h1, #main h2').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: path.join(screensDir, `${name}.png`), fullPage });
}

/**
 * Saves a screenshot of one element (a page section) under artifacts/e2e/screens/<name>.png, cut
 * from the full page so sticky bars stay at the top instead of covering it.
 */
export async function saveElementScreenshot(element: Locator, name: string): Promise<void> {
  mkdirSync(screensDir, { recursive: true });
  const page = element.page();
  await element.waitFor();
  const box = await element.evaluate((node) => {
    const rect = node.getBoundingClientRect();
    return {
      x: rect.x + window.scrollX,
      y: rect.y + window.scrollY,
      w: rect.width,
      h: rect.height,
    };
  });
  // At the top, sticky bars are drawn where they sit in the page, above the element.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({
    path: path.join(screensDir, `${name}.png`),
    fullPage: true,
    clip: { x: box.x, y: box.y, width: box.w, height: box.h },
    animations: 'disabled',
  });
}
