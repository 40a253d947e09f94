// Headless Chromium for everything that drives a browser (e2e, benchmarks, fault scenarios, mf-pose's
// Chromium tests): Debian's browser, launched with the flags that work here, and the local storage a
// signed-in page starts with.
import { chromium } from 'playwright-core';

/** Debian's Chromium; test tools cannot download their own browsers on these machines. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Launches headless Chromium with the flags that work here (Playwright gives it a fresh profile):
 * the one launcher of e2e, the benchmarks, the fault scenarios and mf-pose's Chromium tests.
 * `webgpu` adds `--enable-unsafe-webgpu` (a software adapter here); `extraArgs` adds more, e.g. a
 * fake camera.
 * @param {{ webgpu?: boolean, extraArgs?: readonly string[] }} [options]
 * @returns {Promise<import('playwright-core').Browser>}
 */
export function launchBrowser(options = {}) {
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
      ...(options.webgpu ? ['--enable-unsafe-webgpu'] : []),
      ...(options.extraArgs ?? []),
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
