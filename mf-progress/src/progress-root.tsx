import type { RemoteAppProps } from '@repwise/contracts';
import { useMemo } from 'react';
import { SWRConfig } from 'swr';
import { ProfileScreen } from './features/profile/profile-screen';
import { ProgressScreen } from './features/progress/progress-screen';
import { useApiClient } from '@repwise/federation/react';
import { AreaServicesProvider, type AreaServices } from './shared/progress-context';

/** The progress area: progress tracking (/app/progress) and the profile (/app/profile). */
export function ProgressRoot({
  location,
  user,
  getAccessToken,
  onSessionEnded,
  onSessionRenewed,
  notify,
  navigate,
}: RemoteAppProps) {
  const request = useApiClient({ getAccessToken, onSessionEnded });
  const services = useMemo<AreaServices>(
    () => ({ request, getAccessToken, notify, navigate, onSessionRenewed }),
    [request, getAccessToken, notify, navigate, onSessionRenewed],
  );
  const pathname = location.pathname.replace(/\/+$/, '');
  return (
    // One cache per mount and user (the key remounts it): nothing of one session leaks into the next.
    <SWRConfig
      key={user?.id ?? 'signed-out'}
      value={{ provider: () => new Map(), revalidateOnFocus: false }}
    >
      <AreaServicesProvider value={services}>
        {pathname === '/app/profile' ? <ProfileScreen user={user} /> : <ProgressScreen />}
      </AreaServicesProvider>
    </SWRConfig>
  );
}
