import { safetyAlertsChangedEvent, tourTargetSelector } from '@repwise/contracts';
import { buildUser } from '@repwise/federation/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInShell } from '../../test/render';
import { endSession, saveSession } from '../auth/session-store';
import { readUnresolvedAlertCount } from './safety-alert-count';
import { SideMenu } from './side-menu';

const user = buildUser();

function answerCounts(...counts: number[]) {
  const fetch = vi.fn(async () => {
    const count = counts.length > 1 ? counts.shift() : counts[0];
    return new Response(JSON.stringify({ success: true, data: { unresolvedAlertCount: count } }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The menu with a cache of its own (swr's global one would carry counts between tests). */
function renderMenu(path: string) {
  return renderInShell(
    <SWRConfig value={{ provider: () => new Map() }}>
      <SideMenu />
    </SWRConfig>,
    { path },
  );
}

beforeEach(() => {
  saveSession({ user, accessToken: 'token', refreshToken: 'refresh', expiresIn: 900 });
});
afterEach(() => {
  endSession();
  vi.unstubAllGlobals();
});

describe('the side menu', () => {
  it("lists the spec's six items plus Safety, each tour target on its item", async () => {
    answerCounts(0);
    const { container } = renderMenu('/app/dashboard');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Dashboard',
      'Workout Plan',
      'Daily Workout',
      'AI Coach',
      'Progress',
      'Safety',
      'Profile',
    ]);
    const safety = container.querySelector(tourTargetSelector('safety'));
    expect(safety).toContainElement(within(nav).getByRole('link', { name: 'Safety' }));
    expect(within(nav).getByRole('link', { name: 'Safety' })).toHaveAttribute(
      'href',
      '/app/safety',
    );
  });

  it('counts unresolved high or critical alerts on Safety and rereads them when an area changes them', async () => {
    const fetch = answerCounts(2, 1);
    renderMenu('/app/safety');
    const link = await screen.findByRole('link', { name: 'Safety, 2 unresolved alerts' });
    expect(fetch).toHaveBeenCalledWith('/api/workouts/pose/risk-profile', expect.anything());
    act(() => {
      window.dispatchEvent(new Event(safetyAlertsChangedEvent));
    });
    await waitFor(() => expect(link).toHaveAccessibleName('Safety, 1 unresolved alerts'));
  });

  it('shows no count when there is none or the read fails', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    renderMenu('/app/dashboard');
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    expect(screen.getByRole('link', { name: 'Safety' })).toBeInTheDocument();
  });
});

describe('readUnresolvedAlertCount', () => {
  it.each([
    [{ success: true, data: { unresolvedAlertCount: 3 } }, 3],
    [{ success: true, data: { unresolvedAlertCount: -1 } }, 0],
    [{ success: true, data: {} }, 0],
    ['not json', 0],
    [null, 0],
  ])('reads %j as %i', (body, count) => {
    expect(readUnresolvedAlertCount(body)).toBe(count);
  });
});
