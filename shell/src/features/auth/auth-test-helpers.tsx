import { ApiError, describeApiFailure, type ErrorDetail } from '@repwise/contracts';
import { screen } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import type { ReactElement } from 'react';
import { renderInShell } from '../../test/render';
import { activeToastAtom } from '../toasts/toast-store';
import { Toaster } from '../toasts/toaster';

/** Renders `ui` at /auth with the real toaster beside it. */
export function renderAuthScreen(ui: ReactElement, path = '/auth') {
  return renderInShell(
    <>
      {ui}
      <Toaster />
    </>,
    { path },
  );
}

/** Removes any toast a previous test left in the shared store. */
export function clearToasts(): void {
  getDefaultStore().set(activeToastAtom, null);
}

/** The ApiError the API client throws for a server error body. */
export function serverError(
  status: number,
  code: string,
  message: string,
  details?: ErrorDetail[],
): ApiError {
  return new ApiError(
    describeApiFailure({ kind: 'response', status, body: { error: { code, message, details } } }),
  );
}

/** The ApiError the API client throws when the server cannot be reached. */
export function networkError(): ApiError {
  return new ApiError(describeApiFailure({ kind: 'network', reason: 'unknown' }));
}

/** A promise the test settles itself, to hold a form in its loading state. */
export function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** The toast on screen (the toaster marks its card with the `toast` test id). */
export async function findToast(): Promise<HTMLElement> {
  return screen.findByTestId('toast');
}

/** The toast on screen, or null. */
export function queryToast(): HTMLElement | null {
  return screen.queryByTestId('toast');
}
