// Plain constants (no zod) so the shell's first load can show these texts without the schemas.

/** The exact validation texts of the auth forms and answers (spec 01 §5), plus the product's length-limit texts. */
export const authMessages = {
  invalidEmail: 'Please enter a valid email address',
  loginPasswordTooShort: 'Password must be at least 6 characters',
  firstNameTooShort: 'First name must be at least 2 characters',
  lastNameTooShort: 'Last name must be at least 2 characters',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooWeak: 'Password must meet minimum strength requirements',
  passwordsDontMatch: "Passwords don't match",
  missingAccessToken: 'No access token received from server',
  firstNameTooLong: 'First name must be at most 50 characters',
  lastNameTooLong: 'Last name must be at most 50 characters',
  emailTooLong: 'Email must be at most 254 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  missingRefreshToken: 'Refresh token is required',
} as const;

/** Longest first or last name, in characters after trimming. */
export const maxNameLength = 50;
/** Longest email address, in characters (RFC 5321 path limit). */
export const maxEmailLength = 254;
/** Longest password accepted at registration, in characters. */
export const maxPasswordLength = 128;
