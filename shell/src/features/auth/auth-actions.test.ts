import { afterEach, describe, expect, it, vi } from 'vitest';
import { refreshSession, signOut } from './auth-actions';
import {
  endSession,
  getAccessToken,
  readAuth,
  saveSession,
  watchSessionAcrossTabs,
} from './session-store';

const user = {
  id: 'u1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  age: null,
  height: null,
  weight: null,
  fitnessLevel: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

function signedIn() {
  saveSession({ user, accessToken: 'access-1', refreshToken: 'refresh-1', expiresIn: 900 });
}

function answer(status: number, body: unknown) {
  return vi.fn().mockResolvedValue(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('refreshSession', () => {
  it('stores the rotated tokens the server answers', async () => {
    signedIn();
    vi.stubGlobal(
      'fetch',
      answer(200, {
        data: { user, accessToken: 'access-2', refreshToken: 'refresh-2', expiresIn: 900 },
      }),
    );
    await expect(refreshSession()).resolves.toBe(true);
    expect(readAuth()).toMatchObject({
      token: 'access-2',
      refreshToken: 'refresh-2',
      isAuthenticated: true,
    });
    expect(localStorage.getItem('repwise_access_token')).toBe('access-2');
  });

  it('signs the user out when the server refuses the refresh token', async () => {
    signedIn();
    vi.stubGlobal(
      'fetch',
      answer(401, { error: { code: 'REFRESH_TOKEN_EXPIRED', message: 'Expired', details: [] } }),
    );
    await expect(refreshSession()).resolves.toBe(false);
    expect(readAuth().isAuthenticated).toBe(false);
    expect(localStorage.getItem('repwise_auth')).toBeNull();
  });

  it('keeps the session when the network fails (a page unloading mid-call, or offline)', async () => {
    signedIn();
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(refreshSession()).resolves.toBe(false);
    expect(readAuth()).toMatchObject({ isAuthenticated: true, refreshToken: 'refresh-1' });
  });

  it('signs out at once when there is no refresh token', async () => {
    endSession();
    vi.stubGlobal('fetch', vi.fn());
    await expect(refreshSession()).resolves.toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('one session across tabs', () => {
  const rotated = {
    data: { user, accessToken: 'access-2', refreshToken: 'refresh-2', expiresIn: 900 },
  };

  it('sends one refresh for calls made while it runs, and requests wait for its token', async () => {
    signedIn();
    const fetch = answer(200, rotated);
    vi.stubGlobal('fetch', fetch);
    const first = refreshSession();
    const second = refreshSession();
    const token = getAccessToken();
    expect(token).toBeInstanceOf(Promise);
    await expect(Promise.all([first, second, token])).resolves.toEqual([true, true, 'access-2']);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(getAccessToken()).toBe('access-2');
  });

  it('takes the tokens another tab rotated instead of presenting the rotated one', async () => {
    signedIn();
    // Another tab refreshed: local storage holds its session, this tab still has refresh-1.
    const other = {
      user,
      token: 'access-9',
      refreshToken: 'refresh-9',
      isAuthenticated: true,
      expiresAt: null,
    };
    localStorage.setItem('repwise_auth', JSON.stringify(other));
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await expect(refreshSession()).resolves.toBe(true);
    expect(fetch).not.toHaveBeenCalled();
    expect(readAuth()).toMatchObject({ token: 'access-9', refreshToken: 'refresh-9' });
  });

  it("follows another tab's new session and its sign-out", () => {
    signedIn();
    const stop = watchSessionAcrossTabs();
    const other = {
      user,
      token: 'access-5',
      refreshToken: 'refresh-5',
      isAuthenticated: true,
      expiresAt: null,
    };
    localStorage.setItem('repwise_auth', JSON.stringify(other));
    window.dispatchEvent(new StorageEvent('storage', { key: 'repwise_auth' }));
    expect(readAuth()).toMatchObject({ token: 'access-5', isAuthenticated: true });

    localStorage.removeItem('repwise_auth');
    window.dispatchEvent(new StorageEvent('storage', { key: 'repwise_auth' }));
    expect(readAuth().isAuthenticated).toBe(false);
    stop();
  });
});

describe('signOut', () => {
  it('clears the session and the per-user and progress keys even when the server call fails', async () => {
    signedIn();
    localStorage.setItem('repwise_user_u1_daily', 'x');
    localStorage.setItem('repwise_onboarding_progress', 'y');
    localStorage.setItem('repwise_theme', 'dark');
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await signOut();
    expect(readAuth().isAuthenticated).toBe(false);
    expect(localStorage.getItem('repwise_user_u1_daily')).toBeNull();
    expect(localStorage.getItem('repwise_onboarding_progress')).toBeNull();
    expect(localStorage.getItem('repwise_theme')).toBe('dark');
  });

  it("clears every area's cache of the user but keeps what no server holds yet", async () => {
    signedIn();
    const cleared = [
      'workoutPlans',
      'workoutPlans.active',
      'exercises',
      'userGoals',
      'workout_completions_plan-1',
      'repwise_coach_ratings',
      'repwise_user_u1_coach_conversation',
    ];
    const kept = ['workout_sessions_pending', 'workout_favourites', 'repwise_coach_personality'];
    for (const key of [...cleared, ...kept]) localStorage.setItem(key, '{}');
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(null, { status: 204 })));
    await signOut();
    expect(cleared.filter((key) => localStorage.getItem(key) !== null)).toEqual([]);
    expect(kept.filter((key) => localStorage.getItem(key) === null)).toEqual([]);
  });

  it('leaves (goes to /) before the session ends, so no guard redirects to /auth first', async () => {
    signedIn();
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(null, { status: 204 })));
    let signedInWhenLeaving: boolean | null = null;
    await signOut(() => {
      signedInWhenLeaving = readAuth().isAuthenticated;
    });
    expect(signedInWhenLeaving).toBe(true);
    expect(readAuth().isAuthenticated).toBe(false);
  });
});
