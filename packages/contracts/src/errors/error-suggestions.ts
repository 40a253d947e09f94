import type { ErrorCode } from './error-codes';

/** A short hint of what the user can do next, per error code; shown after the message in a banner. */
export const errorSuggestions: Record<ErrorCode, string> = {
  INVALID_CREDENTIALS: 'Check your email and password and try again.',
  EMAIL_ALREADY_EXISTS: 'Sign in instead, or register with a different email.',
  ACCOUNT_LOCKED: 'Wait a few minutes before trying to sign in again.',
  ACCOUNT_NOT_VERIFIED: 'Verify your email address, then sign in again.',
  TOKEN_EXPIRED: 'Your session has expired. Please sign in again.',
  TOKEN_INVALID: 'Please sign in again.',
  REFRESH_TOKEN_EXPIRED: 'Your session has ended. Please sign in again.',
  VALIDATION_ERROR: 'Correct the highlighted fields and try again.',
  EMAIL_FORMAT_INVALID: 'Enter an email address like name@example.com.',
  PASSWORD_TOO_WEAK: 'Use a longer password that mixes letters, numbers and symbols.',
  PASSWORD_REQUIREMENTS_NOT_MET:
    'Use at least 8 characters with a lowercase letter, an uppercase letter and a number.',
  REQUIRED_FIELD_MISSING: 'Fill in every required field.',
  FIELD_TOO_SHORT: 'Enter a longer value.',
  FIELD_TOO_LONG: 'Enter a shorter value.',
  INVALID_DATA_TYPE: 'Check the format of the values you entered.',
  DATABASE_CONNECTION_ERROR: 'Please try again in a moment.',
  INTERNAL_SERVER_ERROR: 'Please try again later.',
  SERVICE_UNAVAILABLE: 'Please try again in a few minutes.',
  RATE_LIMIT_EXCEEDED: 'Wait a moment before trying again.',
  RESOURCE_NOT_FOUND: 'Check the address or go back and try again.',
  UNAUTHORIZED: 'Please sign in to continue.',
  FORBIDDEN: 'Contact support if you think you should have access.',
  NETWORK_ERROR: 'Check your internet connection and try again.',
  TIMEOUT_ERROR: 'Check your connection and try again.',
  PAYLOAD_TOO_LARGE: 'Send a smaller file or less data.',
};
