import { endSession } from './session-store';

type Navigate = (to: string, options?: { replace?: boolean }) => void;
let navigateTo: Navigate = (to) => window.location.assign(to);

/** Lets the router own navigation once it is mounted. */
export function setSessionNavigator(navigate: Navigate): void {
  navigateTo = navigate;
}

/** Ends the session after TOKEN_INVALID, TOKEN_EXPIRED or REFRESH_TOKEN_EXPIRED and goes to sign-in. */
export function onSessionEnded(): void {
  endSession('expired');
  navigateTo('/auth?error=session_expired', { replace: true });
}
