import type { RemoteAppProps } from '@repwise/contracts';
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
export function WorkoutsRoot({ location, navigate }: RemoteAppProps) {
  switch (selectScreen(location.pathname)) {
    case 'workout-plans':
      return <WorkoutPlansScreen navigate={navigate} />;
    case 'daily-workout':
      return <DailyWorkoutScreen navigate={navigate} />;
    case 'dashboard':
      return <DashboardScreen navigate={navigate} />;
  }
}
