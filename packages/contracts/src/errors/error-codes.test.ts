import { describe, expect, it } from 'vitest';

import {
  authErrorCodes,
  catalogueErrorCodes,
  errorCodes,
  isAuthErrorCode,
  isErrorCode,
  isRetryableErrorCode,
  isSessionEndingErrorCode,
  isValidationErrorCode,
  retryableErrorCodes,
  sessionEndingErrorCodes,
  validationErrorCodes,
} from './error-codes';

const specCatalogue = [
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
];

const specValidation = [
  'VALIDATION_ERROR',
  'EMAIL_FORMAT_INVALID',
  'PASSWORD_TOO_WEAK',
  'PASSWORD_REQUIREMENTS_NOT_MET',
  'REQUIRED_FIELD_MISSING',
  'FIELD_TOO_SHORT',
  'FIELD_TOO_LONG',
  'INVALID_DATA_TYPE',
];

const specAuth = [
  'INVALID_CREDENTIALS',
  'EMAIL_ALREADY_EXISTS',
  'ACCOUNT_LOCKED',
  'ACCOUNT_NOT_VERIFIED',
  'TOKEN_EXPIRED',
  'TOKEN_INVALID',
  'REFRESH_TOKEN_EXPIRED',
  'UNAUTHORIZED',
];

const specRetryable = [
  'NETWORK_ERROR',
  'SERVICE_UNAVAILABLE',
  'TIMEOUT_ERROR',
  'DATABASE_CONNECTION_ERROR',
];

const specSessionEnding = ['TOKEN_INVALID', 'TOKEN_EXPIRED', 'REFRESH_TOKEN_EXPIRED'];

describe('error code groups', () => {
  it('lists the 24 catalogue codes in the spec order', () => {
    expect(catalogueErrorCodes).toHaveLength(24);
    expect([...catalogueErrorCodes]).toEqual(specCatalogue);
  });

  it('adds PAYLOAD_TOO_LARGE after the catalogue and nothing else', () => {
    expect([...errorCodes]).toEqual([...specCatalogue, 'PAYLOAD_TOO_LARGE']);
  });

  it.each([
    { group: 'validation', codes: validationErrorCodes, expected: specValidation },
    { group: 'auth', codes: authErrorCodes, expected: specAuth },
    { group: 'retryable', codes: retryableErrorCodes, expected: specRetryable },
    { group: 'session-ending', codes: sessionEndingErrorCodes, expected: specSessionEnding },
  ])('holds exactly the $group codes of the spec', ({ codes, expected }) => {
    expect(codes).toHaveLength(expected.length);
    expect([...codes].sort()).toEqual([...expected].sort());
  });

  it.each(errorCodes.map((code) => [code]))('recognises %s as an error code', (code) => {
    expect(isErrorCode(code)).toBe(true);
  });

  it.each([['invalid_credentials'], ['NOT_A_CODE'], [''], [42], [null], [undefined], [{}]])(
    'rejects %j as an error code',
    (value) => {
      expect(isErrorCode(value)).toBe(false);
    },
  );

  it.each(
    errorCodes.map((code) => ({
      code,
      isValidation: specValidation.includes(code),
      isAuth: specAuth.includes(code),
      isRetryable: specRetryable.includes(code),
      isSessionEnding: specSessionEnding.includes(code),
    })),
  )(
    'classifies $code as validation=$isValidation, auth=$isAuth, retryable=$isRetryable, session-ending=$isSessionEnding',
    ({ code, isValidation, isAuth, isRetryable, isSessionEnding }) => {
      expect(isValidationErrorCode(code)).toBe(isValidation);
      expect(isAuthErrorCode(code)).toBe(isAuth);
      expect(isRetryableErrorCode(code)).toBe(isRetryable);
      expect(isSessionEndingErrorCode(code)).toBe(isSessionEnding);
    },
  );

  it.each([['NOT_A_CODE'], [7], [null]])('puts %j in no group', (value) => {
    expect(isValidationErrorCode(value)).toBe(false);
    expect(isAuthErrorCode(value)).toBe(false);
    expect(isRetryableErrorCode(value)).toBe(false);
    expect(isSessionEndingErrorCode(value)).toBe(false);
  });
});
