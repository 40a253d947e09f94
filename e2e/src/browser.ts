import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium; test tools cannot download their own browsers on these machines. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Launches headless Chromium with the flags that work here (Playwright gives it a fresh profile);
 * `extraArgs` adds more, e.g. a fake camera.
 */
export function launchBrowser(
  options: { webgpu?: boolean; extraArgs?: readonly string[] } = {},
): Promise<Browser> {
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
