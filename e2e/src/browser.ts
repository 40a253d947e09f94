import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium; test tools cannot download their own browsers on these machines. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Launches headless Chromium with the flags that work here and a fresh profile; `close()` removes it. */
export async function launchBrowser(options: { webgpu?: boolean } = {}): Promise<Browser> {
  const profileDir = mkdtempSync(path.join(os.tmpdir(), 'repwise-chromium-'));
  const browser = await chromium.launch({
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
      `--user-data-dir=${profileDir}`,
      ...(options.webgpu ? ['--enable-unsafe-webgpu'] : []),
    ],
  });
  browser.on('disconnected', () => rmSync(profileDir, { recursive: true, force: true }));
  return browser;
}
