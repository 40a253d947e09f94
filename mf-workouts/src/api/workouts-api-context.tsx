import type { ApiClient, RemoteAppProps } from '@repwise/contracts';
import { createContext, useContext, type ReactNode } from 'react';

/** What every data hook of the area needs: the API client and whose data it is. */
export interface WorkoutsApi {
  request: ApiClient;
  /** The signed-in user's id: part of every cache key, so one user never sees another's data. */
  userId: string;
  /** The shell's toasts. */
  notify: RemoteAppProps['notify'];
}

const WorkoutsApiContext = createContext<WorkoutsApi | null>(null);

/** Provides the area's API client and user to the data hooks below it. */
export function WorkoutsApiProvider({
  value,
  children,
}: {
  value: WorkoutsApi;
  children: ReactNode;
}) {
  return <WorkoutsApiContext.Provider value={value}>{children}</WorkoutsApiContext.Provider>;
}

/** The area's API client and user; throws outside WorkoutsApiProvider (a wiring bug). */
export function useWorkoutsApi(): WorkoutsApi {
  const api = useContext(WorkoutsApiContext);
  if (!api) throw new Error('useWorkoutsApi must be used inside WorkoutsApiProvider');
  return api;
}
