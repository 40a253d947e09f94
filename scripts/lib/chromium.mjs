// Headless Chromium for the tools that drive the app (benchmarks, fault scenarios): Debian's
// browser, launched with the flags that work here, and the local storage a signed-in page starts with.
import { chromium } from 'playwright-core';

/** Debian's Chromium; test tools cannot download their own browsers on these machines. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless Chromium with the flags that work here (as e2e/src/browser.ts launches it). */
export function launchBrowser() {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * Seeds local storage before the app's first script, as e2e's openContext does.
 * @param {{ session: { accessToken: string, refreshToken: string, user: unknown } | null }} options
 */
export function seedStorage({ session }) {
  if (window.sessionStorage.getItem('bench-seeded')) return;
  window.sessionStorage.setItem('bench-seeded', '1');
  window.localStorage.setItem(
    'repwise_tours',
    JSON.stringify({ completedTours: [], tourEnabled: false }),
  );
  if (!session) return;
  window.localStorage.setItem('repwise_access_token', session.accessToken);
  window.localStorage.setItem(
    'repwise_auth',
    JSON.stringify({
      user: session.user,
      token: session.accessToken,
      refreshToken: session.refreshToken,
      isAuthenticated: true,
      expiresAt: Date.now() + 15 * 60_000,
    }),
  );
}
