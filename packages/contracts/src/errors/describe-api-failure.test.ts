import { describe, expect, it } from 'vitest';

import { describeApiFailure, type NetworkFailureReason } from './describe-api-failure';
import { errorCodes } from './error-codes';
import { errorSuggestions } from './error-suggestions';

describe('describeApiFailure by HTTP status', () => {
  it.each([
    [400, 'VALIDATION_ERROR', 'Invalid request. Please check your input.'],
    [401, 'UNAUTHORIZED', 'Authentication required. Please log in to continue.'],
    [403, 'FORBIDDEN', "Access denied. You don't have permission to perform this action."],
    [404, 'RESOURCE_NOT_FOUND', 'The requested resource could not be found.'],
    [413, 'PAYLOAD_TOO_LARGE', 'The request is too large.'],
    [429, 'RATE_LIMIT_EXCEEDED', 'Too many requests. Please slow down and try again.'],
    [
      500,
      'INTERNAL_SERVER_ERROR',
      'Internal server error. Our team has been notified and is working on a fix.',
    ],
    [
      502,
      'SERVICE_UNAVAILABLE',
      'Bad gateway. The server received an invalid response from upstream.',
    ],
    [
      503,
      'SERVICE_UNAVAILABLE',
      'Service temporarily unavailable. The server is currently under maintenance.',
    ],
    [504, 'TIMEOUT_ERROR', 'Gateway timeout. The server took too long to respond.'],
    [418, 'INTERNAL_SERVER_ERROR', 'Unexpected server error (Status: 418). Please try again.'],
    [409, 'INTERNAL_SERVER_ERROR', 'Unexpected server error (Status: 409). Please try again.'],
    [507, 'INTERNAL_SERVER_ERROR', 'Unexpected server error (Status: 507). Please try again.'],
  ])('maps status %i without an error body to %s "%s"', (status, code, message) => {
    const error = describeApiFailure({ kind: 'response', status, body: '<html>Bad</html>' });

    expect(error).toMatchObject({ code, message, status, details: [], fieldErrors: {} });
    expect(error.suggestion).not.toBe('');
  });

  it.each([[undefined], [null], [{}], [{ error: 'Nope' }], [{ error: { code: 'X' } }]])(
    'falls back to the status table when the body is %j',
    (body) => {
      expect(describeApiFailure({ kind: 'response', status: 404, body })).toMatchObject({
        code: 'RESOURCE_NOT_FOUND',
        message: 'The requested resource could not be found.',
      });
    },
  );
});

describe('describeApiFailure with a server error body', () => {
  it('uses the body as it is and maps details to the first message per field', () => {
    const details = [
      { field: 'email', message: 'Please enter a valid email address' },
      { field: 'password', message: 'Password must be at least 8 characters' },
      { field: 'password', message: 'Password must meet minimum strength requirements' },
    ];
    const error = describeApiFailure({
      kind: 'response',
      status: 400,
      body: { error: { code: 'VALIDATION_ERROR', message: 'Validation failed', details } },
    });

    expect(error).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Validation failed',
      suggestion: errorSuggestions.VALIDATION_ERROR,
      details,
      fieldErrors: {
        email: 'Please enter a valid email address',
        password: 'Password must be at least 8 characters',
      },
      isAuthError: false,
      isValidationError: true,
      isRetryable: false,
      status: 400,
    });
  });

  it.each([
    [401, 'INVALID_CREDENTIALS', 'Invalid email or password'],
    [409, 'EMAIL_ALREADY_EXISTS', 'An account with this email already exists'],
    [423, 'ACCOUNT_LOCKED', 'Account locked. Try again in 15 minutes'],
    [503, 'DATABASE_CONNECTION_ERROR', 'Database unavailable'],
  ])('keeps the server code for status %i %s and its message', (status, code, message) => {
    const error = describeApiFailure({
      kind: 'response',
      status,
      body: { error: { code, message } },
    });

    expect(error).toMatchObject({ code, message, status, details: [], fieldErrors: {} });
  });

  it.each([
    [409, 'INTERNAL_SERVER_ERROR'],
    [429, 'RATE_LIMIT_EXCEEDED'],
    [400, 'VALIDATION_ERROR'],
  ])('derives the code from status %i when the server code is unknown', (status, code) => {
    const error = describeApiFailure({
      kind: 'response',
      status,
      body: { error: { code: 'SOMETHING_NEW', message: 'Server says no' } },
    });

    expect(error).toMatchObject({ code, message: 'Server says no' });
  });

  it('uses the status message when the server message is blank', () => {
    const error = describeApiFailure({
      kind: 'response',
      status: 403,
      body: { error: { code: 'FORBIDDEN', message: '  ' } },
    });

    expect(error.message).toBe("Access denied. You don't have permission to perform this action.");
  });
});

