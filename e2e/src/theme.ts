import type { Page } from 'playwright-core';

/** Clicks the app shell's theme toggle (light → dark → system) until it reads `label`. */
export async function cycleThemeTo(page: Page, label: 'Light' | 'Dark' | 'System') {
  const toggle = page.getByRole('button', { name: /^Theme:/ });
  for (let clicks = 0; clicks < 3; clicks += 1) {
    if ((await toggle.getAttribute('aria-label')) === `Theme: ${label}`) return;
    await toggle.click();
  }
  await page.getByRole('button', { name: `Theme: ${label}` }).waitFor();
}
