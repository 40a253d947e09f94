import { loginRequestSchema } from '@repwise/contracts/auth';
import { TextField } from '@repwise/ui';
import { signIn } from './auth-actions';
import { AuthBanner } from './auth-banner';
import { validateFields } from './auth-form-errors';
import { AuthFormBody, AuthSubmitButton } from './auth-form-layout';
import { useAuthForm } from './use-auth-form';

const fields = ['email', 'password'] as const;

type SignInField = (typeof fields)[number];

function validateSignIn(values: Record<SignInField, string>) {
  return validateFields(loginRequestSchema, values, fields);
}

async function submitSignIn(values: Record<SignInField, string>): Promise<void> {
  await signIn(loginRequestSchema.parse(values));
}

/** Email and password sign-in, checked on submit; success toasts and goes to the dashboard. */
export function SignInForm() {
  const form = useAuthForm({
    kind: 'sign-in',
    fields,
    initialValues: { email: '', password: '' },
    validate: validateSignIn,
    submit: submitSignIn,
    successToast: { title: 'Welcome back!', description: 'You have successfully signed in.' },
  });
  return (
    <AuthFormBody
      ref={form.formRef}
      noValidate
      aria-label="Sign in"
      aria-busy={form.isSubmitting}
      onSubmit={form.handleSubmit}
    >
      {form.banner && <AuthBanner>{form.banner}</AuthBanner>}
      <TextField
        label="Email"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder="you@example.com"
        required
        value={form.values.email}
        error={form.errorFor('email')}
        onChange={(event) => form.changeValue('email', event.target.value)}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={form.values.password}
        error={form.errorFor('password')}
        onChange={(event) => form.changeValue('password', event.target.value)}
      />
      <AuthSubmitButton
        label="Sign In"
        loadingLabel="Signing in..."
        isLoading={form.isSubmitting}
      />
    </AuthFormBody>
  );
}
