import { ApiError } from '@repwise/contracts';

/** A failed call in words: the spec's message for the answer (or network failure), else `fallback`. */
export function describeFailure(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
