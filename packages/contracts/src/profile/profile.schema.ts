import { z } from 'zod';
import {
  authMessages,
  authSessionSchema,
  fitnessLevelSchema,
  maxNameLength,
  registerRequestSchema,
} from '../auth/auth.schema';

/** Validation texts of the profile and account settings. */
export const profileMessages = {
  ageRange: 'Age must be a whole number from 13 to 120',
  heightRange: 'Height must be a whole number of cm from 50 to 272',
  weightRange: 'Weight must be a whole number of kg from 20 to 500',
  fitnessLevelInvalid: 'Fitness level must be BEGINNER, INTERMEDIATE or ADVANCED',
  updateEmpty: 'Send at least one field to change',
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'Current password is incorrect',
  newPasswordSame: 'The new password must differ from the current one',
  emailNotificationsInvalid: 'Email notifications must be on or off',
} as const;

function wholeNumberSchema(min: number, max: number, message: string) {
  return z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });
}

function nameSchema(tooShort: string, tooLong: string) {
  return z
    .string({ error: tooShort })
    .trim()
    .min(2, { error: tooShort })
    .max(maxNameLength, { error: tooLong });
}

/**
 * PATCH /auth/profile: names (2–50 characters), age (years 13–120), height (cm 50–272) and weight
 * (kg 20–500) as whole numbers (spec 02 §5), fitness level; null clears a number or the level.
 * The e-mail cannot change here.
 */
export const profileUpdateRequestSchema = z
  .strictObject({
    firstName: nameSchema(authMessages.firstNameTooShort, authMessages.firstNameTooLong).optional(),
    lastName: nameSchema(authMessages.lastNameTooShort, authMessages.lastNameTooLong).optional(),
    age: wholeNumberSchema(13, 120, profileMessages.ageRange).nullable().optional(),
    height: wholeNumberSchema(50, 272, profileMessages.heightRange).nullable().optional(),
    weight: wholeNumberSchema(20, 500, profileMessages.weightRange).nullable().optional(),
    fitnessLevel: z
      .enum(fitnessLevelSchema.options, { error: profileMessages.fitnessLevelInvalid })
      .nullable()
      .optional(),
  })
  .refine((input) => Object.keys(input).length > 0, {
    error: profileMessages.updateEmpty,
    path: ['body'],
  });

/** A profile change. */
export type ProfileUpdateRequest = z.infer<typeof profileUpdateRequestSchema>;

/** POST /auth/change-password: the current password and a new one meeting the registration rules. */
export const changePasswordRequestSchema = z
  .strictObject({
    currentPassword: z
      .string({ error: profileMessages.currentPasswordRequired })
      .min(1, { error: profileMessages.currentPasswordRequired }),
    newPassword: registerRequestSchema.shape.password,
  })
  .refine((input) => input.currentPassword !== input.newPassword, {
    error: profileMessages.newPasswordSame,
    path: ['newPassword'],
  });

/** A password change. */
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/**
 * The answer to a password change: every session of the account was signed out, the one that asked
 * included, and `session` is its successor (fresh access and refresh tokens) for the caller to keep.
 */
export const changePasswordResponseSchema = z.object({
  data: z.object({ passwordChanged: z.literal(true), session: authSessionSchema }),
});

/** GET and PUT /auth/preferences: account preferences (e-mail notifications on by default). */
export const accountPreferencesSchema = z.strictObject({
  emailNotifications: z.boolean({ error: profileMessages.emailNotificationsInvalid }),
});

/** Account preferences. */
export type AccountPreferences = z.infer<typeof accountPreferencesSchema>;

/** Answer of GET and PUT /auth/preferences: `{data: {preferences}}`. */
export const preferencesResponseSchema = z.object({
  data: z.object({ preferences: accountPreferencesSchema }),
});
