import type { AuthUser, FitnessLevel } from '@repwise/contracts';
import { profileUpdateRequestSchema, type ProfileUpdateRequest } from '@repwise/contracts/profile';
import { toFieldErrors } from '../../../shared/to-field-errors';

/** The profile form as typed. */
export interface ProfileForm {
  firstName: string;
  lastName: string;
  age: string;
  height: string;
  weight: string;
  fitnessLevel: FitnessLevel | '';
}

/** The form filled with the user's values ('' for unset). */
export function profileToForm(user: AuthUser): ProfileForm {
  const text = (value: number | null) => (value === null ? '' : String(value));
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    age: text(user.age),
    height: text(user.height),
    weight: text(user.weight),
    fitnessLevel: user.fitnessLevel ?? '',
  };
}

/** Spec 02 §5: age, height and weight are parsed as integers; empty clears them (null). */
function parseWhole(text: string): number | null {
  if (text.trim() === '') return null;
  const parsed = Number.parseInt(text, 10);
  return Number.isNaN(parsed) ? Number.NaN : parsed;
}

/** PATCH /auth/profile from the form (every field, so the saved profile is what the form shows), or field errors. */
export function buildProfileChange(
  form: ProfileForm,
): { ok: true; change: ProfileUpdateRequest } | { ok: false; errors: Record<string, string> } {
  const parsed = profileUpdateRequestSchema.safeParse({
    firstName: form.firstName,
    lastName: form.lastName,
    age: parseWhole(form.age),
    height: parseWhole(form.height),
    weight: parseWhole(form.weight),
    fitnessLevel: form.fitnessLevel === '' ? null : form.fitnessLevel,
  });
  if (parsed.success) return { ok: true, change: parsed.data };
  return { ok: false, errors: toFieldErrors(parsed.error) };
}
