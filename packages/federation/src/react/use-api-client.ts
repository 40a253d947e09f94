import { createApiClient, type ApiClient, type RemoteAppProps } from '@repwise/contracts';
import { useMemo, useRef } from 'react';

/** The API client for this area: '/api', the shell's token and session-end callback (latest props). */
export function useApiClient({
  getAccessToken,
  onSessionEnded,
}: Pick<RemoteAppProps, 'getAccessToken' | 'onSessionEnded'>): ApiClient {
  const latest = useRef({ getAccessToken, onSessionEnded });
  latest.current = { getAccessToken, onSessionEnded };
  return useMemo(
    () =>
      createApiClient({
        baseUrl: '/api',
        getAccessToken: () => latest.current.getAccessToken(),
        onSessionEnded: () => latest.current.onSessionEnded(),
      }),
    [],
  );
}
