import { ApiError } from '@repwise/contracts';
import { UploadError } from './upload-photos';

/** A failed call's user-facing message and field errors; anything unexpected reads as `fallback`. */
export function readFailure(
  error: unknown,
  fallback: string,
): { message: string; fieldErrors: Record<string, string> } {
  if (error instanceof ApiError || error instanceof UploadError) {
    return { message: error.failure.message || fallback, fieldErrors: error.failure.fieldErrors };
  }
  return { message: fallback, fieldErrors: {} };
}
