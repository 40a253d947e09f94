import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from './auth-actions';
import {
  clearToasts,
  deferred,
  findToast,
  networkError,
  queryToast,
  renderAuthScreen,
  serverError,
} from './auth-test-helpers';
import { SignInForm } from './sign-in-form';

vi.mock('./auth-actions', () => ({ signIn: vi.fn(), register: vi.fn() }));

const signInMock = vi.mocked(signIn);

function renderSignIn() {
  renderAuthScreen(<SignInForm />);
  return userEvent.setup({ delay: null });
}

async function fillAndSubmit(
  user: ReturnType<typeof userEvent.setup>,
  { email = 'sam.rivers@example.com', password = 'correct-horse' } = {},
) {
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

beforeEach(() => {
  signInMock.mockReset();
  clearToasts();
});

describe('SignInForm', () => {
  it('labels its fields with autocomplete hints for password managers', () => {
    renderSignIn();
    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Password');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(email).toBeRequired();
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(password).toHaveAttribute('type', 'password');
  });

  it('shows "Please enter a valid email address" for an invalid email and sends nothing', async () => {
    const user = renderSignIn();
    await fillAndSubmit(user, { email: 'sam.rivers' });
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(signInMock).not.toHaveBeenCalled();
  });

  it('shows "Password must be at least 6 characters" for a short password', async () => {
    const user = renderSignIn();
    await fillAndSubmit(user, { password: 'abc12' });
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Password must be at least 6 characters',
    );
    expect(screen.getByLabelText('Password')).toBeInvalid();
    expect(signInMock).not.toHaveBeenCalled();
  });

  it('sends the email trimmed and lower-cased with the password as typed', async () => {
    signInMock.mockResolvedValue();
    const user = renderSignIn();
    await fillAndSubmit(user, { email: '  Sam.Rivers@Example.com ', password: ' pass word ' });
    expect(signInMock).toHaveBeenCalledWith({
      email: 'sam.rivers@example.com',
      password: ' pass word ',
    });
  });

  it('reads "Signing in..." and is disabled while signing in', async () => {
    const pending = deferred();
    signInMock.mockReturnValue(pending.promise);
    const user = renderSignIn();
    await fillAndSubmit(user);
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    pending.resolve();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/app/dashboard'));
  });

  it('toasts "Welcome back!" and goes to /app/dashboard after signing in', async () => {
    signInMock.mockResolvedValue();
    const user = renderSignIn();
    await fillAndSubmit(user);
    const toast = await findToast();
    expect(toast).toHaveTextContent('Welcome back!');
    expect(toast).toHaveTextContent('You have successfully signed in.');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/app\/dashboard$/),
    );
  });

  it('toasts "Sign in failed" with the message and shows a banner for an auth error', async () => {
    signInMock.mockRejectedValue(
      serverError(401, 'INVALID_CREDENTIALS', 'Invalid email or password'),
    );
    const user = renderSignIn();
    await fillAndSubmit(user);
    const toast = await findToast();
    expect(within(toast).getByText('Sign in failed')).toBeInTheDocument();
    expect(within(toast).getByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Invalid email or password. Check your email and password and try again.',
    );
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth$/);
  });

  it('toasts "Sign in failed" with the message when the server cannot be reached', async () => {
    signInMock.mockRejectedValue(networkError());
    const user = renderSignIn();
    await fillAndSubmit(user);
    const toast = await findToast();
    expect(within(toast).getByText('Sign in failed')).toBeInTheDocument();
    expect(within(toast).getByText('Cannot connect to the server.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Cannot connect to the server. Check your internet connection and try again.',
    );
  });

  it('shows server validation details on their fields without a toast or banner', async () => {
    signInMock.mockRejectedValue(
      serverError(400, 'VALIDATION_ERROR', 'Validation failed', [
        { field: 'email', message: 'This email domain is not accepted' },
      ]),
    );
    const user = renderSignIn();
    await fillAndSubmit(user);
    expect(await screen.findByText('This email domain is not accepted')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'This email domain is not accepted',
    );
    expect(queryToast()).not.toBeInTheDocument();
    expect(screen.queryByText(/Validation failed/)).not.toBeInTheDocument();
  });

  it('clears the banner and the edited field’s error when the user edits the form', async () => {
    signInMock.mockRejectedValue(
      serverError(400, 'VALIDATION_ERROR', 'Validation failed', [
        { field: 'email', message: 'This email domain is not accepted' },
        { field: 'password', message: 'Password was rejected' },
      ]),
    );
    const user = renderSignIn();
    await fillAndSubmit(user);
    await screen.findByText('This email domain is not accepted');
    await user.type(screen.getByLabelText('Email'), 'm');
    expect(screen.queryByText('This email domain is not accepted')).not.toBeInTheDocument();
    expect(screen.getByText('Password was rejected')).toBeInTheDocument();
  });

  it('removes the failure banner as soon as a field changes', async () => {
    signInMock.mockRejectedValue(serverError(423, 'ACCOUNT_LOCKED', 'Account locked'));
    const user = renderSignIn();
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Account locked');
    await user.type(screen.getByLabelText('Password'), '!');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('submits from the keyboard with Enter', async () => {
    signInMock.mockResolvedValue();
    const user = renderSignIn();
    await user.type(screen.getByLabelText('Email'), 'sam.rivers@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct-horse{Enter}');
    expect(signInMock).toHaveBeenCalledTimes(1);
  });
});
