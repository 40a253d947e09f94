import { useAtomValue } from 'jotai';
import { sessionEndReasonAtom } from '../auth/session-store';

/**
 * Where a guard sends a signed-out visitor: the sign-in page, with the notice after an expiry; the
 * landing page right after the user signed out here (spec 01 §4: logout goes to /).
 */
export function useSignInPath(): string {
  const reason = useAtomValue(sessionEndReasonAtom);
  if (reason === 'expired') return '/auth?error=session_expired';
  return reason === 'left' ? '/' : '/auth';
}
