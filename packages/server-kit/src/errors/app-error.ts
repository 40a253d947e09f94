import type { ErrorCode, ErrorDetail } from '@repwise/contracts';

/** A failure a use case reports to the client: a catalogue code, a user-facing message and field details. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: ErrorDetail[] = [],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** Whether a value is an AppError (also across duplicated module copies). */
export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
