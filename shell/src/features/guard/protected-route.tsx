import { Spinner } from '@repwise/ui';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { authAtom } from '../auth/session-store';
import { useSignInPath } from './use-sign-in-path';
import { useOnboardingStatus } from './onboarding-status';

const Checking = styled.div`
  display: grid;
  place-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 60vh;
  text-align: center;
  p {
    margin: 0;
  }
  p + p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * The protected-route rule of spec 01 §2: sign-in, then a completed onboarding. A user who chose
 * "Skip for now" is let in too (spec 02 §2 sends them to the dashboard, which invites them to
 * complete their profile), at once, without waiting for the status check.
 */
export function RequireCompletedOnboarding({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useAtomValue(authAtom);
  const signInPath = useSignInPath();
  const status = useOnboardingStatus();
  if (!isAuthenticated) return <Navigate to={signInPath} replace />;
  if (status.isSkipped) return children;
  if (status.isLoading) {
    return (
      <Checking role="status" aria-live="polite">
        <div>
          <Spinner />
          <p>Loading...</p>
          <p>Checking your profile status...</p>
        </div>
      </Checking>
    );
  }
  return status.isCompleted ? children : <Navigate to="/onboarding" replace />;
}
