import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

import {
  authMessages,
  authSessionResponseSchema,
  authSessionSchema,
  authUserSchema,
  fitnessLevelSchema,
  loginRequestSchema,
  logoutRequestSchema,
  meResponseSchema,
  refreshTokenRequestSchema,
  registerFormSchema,
  registerRequestSchema,
} from './auth.schema';

function listMessages(result: z.ZodSafeParseResult<unknown>, field: string): string[] {
  if (result.success) {
    return [];
  }
  return result.error.issues
    .filter((issue) => issue.path.join('.') === field)
    .map((issue) => issue.message);
}

const validRegistration = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  password: 'Abcdefg1',
};

const validUser = {
  id: 'u1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  age: null,
  height: 170,
  weight: null,
  fitnessLevel: 'BEGINNER',
  createdAt: '2025-01-02T03:04:05.000Z',
};

describe('authMessages', () => {
  it('holds the exact texts of the spec', () => {
    expect(authMessages).toMatchObject({
      invalidEmail: 'Please enter a valid email address',
      loginPasswordTooShort: 'Password must be at least 6 characters',
      firstNameTooShort: 'First name must be at least 2 characters',
      lastNameTooShort: 'Last name must be at least 2 characters',
      passwordTooShort: 'Password must be at least 8 characters',
      passwordTooWeak: 'Password must meet minimum strength requirements',
      passwordsDontMatch: "Passwords don't match",
      missingAccessToken: 'No access token received from server',
    });
  });
});

describe('loginRequestSchema', () => {
  it.each([
    ['12345', [authMessages.loginPasswordTooShort]],
    ['123456', []],
    [undefined, [authMessages.loginPasswordTooShort]],
    [123456, [authMessages.loginPasswordTooShort]],
  ])('gives password %j the messages %j', (password, messages) => {
    const result = loginRequestSchema.safeParse({ email: 'a@b.co', password });
    expect(listMessages(result, 'password')).toEqual(messages);
  });

  it.each([
    ['not-an-email'],
    ['a@b'],
    ['@example.com'],
    ['a b@example.com'],
    [''],
    [undefined],
    [7],
  ])('rejects email %j with "Please enter a valid email address"', (email) => {
    const result = loginRequestSchema.safeParse({ email, password: 'secret1' });
    expect(listMessages(result, 'email')).toEqual([authMessages.invalidEmail]);
  });

  it('trims and lower-cases the email but keeps the password as typed', () => {
    const parsed = loginRequestSchema.parse({ email: '  Ada@Example.COM ', password: ' pass1 ' });
    expect(parsed).toEqual({ email: 'ada@example.com', password: ' pass1 ' });
  });
});

describe('registerRequestSchema', () => {
  it.each([
    ['firstName', 'A', [authMessages.firstNameTooShort]],
    ['firstName', ' A ', [authMessages.firstNameTooShort]],
    ['firstName', undefined, [authMessages.firstNameTooShort]],
    ['firstName', 'Al', []],
    ['firstName', 'A'.repeat(50), []],
    ['firstName', 'A'.repeat(51), [authMessages.firstNameTooLong]],
    ['lastName', 'L', [authMessages.lastNameTooShort]],
    ['lastName', undefined, [authMessages.lastNameTooShort]],
    ['lastName', 'Li', []],
    ['lastName', 'L'.repeat(51), [authMessages.lastNameTooLong]],
    ['password', 'Abcdef1', [authMessages.passwordTooShort]],
    ['password', 'Abcdefg1', []],
    ['password', 'ABCDEFG1', [authMessages.passwordTooWeak]],
    ['password', 'abcdefg1', [authMessages.passwordTooWeak]],
    ['password', 'Abcdefgh', [authMessages.passwordTooWeak]],
    ['password', undefined, [authMessages.passwordTooShort]],
    ['password', `Ab1${'c'.repeat(125)}`, []],
    ['password', `Ab1${'c'.repeat(126)}`, [authMessages.passwordTooLong]],
    ['email', 'no-at-sign', [authMessages.invalidEmail]],
    ['email', `${'a'.repeat(242)}@example.com`, []],
    ['email', `${'a'.repeat(243)}@example.com`, [authMessages.emailTooLong]],
  ])('gives %s %j the messages %j', (field, value, messages) => {
    const result = registerRequestSchema.safeParse({ ...validRegistration, [field]: value });
    expect(listMessages(result, field)).toEqual(messages);
  });

  it('trims names and trims and lower-cases the email', () => {
    const parsed = registerRequestSchema.parse({
      ...validRegistration,
      firstName: '  Ada ',
      lastName: ' Lovelace  ',
      email: ' ADA@Example.com ',
    });
    expect(parsed).toEqual({ ...validRegistration, firstName: 'Ada', lastName: 'Lovelace' });
  });

  it('drops confirmPassword from the payload sent to the server', () => {
    const parsed = registerRequestSchema.parse({ ...validRegistration, confirmPassword: 'x' });
    expect(parsed).not.toHaveProperty('confirmPassword');
  });
});

