import { ApiError } from '@repwise/contracts';

/** A generation job that failed on the worker, carrying its reason (shown to the user). */
export class GenerationFailure extends Error {
  override name = 'GenerationFailure';
}

/** Whether a failed call answered 404 (for plan loads: no plan, not an error — spec 03 §8). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.failure.status === 404;
}

/** Whether a call got no answer at all (offline, refused, timed out): it may be queued and replayed. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof ApiError && error.failure.status === null;
}

/** The server's message when it sent one, else the spec's fallback for the call (spec 03 §8). */
export function describeError(error: unknown, fallback: string): string {
  if (error instanceof GenerationFailure) return error.message;
  if (error instanceof ApiError && error.failure.status !== null && error.failure.status < 500) {
    return error.message || fallback;
  }
  return fallback;
}

/**
 * The plan-load message of spec 03 §8: connection problems, server errors (500), authentication
 * (401/403), otherwise `otherwise` ('Unable to load your workout plan at this time' or, for the
 * weekly list, 'Unable to load workout plans at this time').
 */
export function describePlanLoadError(
  error: unknown,
  otherwise = 'Unable to load your workout plan at this time',
): string {
  if (!(error instanceof ApiError)) return otherwise;
  const { status } = error.failure;
  // ECONNREFUSED / ENOTFOUND in the original: no answer at all.
  if (status === null) return 'Connection issue - please check your internet connection';
  if (status === 500) return 'Server temporarily unavailable - please try again in a moment';
  if (status === 401 || status === 403) return 'Authentication required - please log in again';
  return otherwise;
}
