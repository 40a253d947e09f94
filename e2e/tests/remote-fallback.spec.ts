import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, openPage, type AppUser } from '../src/app-user';
import { launchBrowser } from '@repwise/tooling/chromium';
import { system } from '../src/system';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const staticServerFile = createRequire(import.meta.url).resolve(
  '@repwise/tooling/bin/static-server',
);
let browser: Browser;
let user: AppUser;
let restarted: ChildProcess | null = null;

beforeAll(async () => {
  browser = await launchBrowser();
  user = await createUser();
});
afterAll(async () => {
  restarted?.kill('SIGTERM');
  await browser.close();
});

function frontendPid(remote: string): number {
  const pids: Record<string, number> = JSON.parse(process.env.REPWISE_FRONTEND_PIDS ?? '{}');
  const pid = pids[remote];
  if (!pid) throw new Error(`no pid for ${remote} in REPWISE_FRONTEND_PIDS`);
  return pid;
}

async function remotePort(remote: string): Promise<string> {
  const manifest = await (await fetch(`${system.appUrl}/remotes.json`)).json();
  return new URL(manifest[remote].entry).port;
}

async function waitUntilDown(url: string) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const isUp = await fetch(url).then(
      () => true,
      () => false,
    );
    if (!isUp) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} is still up`);
}

describe('a remote whose server is down', () => {
  it('shows a fallback card with Try again while every other area keeps working, and recovers', async () => {
    const port = await remotePort('mf_coach');
    process.kill(frontendPid('mf_coach'), 'SIGTERM');
    await waitUntilDown(`http://127.0.0.1:${port}/remoteEntry.js`);

    const page = await openPage(browser, '/app/ai-coach', { user });
    const fallback = page
      .getByRole('alert')
      .filter({ hasText: 'AI Coach is unavailable right now' });
    await fallback.waitFor({ timeout: 20_000 });
    await fallback.getByRole('button', { name: 'Try again' }).waitFor();

    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('heading', { name: 'Welcome back!' }).waitFor();
    await page.getByRole('link', { name: 'Progress' }).click();
    await page.getByRole('heading', { name: 'Progress Tracking' }).waitFor();

    restarted = spawn(
      process.execPath,
      [staticServerFile, '--root', path.join(repoRoot, 'mf-coach/dist'), '--port', port, '--cors'],
      { stdio: 'ignore' },
    );
    await expect
      .poll(() =>
        fetch(`http://127.0.0.1:${port}/remoteEntry.js`).then(
          (r) => r.ok,
          () => false,
        ),
      )
      .toBe(true);

    await page.getByRole('link', { name: 'AI Coach' }).click();
    const retry = page.getByRole('button', { name: 'Try again' });
    if (await retry.isVisible()) await retry.click();
    await page.getByRole('heading', { name: 'AI Fitness Coach' }).waitFor({ timeout: 20_000 });
    await page.context().close();
  });
});
