import { onboardingSkippedKey } from '@repwise/contracts';
import { buildUser } from '@repwise/federation/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInShell } from '../../test/render';
import { endSession, saveSession } from '../auth/session-store';
import { CompleteProfileInvite } from '../layout/complete-profile-invite';
import { RequireCompletedOnboarding } from './protected-route';

const user = buildUser();

function answerStatus(isCompleted: boolean) {
  const fetch = vi.fn(
    async () =>
      new Response(
        JSON.stringify({
          success: true,
          status: { isCompleted, completedAt: null, hasProgress: false },
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      ),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The dashboard behind the guard, as the app layout shows it; a cache of its own per test. */
function renderDashboard() {
  return renderInShell(
    <SWRConfig value={{ provider: () => new Map() }}>
      <RequireCompletedOnboarding>
        <CompleteProfileInvite />
        <h1>Dashboard</h1>
      </RequireCompletedOnboarding>
    </SWRConfig>,
    { path: '/app/dashboard', routePath: '/app/dashboard' },
  );
}

beforeEach(() => {
  saveSession({ user, accessToken: 'token', refreshToken: 'refresh', expiresIn: 900 });
});
afterEach(() => {
  endSession();
  vi.unstubAllGlobals();
});

describe('the protected-route rule', () => {
  it('sends a user who has not completed onboarding to /onboarding', async () => {
    answerStatus(false);
    renderDashboard();
    expect(screen.getByText('Checking your profile status...')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/onboarding'));
  });

  it('lets a user who skipped onboarding in, and the dashboard invites them to complete it', async () => {
    answerStatus(false);
    window.localStorage.setItem(onboardingSkippedKey(user.id), new Date().toISOString());
    renderDashboard();

    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    const invite = await screen.findByRole('region', { name: 'Complete your profile' });
    expect(invite).toHaveTextContent('Complete your fitness profile');
    expect(screen.getByTestId('location')).toHaveTextContent('/app/dashboard');

    await userEvent.click(screen.getByRole('button', { name: 'Complete My Profile' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/onboarding$/);
  });

  it('shows the dashboard without an invitation once onboarding is completed', async () => {
    answerStatus(true);
    window.localStorage.setItem(onboardingSkippedKey(user.id), new Date().toISOString());
    renderDashboard();

    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Complete your profile' })).toBeNull(),
    );
  });

  it("does not let a user in on another user's skip", async () => {
    answerStatus(false);
    window.localStorage.setItem(onboardingSkippedKey('someone-else'), '2026-11-26T00:00:00Z');
    renderDashboard();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/onboarding'));
  });

  it('forgets the skip at sign-out, so the next sign-in offers onboarding again', () => {
    window.localStorage.setItem(onboardingSkippedKey(user.id), '2026-11-26T00:00:00Z');
    endSession();
    expect(window.localStorage.getItem(onboardingSkippedKey(user.id))).toBeNull();
  });
});
