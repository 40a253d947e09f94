import { Card } from '@repwise/ui';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { usePageMeta } from '../../lib/page-meta';
import { AuthBanner } from './auth-banner';
import { RegisterForm } from './register-form';
import { SignInForm } from './sign-in-form';

type AuthMode = 'sign-in' | 'register';

const sessionExpiredMessage = 'Your session has expired. Please sign in again.';

const copy: Record<
  AuthMode,
  {
    pageTitle: string;
    heading: string;
    subtitle: string;
    togglePrompt: string;
    toggleLabel: string;
    otherMode: AuthMode;
  }
> = {
  'sign-in': {
    pageTitle: 'Sign in — RepWise',
    heading: 'Welcome back',
    subtitle: 'Sign in to pick up your training where you left off.',
    togglePrompt: "Don't have an account?",
    toggleLabel: 'Create Account',
    otherMode: 'register',
  },
  register: {
    pageTitle: 'Create account — RepWise',
    heading: 'Create your account',
    subtitle: 'Start training with a personal coach that adapts to you.',
    togglePrompt: 'Already have an account?',
    toggleLabel: 'Sign In',
    otherMode: 'sign-in',
  },
};

const pageDescription =
  'Sign in to RepWise or create an account to start training with your AI coach.';

const Page = styled.div`
  display: flex;
  justify-content: center;
  align-items: flex-start;
  // Fills the layout's main area, whose height is what is left below the top header.
  min-height: inherit;
  padding: ${({ theme }) => `${theme.space(10)} ${theme.space(4)}`};
  background: ${({ theme }) => theme.colors.surface};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    align-items: center;
    padding-block: ${({ theme }) => theme.space(16)};
  }
`;

const AuthCard = styled(Card)<{ $isWide: boolean }>`
  width: 100%;
  max-width: ${({ $isWide }) => ($isWide ? '500px' : '420px')};
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => `${theme.space(8)} ${theme.space(6)}`};
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}px) {
    padding: ${({ theme }) => `${theme.space(10)} ${theme.space(9)}`};
  }
`;

const Header = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  text-align: center;
  h1 {
    margin: 0;
    font-size: 1.625rem;
    letter-spacing: -0.01em;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Logo = styled.p`
  && {
    margin-bottom: ${({ theme }) => theme.space(2)};
    font-size: 1.25rem;
    font-weight: 800;
    letter-spacing: -0.02em;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Toggle = styled.p`
  margin: 0;
  text-align: center;
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ToggleButton = styled.button`
  margin-left: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(0.5)};
  border: 0;
  background: none;
  font: inherit;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
  border-radius: ${({ theme }) => theme.radii.sm};
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

/** The /auth screen: sign in or create an account, with a notice when a session has expired. */
export function AuthPage() {
  const [mode, setMode] = useState<AuthMode>('sign-in');
  const [searchParams] = useSearchParams();
  const headingId = useId();
  const text = copy[mode];
  const isSessionExpired = searchParams.get('error') === 'session_expired';
  usePageMeta({ title: text.pageTitle, description: pageDescription });

  return (
    <Page>
      <AuthCard as="section" aria-labelledby={headingId} $isWide={mode === 'register'}>
        <Header>
          <Logo>RepWise</Logo>
          <h1 id={headingId}>{text.heading}</h1>
          <p>{text.subtitle}</p>
        </Header>
        {isSessionExpired && <AuthBanner tone="warning">{sessionExpiredMessage}</AuthBanner>}
        {mode === 'sign-in' ? <SignInForm /> : <RegisterForm />}
        <Toggle>
          {text.togglePrompt}
          <ToggleButton type="button" onClick={() => setMode(text.otherMode)}>
            {text.toggleLabel}
          </ToggleButton>
        </Toggle>
      </AuthCard>
    </Page>
  );
}
