import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { authAtom } from '../auth/session-store';
import { useSignInPath } from './use-sign-in-path';

/** Requires sign-in; redirects to /auth otherwise. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useAtomValue(authAtom);
  const signInPath = useSignInPath();
  return isAuthenticated ? children : <Navigate to={signInPath} replace />;
}
