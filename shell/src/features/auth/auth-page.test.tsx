import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthPage } from './auth-page';
import { clearToasts, renderAuthScreen } from './auth-test-helpers';

vi.mock('./auth-actions', () => ({ signIn: vi.fn(), register: vi.fn() }));

beforeEach(() => {
  clearToasts();
});

describe('AuthPage', () => {
  it('opens on sign in with the product name, a heading and the page title', () => {
    renderAuthScreen(<AuthPage />);
    expect(screen.getByText('RepWise')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByText("Don't have an account?")).toBeInTheDocument();
    expect(document.title).toBe('Sign in — RepWise');
  });

  it('switches to Create Account and back to Sign In', async () => {
    const user = userEvent.setup({ delay: null });
    renderAuthScreen(<AuthPage />);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByRole('form', { name: 'Create account' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    expect(screen.getByText('Already have an account?')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toBeInTheDocument();
    expect(document.title).toBe('Create account — RepWise');

    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('form', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByLabelText('First name')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toHaveAttribute('type', 'submit');
  });

  it('switches mode from the keyboard', async () => {
    const user = userEvent.setup({ delay: null });
    renderAuthScreen(<AuthPage />);
    screen.getByRole('button', { name: 'Create Account' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('form', { name: 'Create account' })).toBeInTheDocument();
    await user.keyboard(' ');
    expect(screen.getByRole('form', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('explains an expired session when the URL says error=session_expired', () => {
    renderAuthScreen(<AuthPage />, '/auth?error=session_expired');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your session has expired. Please sign in again.',
    );
  });

  it('shows no session notice without the error value', () => {
    renderAuthScreen(<AuthPage />, '/auth?error=something_else');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
