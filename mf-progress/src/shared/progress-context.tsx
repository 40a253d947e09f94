import type { ApiClient, RemoteAppProps } from '@repwise/contracts';
import { createContext, useContext, type ReactNode } from 'react';

/** What every screen of this area needs from the shell: the API client, token, toasts, navigation, session. */
export interface AreaServices {
  request: ApiClient;
  getAccessToken: RemoteAppProps['getAccessToken'];
  notify: RemoteAppProps['notify'];
  navigate: RemoteAppProps['navigate'];
  onSessionRenewed: RemoteAppProps['onSessionRenewed'];
}

const AreaContext = createContext<AreaServices | null>(null);

/** Provides the area's services to its screens. */
export function AreaServicesProvider({
  value,
  children,
}: {
  value: AreaServices;
  children: ReactNode;
}) {
  return <AreaContext.Provider value={value}>{children}</AreaContext.Provider>;
}

/** The area's services; throws outside the provider (a wiring bug, not a runtime state). */
export function useAreaServices(): AreaServices {
  const services = useContext(AreaContext);
  if (!services) throw new Error('useAreaServices must be used inside AreaServicesProvider');
  return services;
}
