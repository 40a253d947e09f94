import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { register } from './auth-actions';
import {
  clearToasts,
  deferred,
  findToast,
  networkError,
  queryToast,
  renderAuthScreen,
  serverError,
} from './auth-test-helpers';
import { RegisterForm } from './register-form';

vi.mock('./auth-actions', () => ({ signIn: vi.fn(), register: vi.fn() }));

const registerMock = vi.mocked(register);

type User = ReturnType<typeof userEvent.setup>;

const validForm = {
  'First name': 'Alex',
  'Last name': 'Morgan',
  Email: 'alex.morgan@example.com',
  Password: 'Tr4ck!ng-R0ute#9x',
  'Confirm password': 'Tr4ck!ng-R0ute#9x',
};

function renderRegister(): User {
  renderAuthScreen(<RegisterForm />);
  return userEvent.setup({ delay: null });
}

async function fillForm(user: User, overrides: Partial<typeof validForm> = {}) {
  for (const [label, value] of Object.entries({ ...validForm, ...overrides })) {
    if (value !== '') await user.type(screen.getByLabelText(label), value);
  }
}

async function submit(user: User) {
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

beforeEach(() => {
  registerMock.mockReset();
  clearToasts();
});

describe('RegisterForm', () => {
  it('gives each field a label, required flag and autocomplete hint', () => {
    renderRegister();
    const expected: [string, string][] = [
      ['First name', 'given-name'],
      ['Last name', 'family-name'],
      ['Email', 'email'],
      ['Password', 'new-password'],
      ['Confirm password', 'new-password'],
    ];
    for (const [label, autocomplete] of expected) {
      expect(screen.getByLabelText(label)).toHaveAttribute('autocomplete', autocomplete);
      expect(screen.getByLabelText(label)).toBeRequired();
    }
  });

  it.each([
    ['First name', 'A', 'First name must be at least 2 characters'],
    ['Last name', ' M ', 'Last name must be at least 2 characters'],
    ['Email', 'alex.morgan@', 'Please enter a valid email address'],
    ['Password', 'Ab1', 'Password must be at least 8 characters'],
    ['Password', 'alllowercase1', 'Password must meet minimum strength requirements'],
  ])('shows on leaving %s with %j the message "%s"', async (label, value, message) => {
    const user = renderRegister();
    await user.type(screen.getByLabelText(label), value);
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message);
    expect(screen.getByLabelText(label)).toBeInvalid();
  });

  it('checks an empty field when it loses focus', async () => {
    const user = renderRegister();
    await user.click(screen.getByLabelText('First name'));
    await user.tab();
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription(
      'First name must be at least 2 characters',
    );
    // Only the field that lost focus is checked; the next one is merely focused.
    expect(screen.getByLabelText('Last name')).toHaveAttribute('aria-invalid', 'false');
  });

  it('shows "Passwords don\'t match" on the confirm field when it loses focus', async () => {
    const user = renderRegister();
    await fillForm(user, { 'Confirm password': 'Tr4ck!ng-R0ute#9y' });
    await user.tab();
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      "Passwords don't match",
    );
    expect(screen.getByLabelText('Password')).not.toBeInvalid();
  });

  it('rechecks a typed confirmation when the password changes', async () => {
    const user = renderRegister();
    await fillForm(user, { Password: 'Tr4ck!ng-R0ute#9', 'Confirm password': 'Tr4ck!ng-R0ute#9x' });
    await user.tab();
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'x');
    await user.tab();
    expect(screen.queryByText("Passwords don't match")).not.toBeInTheDocument();
  });

  it('checks every field on submit and sends nothing while any is invalid', async () => {
    const user = renderRegister();
    await submit(user);
    expect(screen.getByText('First name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Last name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(registerMock).not.toHaveBeenCalled();
  });

  it('shows the strength meter under the password field', async () => {
    const user = renderRegister();
    await user.type(screen.getByLabelText('Password'), 'abc');
    expect(screen.getByRole('progressbar', { name: 'Password strength' })).toBeInTheDocument();
    expect(screen.getByText('Very Weak')).toBeInTheDocument();
  });

  it('sends the trimmed names, email and password but never the confirmation', async () => {
    registerMock.mockResolvedValue();
    const user = renderRegister();
    await fillForm(user, { 'First name': ' Alex ', Email: 'Alex.Morgan@Example.com' });
    await submit(user);
    expect(registerMock).toHaveBeenCalledWith({
      firstName: 'Alex',
      lastName: 'Morgan',
      email: 'alex.morgan@example.com',
      password: 'Tr4ck!ng-R0ute#9x',
    });
  });

  it('reads "Creating account..." and is disabled while creating the account', async () => {
    const pending = deferred();
    registerMock.mockReturnValue(pending.promise);
    const user = renderRegister();
    await fillForm(user);
    await submit(user);
    expect(screen.getByRole('button', { name: 'Creating account...' })).toBeDisabled();
    pending.resolve();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/app/dashboard'));
  });

  it('toasts "Account created successfully!" and goes to /app/dashboard', async () => {
    registerMock.mockResolvedValue();
    const user = renderRegister();
    await fillForm(user);
    await submit(user);
    expect(await findToast()).toHaveTextContent('Account created successfully!');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/app\/dashboard$/),
    );
  });

  it('shows an already-registered email on the email field and toasts "Registration failed"', async () => {
    registerMock.mockRejectedValue(
      serverError(409, 'EMAIL_ALREADY_EXISTS', 'An account with this email already exists', [
        { field: 'email', message: 'This email is already registered' },
      ]),
    );
    const user = renderRegister();
    await fillForm(user);
    await submit(user);
    const toast = await findToast();
    expect(within(toast).getByText('Registration failed')).toBeInTheDocument();
    expect(
      within(toast).getByText('An account with this email already exists'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'This email is already registered',
    );
    expect(
      screen.getByText(/Sign in instead, or register with a different email\.$/),
    ).toHaveTextContent(
      'An account with this email already exists. Sign in instead, or register with a different email.',
    );
  });

  it('keeps a server field error when the field loses focus unchanged', async () => {
    registerMock.mockRejectedValue(
      serverError(409, 'EMAIL_ALREADY_EXISTS', 'Email taken', [
        { field: 'email', message: 'This email is already registered' },
      ]),
    );
    const user = renderRegister();
    await fillForm(user);
    await submit(user);
    await screen.findByText('This email is already registered');
    await user.click(screen.getByLabelText('Email'));
    await user.tab();
    expect(screen.getByText('This email is already registered')).toBeInTheDocument();
  });

  it('toasts "Registration failed" with the message when the server cannot be reached', async () => {
    registerMock.mockRejectedValue(networkError());
    const user = renderRegister();
    await fillForm(user);
    await submit(user);
    const toast = await findToast();
    expect(within(toast).getByText('Registration failed')).toBeInTheDocument();
    expect(within(toast).getByText('Cannot connect to the server.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
  });

  it('shows server validation details on their fields without a toast', async () => {
    registerMock.mockRejectedValue(
      serverError(400, 'PASSWORD_TOO_WEAK', 'Password too weak', [
        { field: 'password', message: 'Password appears in a known breach' },
      ]),
    );
    const user = renderRegister();
    await fillForm(user);
    await submit(user);
    expect(await screen.findByText('Password appears in a known breach')).toBeInTheDocument();
    expect(queryToast()).not.toBeInTheDocument();
  });

  it('clears a field’s error and the banner when the user edits the form', async () => {
    registerMock.mockRejectedValue(
      serverError(409, 'EMAIL_ALREADY_EXISTS', 'Email taken', [
        { field: 'email', message: 'This email is already registered' },
      ]),
    );
    const user = renderRegister();
    await fillForm(user);
    await submit(user);
    await screen.findByText('This email is already registered');
    expect(screen.getByText(/^Email taken\./)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'x');
    expect(screen.queryByText('This email is already registered')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Email taken\./)).not.toBeInTheDocument();
  });
});
