import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, openContext, openPage } from '../src/app-user';
import { launchBrowser } from '@repwise/tooling/chromium';
import { system } from '../src/system';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('sign in and out', () => {
  it('signs in from the form, reaches the dashboard, and signs out clearing the session', async () => {
    const user = await createUser();
    const page = await openPage(browser, '/auth');
    await page.getByLabel('Email').fill(user.registration.email);
    await page.getByLabel('Password', { exact: true }).fill(user.registration.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
    await page.waitForURL('**/app/dashboard');
    await page.getByText('Welcome back!').first().waitFor();
    await page.getByRole('heading', { name: 'Welcome back!' }).waitFor();

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    // It stays on the landing page: the dashboard's guard used to replace / with /auth at once.
    await page.getByRole('heading', { level: 1, name: /Your AI personal trainer/ }).waitFor();
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.evaluate(() => localStorage.getItem('repwise_access_token'))).toBeNull();
    await page.goto('/app/dashboard');
    await page.waitForURL('**/auth');
    await page.context().close();
  });

  it('shows "Sign in failed" for a wrong password', async () => {
    const user = await createUser();
    const page = await openPage(browser, '/auth');
    await page.getByLabel('Email').fill(user.registration.email);
    await page.getByLabel('Password', { exact: true }).fill('WrongPassw0rd!');
    await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
    await page.getByText('Sign in failed').waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth');
    await page.context().close();
  });

  it('sends a user whose session can no longer be refreshed to /auth?error=session_expired with a message', async () => {
    const user = await createUser();
    const context = await openContext(browser, {
      session: { ...user.session, accessToken: 'expired.or.forged', refreshToken: 'revoked-token' },
    });
    const page = await context.newPage();
    await page.goto('/app/dashboard');
    await page.waitForURL('**/auth?error=session_expired');
    await page.getByRole('alert').filter({ hasText: 'session has expired' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('repwise_auth'))).toBeNull();
    await context.close();
  });

  it('redirects /auth to the dashboard when already signed in, and unknown paths by sign-in state', async () => {
    const user = await createUser();
    const page = await openPage(browser, '/auth', { user });
    await page.waitForURL('**/app/dashboard');
    await page.goto('/no/such/page');
    await page.waitForURL('**/app/dashboard');
    await page.goto('/dashboard');
    await page.waitForURL('**/app/dashboard');
    const visitor = await openPage(browser, '/no/such/page');
    await visitor.waitForURL('**/auth');
    await page.context().close();
    await visitor.context().close();
  });

  it('keeps two open tabs signed in through their timed refreshes (one session, one refresh at a time)', async () => {
    const user = await createUser();
    const context = await openContext(browser, { user });
    await context.clock.install();
    const first = await context.newPage();
    await first.goto('/app/dashboard');
    await first.getByText('Welcome back!').first().waitFor();
    // The second tab's start-up refresh rotates the token the first tab holds in memory.
    const second = await context.newPage();
    await second.goto('/app/progress');
    await second.getByRole('heading', { name: 'Progress Tracking' }).waitFor();
    // Past the server's 10 s grace for a rotated token, both tabs' timed refreshes come due.
    await first.waitForTimeout(11_000);
    await context.clock.fastForward('14:30');
    await first.waitForTimeout(2_000);
    await first.reload();
    await first.getByText('Welcome back!').first().waitFor();
    await second.reload();
    await second.getByRole('heading', { name: 'Progress Tracking' }).waitFor();
    for (const page of [first, second]) expect(new URL(page.url()).pathname).toMatch(/^\/app\//);
    const token = await first.evaluate(() => localStorage.getItem('repwise_access_token'));
    const me = await fetch(`${system.gatewayUrl}/api/auth/me`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.status).toBe(200);
    await context.close();
  });
});
