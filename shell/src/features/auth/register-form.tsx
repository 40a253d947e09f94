import { registerFormSchema } from '@repwise/contracts/auth';
import { TextField } from '@repwise/ui';
import type { ChangeEvent } from 'react';
import { register } from './auth-actions';
import { AuthBanner } from './auth-banner';
import { validateFields } from './auth-form-errors';
import { AuthFieldRow, AuthFormBody, AuthSubmitButton } from './auth-form-layout';
import { PasswordStrengthMeter } from './password-strength-meter';
import { useAuthForm } from './use-auth-form';

const fields = ['firstName', 'lastName', 'email', 'password', 'confirmPassword'] as const;

type RegisterField = (typeof fields)[number];

function validateRegistration(values: Record<RegisterField, string>) {
  return validateFields(registerFormSchema, values, fields);
}

async function submitRegistration(values: Record<RegisterField, string>): Promise<void> {
  const { firstName, lastName, email, password } = registerFormSchema.parse(values);
  await register({ firstName, lastName, email, password });
}

/** Account creation: each field is checked when it loses focus and all of them on submit. */
export function RegisterForm() {
  const form = useAuthForm({
    kind: 'register',
    fields,
    initialValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
    validate: validateRegistration,
    submit: submitRegistration,
    successToast: { title: 'Account created successfully!' },
  });

  function checkOnBlur(field: RegisterField): void {
    const errors = validateRegistration(form.values);
    // A new password may now match (or no longer match) a confirmation typed earlier.
    const isConfirmationTyped = form.values.confirmPassword !== '';
    const checked: RegisterField[] =
      field === 'password' && isConfirmationTyped ? [field, 'confirmPassword'] : [field];
    form.showClientErrors(checked, errors);
  }

  function bindField(field: RegisterField) {
    return {
      name: field,
      required: true,
      value: form.values[field],
      error: form.errorFor(field),
      onChange: (event: ChangeEvent<HTMLInputElement>) =>
        form.changeValue(field, event.target.value),
      onBlur: () => checkOnBlur(field),
    };
  }

  return (
    <AuthFormBody
      ref={form.formRef}
      noValidate
      aria-label="Create account"
      aria-busy={form.isSubmitting}
      onSubmit={form.handleSubmit}
    >
      {form.banner && <AuthBanner>{form.banner}</AuthBanner>}
      <AuthFieldRow>
        <TextField label="First name" autoComplete="given-name" {...bindField('firstName')} />
        <TextField label="Last name" autoComplete="family-name" {...bindField('lastName')} />
      </AuthFieldRow>
      <TextField
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder="you@example.com"
        {...bindField('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        {...bindField('password')}
      />
      <PasswordStrengthMeter password={form.values.password} />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        {...bindField('confirmPassword')}
      />
      <AuthSubmitButton
        label="Create Account"
        loadingLabel="Creating account..."
        isLoading={form.isSubmitting}
      />
    </AuthFormBody>
  );
}
