import { createApiClient } from '@repwise/contracts';
import { getAccessToken } from '../features/auth/session-store';
import { onSessionEnded } from '../features/auth/session-events';

/** The shell's API client: `/api` on the same origin, bearer token, session-ending codes handled. */
export const api = createApiClient({
  baseUrl: '/api',
  getAccessToken,
  onSessionEnded,
});
