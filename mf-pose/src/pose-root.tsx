import type { RemoteAppProps } from '@repwise/contracts';
import { useApiClient } from '@repwise/federation/react';
import { SWRConfig } from 'swr';
import { FormAnalysis } from './form-analysis/form-analysis';
import { SafetyScreen } from './safety/safety-screen';

/** Where the shell mounts this area: the Safety menu item. */
export const safetyPath = '/app/safety';

/**
 * The pose area: the Safety screen at /app/safety (risk, alerts, recovery, form check, form
 * history); anywhere else (the remote running on its own) the Form Analysis screen alone.
 */
export function PoseRoot({
  location,
  user,
  getAccessToken,
  onSessionEnded,
  navigate,
  notify,
}: RemoteAppProps) {
  const request = useApiClient({ getAccessToken, onSessionEnded });
  const pathname = location.pathname.replace(/\/+$/, '');
  if (pathname !== safetyPath) return <FormAnalysis />;
  return (
    // One cache per mount and user (the key remounts it): nothing of one session leaks into the next.
    <SWRConfig
      key={user?.id ?? 'signed-out'}
      value={{ provider: () => new Map(), revalidateOnFocus: false }}
    >
      <SafetyScreen request={request} navigate={navigate} notify={notify} />
    </SWRConfig>
  );
}
