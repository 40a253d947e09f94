import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, openPage, type AppUser } from '../src/app-user';
import { saveScreenshot } from '../src/artifacts';
import { launchBrowser } from '../src/browser';
import { system } from '../src/system';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
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

interface RunningProcess {
  pid: number;
  env: Record<string, string>;
}

/**
 * The process started from `dir` that listens on `port`, found through /proc (Linux): the stack
 * does not hand the journeys its service pids, and several stacks may run on one machine.
 */
function findProcess(dir: string, port: string): RunningProcess {
  const cwd = path.join(repoRoot, dir);
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (readlinkSync(`/proc/${entry}/cwd`) !== cwd) continue;
      const env = Object.fromEntries(
        readFileSync(`/proc/${entry}/environ`, 'utf8')
          .split('\0')
          .filter(Boolean)
          .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
      );
      if (env.PORT === port) return { pid: Number(entry), env };
    } catch {
      // Processes come and go while /proc is read; others' processes are not readable.
    }
  }
  throw new Error(`no process of ${dir} listens on port ${port}`);
}

async function waitUntil(check: () => Promise<boolean>, what: string) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting until ${what}`);
}

const isUp = (url: string) =>
  fetch(url).then(
    (answer) => answer.ok,
    () => false,
  );

describe('the AI coach when its service is stopped', () => {
  it('answers with the canned offline reply in the chosen style and the AI Response Issue toast, then recovers', async () => {
    const gateway = findProcess('gateway', new URL(system.gatewayUrl).port);
    const coachUrl = gateway.env.COACH_SERVICE_URL ?? '';
    const coach = findProcess('services/coach', new URL(coachUrl).port);
    process.kill(coach.pid, 'SIGTERM');
    await waitUntil(async () => !(await isUp(`${coachUrl}/health`)), 'the coach service is down');

    const page = await openPage(browser, '/app/ai-coach', { user });
    await page.getByRole('heading', { name: 'AI Fitness Coach' }).waitFor();
    const input = page.getByRole('textbox', { name: 'Message' });
    await input.fill('Give me a workout for today');
    await input.press('Enter');
    await page
      .getByText(/^I'm having trouble reaching my full coaching brain right now/)
      .waitFor({ timeout: 20_000 });
    await page.getByText('Offline reply').waitFor();
    await expect
      .poll(() => page.getByRole('status').allInnerTexts(), { timeout: 5000 })
      .toContainEqual(
        expect.stringMatching(
          /AI Response Issue\s+Using offline mode\. Some features may be limited\./,
        ),
      );
    await saveScreenshot(page, 'coach-fallback-light');

    restarted = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: path.join(repoRoot, 'services/coach'),
      env: coach.env,
      stdio: 'ignore',
    });
    await waitUntil(() => isUp(`${coachUrl}/health`), 'the coach service is back');
    await input.fill('How deep should I squat?');
    await input.press('Enter');
    await page.getByText(/Depth: lower until your hip crease/).waitFor({ timeout: 20_000 });
    expect(await page.getByText('Offline reply').count()).toBe(1);
    await page.context().close();
  });
});
