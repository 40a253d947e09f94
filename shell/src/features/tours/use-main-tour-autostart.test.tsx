import { act, renderHook } from '@testing-library/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '@repwise/contracts';
import { clearUserStorage, storageKeys } from '../../lib/storage-keys';
import { authAtom } from '../auth/session-store';
import { dispatchTourAtom, tourStateAtom } from './tour-store';
import { useMainTourAutostart } from './use-main-tour-autostart';

function renderAutostart(isSignedIn: boolean, userId?: string) {
  const store = createStore();
  if (userId) {
    const user = { id: userId, email: `${userId}@example.com` } as AuthUser;
    store.set(authAtom, {
      user,
      token: 'token',
      refreshToken: 'refresh',
      isAuthenticated: true,
      expiresAt: null,
    });
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <JotaiProvider store={store}>{children}</JotaiProvider>
  );
  const view = renderHook(({ signedIn }) => useMainTourAutostart(signedIn), {
    wrapper,
    initialProps: { signedIn: isSignedIn },
  });
  return { ...view, readState: () => store.get(tourStateAtom), store };
}

function persist(completedTours: string[], tourEnabled: boolean) {
  window.localStorage.setItem(storageKeys.tours, JSON.stringify({ completedTours, tourEnabled }));
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useMainTourAutostart', () => {
  it('starts the main onboarding tour 2000 ms after sign-in', () => {
    const { readState } = renderAutostart(true);
    expect(readState()).toMatchObject({ status: 'waiting', isRunning: false });

    act(() => vi.advanceTimersByTime(1999));
    expect(readState().isRunning).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(readState()).toMatchObject({
      isRunning: true,
      currentTour: 'main-onboarding',
      stepIndex: 0,
    });
  });

  it('starts when the user signs in after the page has loaded', () => {
    const { readState, rerender } = renderAutostart(false);
    act(() => vi.advanceTimersByTime(5000));
    expect(readState().isRunning).toBe(false);

    rerender({ signedIn: true });
    act(() => vi.advanceTimersByTime(2000));
    expect(readState().currentTour).toBe('main-onboarding');
  });

  it.each([
    ['the tour is completed', ['main-onboarding'], true],
    ['tours are disabled', [], false],
  ])('does not start when %s', (_case, completedTours, tourEnabled) => {
    persist(completedTours, tourEnabled);
    const { readState } = renderAutostart(true);
    act(() => vi.advanceTimersByTime(10_000));
    expect(readState()).toMatchObject({ isRunning: false, status: 'ready' });
  });

  it('does not start when the user signs out during the delay', () => {
    const { readState, rerender } = renderAutostart(true);
    act(() => vi.advanceTimersByTime(1000));
    rerender({ signedIn: false });
    act(() => vi.advanceTimersByTime(5000));
    expect(readState()).toMatchObject({ isRunning: false, status: 'ready' });
  });

  it('does not start after unmounting', () => {
    const { readState, unmount } = renderAutostart(true);
    unmount();
    act(() => vi.advanceTimersByTime(5000));
    expect(readState().isRunning).toBe(false);
  });

  it('does not start when tours are turned off during the delay', () => {
    const { readState, store } = renderAutostart(true);
    act(() => store.set(dispatchTourAtom, { type: 'setEnabled', enabled: false }));
    act(() => vi.advanceTimersByTime(5000));
    expect(readState().isRunning).toBe(false);
  });

  it('does not replace a tour the user started during the delay', () => {
    const { readState, store } = renderAutostart(true);
    act(() => store.set(dispatchTourAtom, { type: 'start', tourId: 'safety-tour' }));
    act(() => vi.advanceTimersByTime(5000));
    expect(readState()).toMatchObject({ currentTour: 'safety-tour', isRunning: true });
  });

  it('does not start again in this sign-in once the user skipped it, and does after sign-out', () => {
    window.localStorage.clear();
    const first = renderAutostart(true, 'user-1');
    act(() => vi.advanceTimersByTime(2000));
    expect(first.readState().isRunning).toBe(true);
    act(() => first.store.set(dispatchTourAtom, { type: 'skip' }));
    expect(first.readState().completedTours).not.toContain('main-onboarding');
    first.unmount();

    // A reload or a second tab: a new store, the same signed-in user.
    const reloaded = renderAutostart(true, 'user-1');
    act(() => vi.advanceTimersByTime(10_000));
    expect(reloaded.readState()).toMatchObject({ isRunning: false, status: 'ready' });
    reloaded.unmount();

    // Another user on this browser is not affected.
    const other = renderAutostart(true, 'user-2');
    act(() => vi.advanceTimersByTime(2000));
    expect(other.readState().currentTour).toBe('main-onboarding');
    other.unmount();

    // Sign-out removes the user's keys: the next sign-in offers the tour again.
    clearUserStorage();
    const signedInAgain = renderAutostart(true, 'user-1');
    act(() => vi.advanceTimersByTime(2000));
    expect(signedInAgain.readState().currentTour).toBe('main-onboarding');
  });
});