describe('registerFormSchema', () => {
  it.each([
    ['Abcdefg1', []],
    ['Abcdefg2', [authMessages.passwordsDontMatch]],
    [undefined, [authMessages.passwordsDontMatch]],
  ])('gives confirmPassword %j the messages %j', (confirmPassword, messages) => {
    const result = registerFormSchema.safeParse({ ...validRegistration, confirmPassword });
    expect(listMessages(result, 'confirmPassword')).toEqual(messages);
  });

  it('reports a mismatch on confirmPassword even while another field is invalid', () => {
    const result = registerFormSchema.safeParse({
      ...validRegistration,
      firstName: 'A',
      password: 'abc',
      confirmPassword: 'abd',
    });
    expect(listMessages(result, 'password')).toEqual([authMessages.passwordTooShort]);
    expect(listMessages(result, 'confirmPassword')).toEqual([authMessages.passwordsDontMatch]);
    expect(listMessages(result, 'firstName')).toEqual([authMessages.firstNameTooShort]);
  });
});

describe('token request schemas', () => {
  it.each([
    [{ refreshToken: 'r1' }, true],
    [{ refreshToken: '' }, false],
    [{}, false],
  ])('accepts refresh-token payload %j: %s', (payload, isValid) => {
    expect(refreshTokenRequestSchema.safeParse(payload).success).toBe(isValid);
  });

  it.each([
    [{}, true],
    [{ refreshToken: 'r1' }, true],
    [{ refreshToken: 5 }, false],
  ])('accepts logout payload %j: %s', (payload, isValid) => {
    expect(logoutRequestSchema.safeParse(payload).success).toBe(isValid);
  });
});

describe('auth answer schemas', () => {
  it.each([
    ['BEGINNER', true],
    ['INTERMEDIATE', true],
    ['ADVANCED', true],
    ['beginner', false],
    ['EXPERT', false],
  ])('accepts fitness level %s: %s', (level, isValid) => {
    expect(fitnessLevelSchema.safeParse(level).success).toBe(isValid);
  });

  it.each([
    [{}, true],
    [{ fitnessLevel: null, age: 30, weight: 70.5 }, true],
    [{ createdAt: '2025-01-02T03:04:05+02:00' }, true],
    [{ createdAt: 'yesterday' }, false],
    [{ age: '30' }, false],
    [{ fitnessLevel: 'PRO' }, false],
  ])('accepts a user with overrides %j: %s', (overrides, isValid) => {
    expect(authUserSchema.safeParse({ ...validUser, ...overrides }).success).toBe(isValid);
  });

  it.each([[''], [undefined], [null]])(
    'rejects access token %j with "No access token received from server"',
    (accessToken) => {
      const result = authSessionSchema.safeParse({
        user: validUser,
        accessToken,
        refreshToken: 'r',
      });
      expect(listMessages(result, 'accessToken')).toEqual([authMessages.missingAccessToken]);
    },
  );

  it('reads a login answer and a current-user answer', () => {
    const session = { user: validUser, accessToken: 'a', refreshToken: 'r' };
    expect(authSessionResponseSchema.parse({ data: session })).toEqual({ data: session });
    expect(meResponseSchema.parse({ data: { user: validUser } })).toEqual({
      data: { user: validUser },
    });
  });
});
