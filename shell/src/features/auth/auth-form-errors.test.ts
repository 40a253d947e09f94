import { ApiError, describeApiFailure, registerFormSchema } from '@repwise/contracts';
import { describe, expect, it } from 'vitest';
import {
  pickFieldErrors,
  presentAuthFailure,
  toUserFacingError,
  validateFields,
} from './auth-form-errors';

const signInFields = ['email', 'password'] as const;

function fromBody(status: number, code: string, message: string, details?: unknown) {
  return describeApiFailure({
    kind: 'response',
    status,
    body: { error: { code, message, details } },
  });
}

describe('pickFieldErrors', () => {
  it('keeps the first message per known field and drops unknown fields', () => {
    const details = [
      { field: 'email', message: 'Email first' },
      { field: 'email', message: 'Email second' },
      { field: 'nickname', message: 'Not on this form' },
      { field: 'password', message: 'Password problem' },
    ];
    expect(pickFieldErrors(details, signInFields)).toEqual({
      email: 'Email first',
      password: 'Password problem',
    });
  });
});

describe('validateFields', () => {
  it('returns nothing for a valid registration form', () => {
    const values = {
      firstName: 'Alex',
      lastName: 'Morgan',
      email: 'alex@example.com',
      password: 'Str0ngPass',
      confirmPassword: 'Str0ngPass',
    };
    expect(validateFields(registerFormSchema, values, Object.keys(values))).toEqual({});
  });

  it('reports a mismatch on confirmPassword while other fields are still empty', () => {
    const values = {
      firstName: '',
      lastName: '',
      email: '',
      password: 'Str0ngPass',
      confirmPassword: 'x',
    };
    expect(validateFields(registerFormSchema, values, ['confirmPassword'])).toEqual({
      confirmPassword: "Passwords don't match",
    });
  });
});

describe('toUserFacingError', () => {
  it('unwraps an ApiError and reads anything else as a server error', () => {
    const failure = fromBody(401, 'INVALID_CREDENTIALS', 'Wrong password');
    expect(toUserFacingError(new ApiError(failure))).toBe(failure);
    expect(toUserFacingError(new TypeError('boom')).code).toBe('INTERNAL_SERVER_ERROR');
  });
});

describe('presentAuthFailure', () => {
  it.each([
    {
      case: 'an auth error on sign in toasts its message and shows the banner',
      failure: fromBody(401, 'INVALID_CREDENTIALS', 'Wrong password'),
      kind: 'sign-in' as const,
      toast: { title: 'Sign in failed', description: 'Wrong password', variant: 'destructive' },
      banner: 'Wrong password. Check your email and password and try again.',
    },
    {
      case: 'a server error on sign in toasts its message',
      failure: fromBody(500, 'INTERNAL_SERVER_ERROR', 'Server exploded'),
      kind: 'sign-in' as const,
      toast: { title: 'Sign in failed', description: 'Server exploded', variant: 'destructive' },
      banner: 'Server exploded. Please try again later.',
    },
    {
      case: 'an email already registered toasts "Registration failed"',
      failure: fromBody(409, 'EMAIL_ALREADY_EXISTS', 'Email taken'),
      kind: 'register' as const,
      toast: { title: 'Registration failed', description: 'Email taken', variant: 'destructive' },
      banner: 'Email taken. Sign in instead, or register with a different email.',
    },
    {
      case: 'a validation error without matching fields keeps a banner but no toast',
      failure: fromBody(400, 'VALIDATION_ERROR', 'Bad input'),
      kind: 'register' as const,
      toast: null,
      banner: 'Bad input. Correct the highlighted fields and try again.',
    },
  ])('$case', ({ failure, kind, toast, banner }) => {
    const presentation = presentAuthFailure(failure, signInFields, kind);
    expect(presentation.toast).toEqual(toast);
    expect(presentation.banner).toBe(banner);
  });

  it('puts validation details on their fields with neither toast nor banner', () => {
    const failure = fromBody(400, 'VALIDATION_ERROR', 'Bad input', [
      { field: 'email', message: 'Email is blocked' },
    ]);
    expect(presentAuthFailure(failure, signInFields, 'sign-in')).toEqual({
      fieldErrors: { email: 'Email is blocked' },
      banner: null,
      toast: null,
    });
  });

  it('falls back to "Please check your credentials and try again." for an empty sign-in message', () => {
    const failure = { ...fromBody(503, 'SERVICE_UNAVAILABLE', 'Down'), message: '' };
    expect(presentAuthFailure(failure, signInFields, 'sign-in').toast).toEqual({
      title: 'Sign in failed',
      description: 'Please check your credentials and try again.',
      variant: 'destructive',
    });
  });
});
