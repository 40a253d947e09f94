import type { RemoteAppProps } from '@repwise/contracts';
import { useMemo, useRef, useState } from 'react';
import { SWRConfig } from 'swr';
import { useApiClient } from '@repwise/federation/react';
import { WorkoutsApiProvider } from './api/workouts-api-context';
import { DailyWorkoutScreen } from './features/daily-workout/daily-workout-screen';
import { DashboardScreen } from './features/dashboard/dashboard-screen';
import { WorkoutPlansScreen } from './features/workout-plans/workout-plans-screen';

type WorkoutsScreen = 'dashboard' | 'workout-plans' | 'daily-workout';

const screenByPathname: Readonly<Record<string, WorkoutsScreen>> = {
  '/app/dashboard': 'dashboard',
  '/app/workout': 'workout-plans',
  '/app/daily-workout': 'daily-workout',
};

// The shell only mounts this area on its three routes; anything else gets the dashboard, as in the shell.
function selectScreen(pathname: string): WorkoutsScreen {
  return screenByPathname[pathname.replace(/\/+$/, '')] ?? 'dashboard';
}

/** The workouts area: dashboard, workout plans and the daily workout, chosen by the shell's route. */
export function WorkoutsRoot(props: RemoteAppProps) {
  const { location, navigate, user } = props;
  const request = useApiClient(props);
  // The shell may hand a new notify on each update; the hooks keep calling the latest.
  const latestNotify = useRef(props.notify);
  latestNotify.current = props.notify;
  const userId = user?.id ?? 'signed-out';
  const api = useMemo(
    () => ({
      request,
      userId,
      notify: (toast: Parameters<RemoteAppProps['notify']>[0]) => latestNotify.current(toast),
    }),
    [request, userId],
  );
  const notify = api.notify;
  // One cache per mount of the area: it lives while the user moves between its screens.
  const [swrConfig] = useState(() => ({ provider: () => new Map() }));
  const screen = selectScreen(location.pathname);
  return (
    <SWRConfig value={swrConfig}>
      <WorkoutsApiProvider value={api}>
        {screen === 'workout-plans' && (
          <WorkoutPlansScreen location={location} navigate={navigate} notify={notify} user={user} />
        )}
        {screen === 'daily-workout' && <DailyWorkoutScreen navigate={navigate} />}
        {screen === 'dashboard' && <DashboardScreen navigate={navigate} notify={notify} />}
      </WorkoutsApiProvider>
    </SWRConfig>
  );
}