describe('describeApiFailure without an answer', () => {
  it.each<[NetworkFailureReason, string, string]>([
    ['timeout', 'TIMEOUT_ERROR', 'Request timed out. The server took too long to respond.'],
    ['connection-refused', 'NETWORK_ERROR', 'Connection refused. The server is not responding.'],
    ['dns', 'NETWORK_ERROR', 'DNS resolution failed. Cannot reach the server.'],
    ['unreachable', 'NETWORK_ERROR', 'Network unreachable. Cannot connect to the server.'],
    ['unknown', 'NETWORK_ERROR', 'Cannot connect to the server.'],
  ])('maps the %s reason to %s "%s", retryable and without status', (reason, code, message) => {
    expect(describeApiFailure({ kind: 'network', reason })).toMatchObject({
      code,
      message,
      status: null,
      isRetryable: true,
      isAuthError: false,
      isValidationError: false,
    });
  });
});

describe('describeApiFailure for identity-provider codes', () => {
  const emailInUse = 'The email you are trying to use already exists. Please use another email.';
  const notFound = 'That email & password combination was not found in the database';

  it.each([
    ['auth/email-already-in-use', 'EMAIL_ALREADY_EXISTS', emailInUse],
    ['auth/invalid-credential', 'INVALID_CREDENTIALS', notFound],
    ['auth/invalid-login-credentials', 'INVALID_CREDENTIALS', notFound],
    ['auth/wrong-password', 'INVALID_CREDENTIALS', notFound],
    ['auth/user-not-found', 'INVALID_CREDENTIALS', notFound],
    ['auth/user-disabled', 'UNAUTHORIZED', 'Authentication failed. Please try again.'],
    ['auth/internal-error', 'UNAUTHORIZED', 'Authentication failed. Please try again.'],
  ])('maps %s to %s "%s" as an auth error', (identityCode, code, message) => {
    expect(describeApiFailure({ kind: 'identity-provider', code: identityCode })).toMatchObject({
      code,
      message,
      status: null,
      isAuthError: true,
      isValidationError: false,
      isRetryable: false,
    });
  });
});

describe('errorSuggestions', () => {
  it.each(errorCodes.map((code) => [code]))('gives %s a non-empty suggestion', (code) => {
    expect(errorSuggestions[code].trim()).not.toBe('');
  });

  it.each(errorCodes.map((code) => [code]))(
    'attaches the %s suggestion and flags to a server error with that code',
    (code) => {
      const error = describeApiFailure({
        kind: 'response',
        status: 400,
        body: { error: { code, message: 'Something failed' } },
      });

      expect(error.suggestion).toBe(errorSuggestions[code]);
      expect(error.isAuthError).toBe(
        [
          'INVALID_CREDENTIALS',
          'EMAIL_ALREADY_EXISTS',
          'ACCOUNT_LOCKED',
          'ACCOUNT_NOT_VERIFIED',
          'TOKEN_EXPIRED',
          'TOKEN_INVALID',
          'REFRESH_TOKEN_EXPIRED',
          'UNAUTHORIZED',
        ].includes(code),
      );
      expect(error.isValidationError).toBe(
        [
          'VALIDATION_ERROR',
          'EMAIL_FORMAT_INVALID',
          'PASSWORD_TOO_WEAK',
          'PASSWORD_REQUIREMENTS_NOT_MET',
          'REQUIRED_FIELD_MISSING',
          'FIELD_TOO_SHORT',
          'FIELD_TOO_LONG',
          'INVALID_DATA_TYPE',
        ].includes(code),
      );
      expect(error.isRetryable).toBe(
        [
          'NETWORK_ERROR',
          'SERVICE_UNAVAILABLE',
          'TIMEOUT_ERROR',
          'DATABASE_CONNECTION_ERROR',
        ].includes(code),
      );
    },
  );
});
