import type { RemoteAppProps } from '@repwise/contracts';
import { Button, EmptyState, LoadingState } from '@repwise/ui';
import { describeError } from '../../api/api-errors';
import { readActiveWorkoutSource } from '../../shared/model/app-paths';
import { ErrorCard, RetryButton } from '../../shared/ui/status-views';
import { RunWorkout } from './run-workout';
import { useWorkoutSource } from './use-workout-source';

/** The active workout view of the Workout Plans page: a plan day, a library exercise or the built-in workout. */
export function ActiveWorkoutView({
  location,
  navigate,
  notify,
  user,
}: Pick<RemoteAppProps, 'location' | 'navigate' | 'notify' | 'user'>) {
  const { workout, error } = useWorkoutSource(readActiveWorkoutSource(location.search));
  if (error) {
    return (
      <ErrorCard
        title="Unable to Load Workout Plan"
        message={describeError(error, 'Unable to load your workout plan at this time')}
        actions={<RetryButton onClick={() => window.location.reload()} />}
      />
    );
  }
  if (workout === undefined) return <LoadingState text="Loading workout..." />;
  if (workout === null || workout.exercises.length === 0) {
    return (
      <EmptyState
        title="Workout not found"
        description="This workout is not in your active plan. Pick another from your plan or the library."
        action={
          <Button type="button" onClick={() => navigate('/app/workout')}>
            Return to Overview
          </Button>
        }
      />
    );
  }
  return (
    <RunWorkout
      key={location.search}
      workout={workout}
      navigate={navigate}
      notify={notify}
      user={user}
    />
  );
}
