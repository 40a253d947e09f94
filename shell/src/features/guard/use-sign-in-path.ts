import { useAtomValue } from 'jotai';
import { sessionEndReasonAtom } from '../auth/session-store';

/** Where a guard sends a signed-out visitor: the sign-in page, with the notice after an expiry. */
export function useSignInPath(): string {
  return useAtomValue(sessionEndReasonAtom) === 'expired' ? '/auth?error=session_expired' : '/auth';
}
