import {
  ApiError,
  describeApiFailure,
  formatErrorBanner,
  toErrorDetails,
  type ErrorDetail,
  type ToastRequest,
  type UserFacingError,
} from '@repwise/contracts';

/** Error messages keyed by form field; a missing key means the field has no error. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** What an auth form shows for a failed submit: messages on fields, an optional banner and toast. */
export interface AuthFailurePresentation<Field extends string> {
  fieldErrors: FieldErrors<Field>;
  banner: string | null;
  toast: ToastRequest | null;
}

/** Which form failed: the toast titles and fallbacks differ (spec 01 §8). */
export type AuthFormKind = 'sign-in' | 'register';

const signInFailedTitle = 'Sign in failed';
const registrationFailedTitle = 'Registration failed';
const signInFallbackMessage = 'Please check your credentials and try again.';

/** Keeps the first message per field, for the fields the form has; other fields are dropped. */
export function pickFieldErrors<Field extends string>(
  details: readonly ErrorDetail[],
  fields: readonly Field[],
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const { field, message } of details) {
    const known = fields.find((name) => name === field);
    if (known !== undefined && errors[known] === undefined) errors[known] = message;
  }
  return errors;
}

type SchemaError = Parameters<typeof toErrorDetails>[0];

/** Any zod schema: only its safeParse is used. */
interface FormSchema {
  safeParse(values: unknown): { success: true } | { success: false; error: SchemaError };
}

/** Checks `values` against a form schema; returns the first message per listed field (empty when valid). */
export function validateFields<Field extends string>(
  schema: FormSchema,
  values: Record<Field, string>,
  fields: readonly Field[],
): FieldErrors<Field> {
  const result = schema.safeParse(values);
  return result.success ? {} : pickFieldErrors(toErrorDetails(result.error), fields);
}

/** The user-facing description of whatever an auth action threw; anything but an ApiError reads as a server error. */
export function toUserFacingError(error: unknown): UserFacingError {
  if (error instanceof ApiError) return error.failure;
  return describeApiFailure({ kind: 'response', status: 500, body: null });
}

function buildToast(failure: UserFacingError, kind: AuthFormKind): ToastRequest | null {
  if (kind === 'register') {
    return failure.isValidationError
      ? null
      : { title: registrationFailedTitle, description: failure.message, variant: 'destructive' };
  }
  if (failure.isAuthError) {
    return { title: signInFailedTitle, description: failure.message, variant: 'destructive' };
  }
  if (failure.isValidationError) return null;
  return {
    title: signInFailedTitle,
    description: failure.message.trim() === '' ? signInFallbackMessage : failure.message,
    variant: 'destructive',
  };
}

/**
 * Turns a failed sign-in or registration into what the form shows (spec 01 §8): server field
 * errors on matching fields; a "message. suggestion" banner for non-validation errors, and for
 * validation errors that name none of the form's fields (so the user is never left without a
 * reason); the form's toast, none for validation errors.
 */
export function presentAuthFailure<Field extends string>(
  failure: UserFacingError,
  fields: readonly Field[],
  kind: AuthFormKind,
): AuthFailurePresentation<Field> {
  const fieldErrors = pickFieldErrors(failure.details, fields);
  const hasFieldErrors = Object.keys(fieldErrors).length > 0;
  const showsBanner = !failure.isValidationError || !hasFieldErrors;
  return {
    fieldErrors,
    banner: showsBanner ? formatErrorBanner(failure) : null,
    toast: buildToast(failure, kind),
  };
}
