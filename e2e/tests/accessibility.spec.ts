import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, openContext, waitForActiveWeek, type AppUser } from '../src/app-user';
import { findAccessibilityViolations, type AxeViolation } from '../src/axe';
import { launchBrowser } from '@repwise/tooling/chromium';

let browser: Browser;
let onboarded: AppUser;
let newcomer: AppUser;

beforeAll(async () => {
  browser = await launchBrowser();
  [onboarded, newcomer] = await Promise.all([createUser(), createUser({ isOnboarded: false })]);
  await waitForActiveWeek(onboarded);
});
afterAll(() => browser.close());

/** Every screen of the app, onboarding and quiz included, with what shows it has loaded. */
const screens: readonly {
  path: string;
  ready: (page: Page) => Promise<unknown>;
  newUser?: true;
}[] = [
  { path: '/app/dashboard', ready: (page) => page.getByText('Welcome back!').first().waitFor() },
  {
    path: '/app/workout',
    ready: (page) => page.getByRole('heading', { name: 'Current Plan' }).waitFor(),
  },
  {
    path: '/app/workout?view=daily',
    ready: (page) => page.getByRole('button', { name: 'Start Workout' }).first().waitFor(),
  },
  {
    path: '/app/workout?view=calendar',
    ready: (page) => page.getByRole('heading', { name: 'This Month' }).waitFor(),
  },
  {
    path: '/app/workout?view=library',
    ready: (page) => page.getByRole('article').first().waitFor(),
  },
  {
    path: '/app/workout?view=generator',
    ready: (page) => page.getByText('Goals & Experience').waitFor(),
  },
  {
    path: '/app/daily-workout',
    ready: (page) => page.getByRole('heading', { level: 1 }).first().waitFor(),
  },
  {
    path: '/app/ai-coach',
    ready: (page) => page.getByRole('heading', { name: 'AI Fitness Coach' }).waitFor(),
  },
  {
    path: '/app/progress',
    ready: (page) => page.getByRole('heading', { name: 'Progress Tracking' }).waitFor(),
  },
  {
    path: '/app/safety',
    ready: (page) => page.getByText('No recent form data yet').waitFor(),
  },
  {
    path: '/app/profile',
    ready: (page) => page.getByRole('heading', { level: 1 }).first().waitFor(),
  },
  {
    path: '/onboarding',
    newUser: true,
    ready: (page) => page.getByRole('heading', { level: 1 }).first().waitFor(),
  },
  {
    path: '/onboarding/quiz',
    newUser: true,
    ready: (page) => page.getByRole('heading', { level: 1 }).first().waitFor(),
  },
];

function describeViolation(path: string, scheme: string, violation: AxeViolation): string {
  return `${path} (${scheme}) ${violation.impact} ${violation.id}: ${violation.help} — ${violation.targets.join(' | ')}`;
}

describe('accessibility', () => {
  it('finds no serious or critical axe violation on any app page, light and dark', async () => {
    const found: string[] = [];
    for (const colorScheme of ['light', 'dark'] as const) {
      // One browser per user and scheme (sign-ins are rate limited); a page per screen.
      const contexts = {
        onboarded: await openContext(browser, { user: onboarded, colorScheme }),
        newcomer: await openContext(browser, { user: newcomer, colorScheme }),
      };
      for (const screen of screens) {
        const page = await contexts[screen.newUser ? 'newcomer' : 'onboarded'].newPage();
        await page.goto(screen.path);
        await screen.ready(page);
        // Let lazy parts (charts, chips) settle before the audit.
        await page.waitForTimeout(500);
        const violations = await findAccessibilityViolations(page);
        found.push(
          ...violations
            .filter(
              (violation) => violation.impact === 'serious' || violation.impact === 'critical',
            )
            .map((violation) => describeViolation(screen.path, colorScheme, violation)),
        );
        await page.close();
      }
      await Promise.all(Object.values(contexts).map((context) => context.close()));
    }
    expect(found).toEqual([]);
  }, 240_000);
});
