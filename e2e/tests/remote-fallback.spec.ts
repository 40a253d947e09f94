import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, openPage, type AppUser } from '../src/app-user';
import { launchBrowser } from '@repwise/tooling/chromium';
import { system } from '../src/system';

let browser: Browser;
let user: AppUser;

beforeAll(async () => {
  browser = await launchBrowser();
  user = await createUser();
});
afterAll(async () => {
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

/** Whether the URL answers within half a second. */
const answers = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(500) }).then(
    (response) => response.ok,
    () => false,
  );

// The remote's server is paused rather than killed: the journey gives the running system back
// as it found it (the supervisor's process, resumed), so the journeys after it still have the
// AI Coach area whatever order they run in (a replacement started here died with this file and
// left later journeys without it).
describe('a remote whose server does not answer', () => {
  it('shows a fallback card with Try again while every other area keeps working, and recovers', async () => {
    const entry = `http://127.0.0.1:${await remotePort('mf_coach')}/remoteEntry.js`;
    const pid = frontendPid('mf_coach');
    process.kill(pid, 'SIGSTOP');
    try {
      await expect.poll(() => answers(entry)).toBe(false);

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

      process.kill(pid, 'SIGCONT');
      await expect.poll(() => answers(entry)).toBe(true);

      await page.getByRole('link', { name: 'AI Coach' }).click();
      const retry = page.getByRole('button', { name: 'Try again' });
      if (await retry.isVisible()) await retry.click();
      await page.getByRole('heading', { name: 'AI Fitness Coach' }).waitFor({ timeout: 20_000 });
      await page.context().close();
    } finally {
      process.kill(pid, 'SIGCONT');
    }
  });
});
