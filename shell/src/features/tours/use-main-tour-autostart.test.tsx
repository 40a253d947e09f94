import { act, renderHook } from '@testing-library/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../../lib/storage-keys';
import { dispatchTourAtom, tourStateAtom } from './tour-store';
import { useMainTourAutostart } from './use-main-tour-autostart';

function renderAutostart(isSignedIn: boolean) {
  const store = createStore();
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
});
