import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, openPage, type AppUser } from '../src/app-user';
import { saveScreenshot } from '../src/artifacts';
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

/** The coach service's process, as the test harness started it (`REPWISE_PROCESS_PIDS`). */
function coachPid(): number {
  const pids = JSON.parse(process.env.REPWISE_PROCESS_PIDS ?? '{}') as Record<string, number>;
  if (!pids.coach)
    throw new Error('REPWISE_PROCESS_PIDS names no coach process: run through `npm test`.');
  return pids.coach;
}

async function waitUntil(check: () => Promise<boolean>, what: string) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting until ${what}`);
}

/** Whether the gateway's health check sees the coach service up. */
const isCoachUp = () =>
  fetch(`${system.gatewayUrl}/health/details`, { signal: AbortSignal.timeout(3000) }).then(
    async (answer) =>
      ((await answer.json()) as { services?: { coach?: { status?: string } } }).services?.coach
        ?.status === 'up',
    () => false,
  );

describe('the AI coach when its service does not answer', () => {
  it('answers with the canned offline reply in the chosen style and the AI Response Issue toast, then recovers', async () => {
    const pid = coachPid();
    // Paused rather than killed: the journey gives the running system back as it found it (the
    // supervisor's process, resumed), whatever order the journeys run in.
    process.kill(pid, 'SIGSTOP');
    const page = await openPage(browser, '/app/ai-coach', { user });
    const input = page.getByRole('textbox', { name: 'Message' });
    try {
      await page.getByRole('heading', { name: 'AI Fitness Coach' }).waitFor();
      await input.fill('Give me a workout for today');
      await input.press('Enter');
      // The gateway gives up on the silent service after UPSTREAM_TIMEOUT_MS (15 s): 504.
      await page
        .getByText(/^I'm having trouble reaching my full coaching brain right now/)
        .waitFor({ timeout: 30_000 });
      await page.getByText('Offline reply').waitFor();
      await expect
        .poll(() => page.getByRole('status').allInnerTexts(), { timeout: 5000 })
        .toContainEqual(
          expect.stringMatching(
            /AI Response Issue\s+Using offline mode\. Some features may be limited\./,
          ),
        );
      await saveScreenshot(page, 'coach-fallback-light');
    } finally {
      process.kill(pid, 'SIGCONT');
    }
    await waitUntil(isCoachUp, 'the coach service is back');
    await input.fill('How deep should I squat?');
    await input.press('Enter');
    await page.getByText(/Depth: lower until your hip crease/).waitFor({ timeout: 20_000 });
    expect(await page.getByText('Offline reply').count()).toBe(1);
    await page.context().close();
  });
});
