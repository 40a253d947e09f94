import { meetsMinimumPasswordRequirements } from '@repwise/domain';
import { z } from 'zod';
import { authMessages, maxEmailLength, maxNameLength, maxPasswordLength } from './auth-messages';

export { authMessages, maxEmailLength, maxNameLength, maxPasswordLength } from './auth-messages';

const emailSchema = z
  .string({ error: authMessages.invalidEmail })
  .trim()
  .toLowerCase()
  .pipe(
    z
      .email({ error: authMessages.invalidEmail })
      .max(maxEmailLength, { error: authMessages.emailTooLong }),
  );

function buildNameSchema(tooShort: string, tooLong: string) {
  return z
    .string({ error: tooShort })
    .trim()
    .min(2, { error: tooShort })
    .max(maxNameLength, { error: tooLong });
}

/** Sign-in payload: email trimmed and lower-cased; password of 6 characters or more, not trimmed. */
export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: authMessages.loginPasswordTooShort })
    .min(6, { error: authMessages.loginPasswordTooShort }),
});

/** A sign-in payload. */
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** Registration payload sent to the server: trimmed names of 2–50 characters, an email, a strong 8–128 character password. */
export const registerRequestSchema = z.object({
  firstName: buildNameSchema(authMessages.firstNameTooShort, authMessages.firstNameTooLong),
  lastName: buildNameSchema(authMessages.lastNameTooShort, authMessages.lastNameTooLong),
  email: emailSchema,
  password: z
    .string({ error: authMessages.passwordTooShort })
    .min(8, { error: authMessages.passwordTooShort })
    // A short password already reports the length message; the strength message would only repeat it.
    .refine((password) => password.length < 8 || meetsMinimumPasswordRequirements(password), {
      error: authMessages.passwordTooWeak,
    })
    .max(maxPasswordLength, { error: authMessages.passwordTooLong }),
});

/** A registration payload. */
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

const passwordPairSchema = z.object({ password: z.string(), confirmPassword: z.string() });

/** Registration form (client only): the payload plus confirmPassword, whose mismatch is reported on ['confirmPassword']. */
export const registerFormSchema = registerRequestSchema
  .extend({ confirmPassword: z.string({ error: authMessages.passwordsDontMatch }) })
  .refine((form) => form.password === form.confirmPassword, {
    error: authMessages.passwordsDontMatch,
    path: ['confirmPassword'],
    // Report a mismatch even while other fields are still invalid, as the form checks on blur.
    when: (payload) => passwordPairSchema.safeParse(payload.value).success,
  });

/** The registration form's values. */
export type RegisterForm = z.infer<typeof registerFormSchema>;

/** Payload of POST /auth/refresh-token. */
export const refreshTokenRequestSchema = z.object({
  refreshToken: z
    .string({ error: authMessages.missingRefreshToken })
    .min(1, { error: authMessages.missingRefreshToken }),
});

/** A refresh-token payload. */
export type RefreshTokenRequest = z.infer<typeof refreshTokenRequestSchema>;

/** Payload of POST /auth/logout; the refresh token, when sent, is revoked. */
export const logoutRequestSchema = z.object({ refreshToken: z.string().optional() });

/** A logout payload. */
export type LogoutRequest = z.infer<typeof logoutRequestSchema>;

/** A user's self-declared training level. */
export const fitnessLevelSchema = z.enum(['BEGINNER', 'INTERMEDIATE', 'ADVANCED']);

/** A training level. */
export type FitnessLevel = z.infer<typeof fitnessLevelSchema>;

/** The signed-in user as the server sends it; null means not given yet (age in years, height in cm, weight in kg). */
export const authUserSchema = z.object({
  id: z.string().min(1),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  age: z.number().nullable(),
  height: z.number().nullable(),
  weight: z.number().nullable(),
  fitnessLevel: fitnessLevelSchema.nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});

/** The signed-in user. */
export type AuthUser = z.infer<typeof authUserSchema>;

/** The session a login, registration or refresh yields; a missing or empty access token fails with "No access token received from server". */
export const authSessionSchema = z.object({
  user: authUserSchema,
  accessToken: z
    .string({ error: authMessages.missingAccessToken })
    .min(1, { error: authMessages.missingAccessToken }),
  refreshToken: z.string(),
  /** Seconds until the access token expires; clients refresh shortly before. */
  expiresIn: z.number().int().positive().optional(),
});

/** A signed-in session. */
export type AuthSession = z.infer<typeof authSessionSchema>;

/** Answer of POST /auth/login and /auth/register: `{ data: AuthSession }`. */
export const authSessionResponseSchema = z.object({ data: authSessionSchema });

/** A login or registration answer. */
export type AuthSessionResponse = z.infer<typeof authSessionResponseSchema>;

/** Answer of GET /auth/me: `{ data: { user } }`. */
export const meResponseSchema = z.object({ data: z.object({ user: authUserSchema }) });

/** A current-user answer. */
export type MeResponse = z.infer<typeof meResponseSchema>;
