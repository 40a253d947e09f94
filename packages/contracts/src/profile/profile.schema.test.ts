import { describe, expect, it } from 'vitest';
import {
  accountPreferencesSchema,
  changePasswordRequestSchema,
  profileUpdateRequestSchema,
} from './profile.schema';

describe('profileUpdateRequestSchema', () => {
  it.each([
    [{ age: 13 }, true],
    [{ age: 12 }, false],
    [{ age: 120 }, true],
    [{ age: 121 }, false],
    [{ age: 30.5 }, false],
    [{ height: 50 }, true],
    [{ height: 272 }, true],
    [{ height: 273 }, false],
    [{ weight: 20 }, true],
    [{ weight: 19 }, false],
    [{ weight: null }, true],
    [{ fitnessLevel: 'ADVANCED' }, true],
    [{ fitnessLevel: 'advanced' }, false],
    [{ email: 'x@example.com' }, false],
    [{ firstName: { $gt: '' } }, false],
    [{}, false],
  ])('accepts %j: %s', (input, isValid) => {
    expect(profileUpdateRequestSchema.safeParse(input).success).toBe(isValid);
  });
});

describe('changePasswordRequestSchema', () => {
  it('needs the current password and a strong new one that differs', () => {
    expect(
      changePasswordRequestSchema.safeParse({ currentPassword: 'old', newPassword: 'N3wPassword' })
        .success,
    ).toBe(true);
    expect(
      changePasswordRequestSchema.safeParse({ currentPassword: '', newPassword: 'N3wPassword' })
        .success,
    ).toBe(false);
    expect(
      changePasswordRequestSchema.safeParse({ currentPassword: 'old', newPassword: 'weak' })
        .success,
    ).toBe(false);
    expect(
      changePasswordRequestSchema.safeParse({
        currentPassword: 'N3wPassword',
        newPassword: 'N3wPassword',
      }).success,
    ).toBe(false);
  });
});

describe('accountPreferencesSchema', () => {
  it('takes a boolean only', () => {
    expect(accountPreferencesSchema.safeParse({ emailNotifications: false }).success).toBe(true);
    expect(accountPreferencesSchema.safeParse({ emailNotifications: 'false' }).success).toBe(false);
  });
});
