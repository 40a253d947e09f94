import { ApiError } from '@repwise/contracts';

/** A failed call's user-facing message and field errors; anything unexpected reads as `fallback`. */
export function readFailure(
  error: unknown,
  fallback: string,
): { message: string; fieldErrors: Record<string, string> } {
  if (error instanceof ApiError) {
    return { message: error.failure.message || fallback, fieldErrors: error.failure.fieldErrors };
  }
  return { message: fallback, fieldErrors: {} };
}
