/** The 24 error codes of the spec's catalogue (spec 01 §8), in the spec's order. */
export const catalogueErrorCodes = [
  'INVALID_CREDENTIALS',
  'EMAIL_ALREADY_EXISTS',
  'ACCOUNT_LOCKED',
  'ACCOUNT_NOT_VERIFIED',
  'TOKEN_EXPIRED',
  'TOKEN_INVALID',
  'REFRESH_TOKEN_EXPIRED',
  'VALIDATION_ERROR',
  'EMAIL_FORMAT_INVALID',
  'PASSWORD_TOO_WEAK',
  'PASSWORD_REQUIREMENTS_NOT_MET',
  'REQUIRED_FIELD_MISSING',
  'FIELD_TOO_SHORT',
  'FIELD_TOO_LONG',
  'INVALID_DATA_TYPE',
  'DATABASE_CONNECTION_ERROR',
  'INTERNAL_SERVER_ERROR',
  'SERVICE_UNAVAILABLE',
  'RATE_LIMIT_EXCEEDED',
  'RESOURCE_NOT_FOUND',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NETWORK_ERROR',
  'TIMEOUT_ERROR',
] as const;

/** Codes the product adds to the catalogue: PAYLOAD_TOO_LARGE answers HTTP 413. */
export const extensionErrorCodes = ['PAYLOAD_TOO_LARGE'] as const;

/** Every error code the product uses: the catalogue followed by the product's extensions. */
export const errorCodes = [...catalogueErrorCodes, ...extensionErrorCodes] as const;

/** One error code, as sent in `error.code` of an error body. */
export type ErrorCode = (typeof errorCodes)[number];

/** Codes of input that failed validation (spec 01 §8, VALIDATION_ERROR through INVALID_DATA_TYPE). */
export const validationErrorCodes = [
  'VALIDATION_ERROR',
  'EMAIL_FORMAT_INVALID',
  'PASSWORD_TOO_WEAK',
  'PASSWORD_REQUIREMENTS_NOT_MET',
  'REQUIRED_FIELD_MISSING',
  'FIELD_TOO_SHORT',
  'FIELD_TOO_LONG',
  'INVALID_DATA_TYPE',
] as const satisfies readonly ErrorCode[];

/** A code of the validation group. */
export type ValidationErrorCode = (typeof validationErrorCodes)[number];

/** Codes of failed or missing authentication (spec 01 §8). */
export const authErrorCodes = [
  'INVALID_CREDENTIALS',
  'EMAIL_ALREADY_EXISTS',
  'ACCOUNT_LOCKED',
  'ACCOUNT_NOT_VERIFIED',
  'TOKEN_EXPIRED',
  'TOKEN_INVALID',
  'REFRESH_TOKEN_EXPIRED',
  'UNAUTHORIZED',
] as const satisfies readonly ErrorCode[];

/** A code of the auth group. */
export type AuthErrorCode = (typeof authErrorCodes)[number];

/** Codes of transient failures that the same request may get past when tried again. */
export const retryableErrorCodes = [
  'NETWORK_ERROR',
  'SERVICE_UNAVAILABLE',
  'TIMEOUT_ERROR',
  'DATABASE_CONNECTION_ERROR',
] as const satisfies readonly ErrorCode[];

/** A code of the retryable group. */
export type RetryableErrorCode = (typeof retryableErrorCodes)[number];

/** Codes after which the stored session can no longer be used and the user must sign in again. */
export const sessionEndingErrorCodes = [
  'TOKEN_INVALID',
  'TOKEN_EXPIRED',
  'REFRESH_TOKEN_EXPIRED',
] as const satisfies readonly ErrorCode[];

/** A code that ends the session. */
export type SessionEndingErrorCode = (typeof sessionEndingErrorCodes)[number];

const errorCodeSet: ReadonlySet<string> = new Set(errorCodes);
const validationErrorCodeSet: ReadonlySet<string> = new Set(validationErrorCodes);
const authErrorCodeSet: ReadonlySet<string> = new Set(authErrorCodes);
const retryableErrorCodeSet: ReadonlySet<string> = new Set(retryableErrorCodes);
const sessionEndingErrorCodeSet: ReadonlySet<string> = new Set(sessionEndingErrorCodes);

/** Whether a value is one of the product's error codes (catalogue or extension); case-sensitive. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && errorCodeSet.has(value);
}

/** Whether a value is a code of the validation group. */
export function isValidationErrorCode(value: unknown): value is ValidationErrorCode {
  return typeof value === 'string' && validationErrorCodeSet.has(value);
}

/** Whether a value is a code of the auth group. */
export function isAuthErrorCode(value: unknown): value is AuthErrorCode {
  return typeof value === 'string' && authErrorCodeSet.has(value);
}

/** Whether a value is a code of the retryable group. */
export function isRetryableErrorCode(value: unknown): value is RetryableErrorCode {
  return typeof value === 'string' && retryableErrorCodeSet.has(value);
}

/** Whether a value is a code that ends the session (invalid or expired tokens). */
export function isSessionEndingErrorCode(value: unknown): value is SessionEndingErrorCode {
  return typeof value === 'string' && sessionEndingErrorCodeSet.has(value);
}
