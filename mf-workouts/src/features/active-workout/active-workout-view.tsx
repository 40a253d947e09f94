import type { RemoteAppProps } from '@repwise/contracts';
import { Button, EmptyState } from '@repwise/ui';
import { useRef, useState, type ReactNode } from 'react';
import { describeError } from '../../api/api-errors';
import { useCompletions } from '../../api/use-completions';
import { useRecordSession } from '../../api/use-insights';
import { readActiveWorkoutSource } from '../../shared/model/app-paths';
import { ErrorCard, LoadingState, RetryButton } from '../../shared/ui/status-views';
import { CompletionScreen, type SaveState } from './completion-screen';
import { countTotalSets, type FlowExercise } from './model/workout-flow';
import { useWorkoutSource, type ResolvedWorkout } from './use-workout-source';
import { WorkoutRunner } from './workout-runner';

function elapsedMinutes(startedAtMs: number): number {
  return Math.max(1, Math.round((Date.now() - startedAtMs) / 60_000));
}

async function shareSummary(text: string, notify: RemoteAppProps['notify']) {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: 'My RepWise workout', text });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(text);
    notify({
      title: 'Workout Shared',
      description: 'Your workout summary is copied to the clipboard.',
      variant: 'success',
    });
  } catch {
    notify({ title: 'Your workout', description: text });
  }
}

function RunWorkout({
  workout,
  navigate,
  notify,
  renderPosePanel,
}: { workout: ResolvedWorkout; renderPosePanel?: (exercise: FlowExercise) => ReactNode } & Pick<
  RemoteAppProps,
  'navigate' | 'notify'
>) {
  const startedAtMs = useRef(Date.now());
  const clientId = useRef(crypto.randomUUID());
  const [finished, setFinished] = useState<{ minutes: number; completedSets: number } | null>(null);
  const [saveState, setSaveState] = useState<SaveState>('saving');
  const recordSession = useRecordSession();
  const completions = useCompletions(workout.planDay?.planId ?? null);

  async function save(minutes: number) {
    setSaveState('saving');
    const { planDay } = workout;
    if (planDay) {
      // A plan day is recorded through Complete Workout, which stores its one session.
      const isSaved = await completions.complete(planDay.week, planDay.workout, minutes);
      setSaveState(isSaved ? 'saved' : 'failed');
      return isSaved;
    }
    try {
      const saved = await recordSession({
        name: workout.name,
        duration: minutes,
        exercises: workout.exercises.map((exercise) => ({
          exerciseId: exercise.id,
          name: exercise.name,
          sets: exercise.sets,
          reps: exercise.reps,
          duration: exercise.durationSeconds,
        })),
        clientId: clientId.current,
      });
      setSaveState(saved === 'queued' ? 'queued' : 'saved');
      return true;
    } catch (error) {
      setSaveState('failed');
      notify({
        title: 'Error',
        description: describeError(error, 'Failed to record workout session'),
        variant: 'destructive',
      });
      return false;
    }
  }

  if (finished) {
    const summary = `I just finished ${workout.name} with RepWise: ${workout.exercises.length} exercises, ${finished.completedSets} sets in ${finished.minutes} minutes.`;
    return (
      <CompletionScreen
        workoutName={workout.name}
        exerciseCount={workout.exercises.length}
        totalSets={countTotalSets(workout.exercises)}
        minutes={finished.minutes}
        saveState={saveState}
        onReturn={() => navigate('/app/workout')}
        onSaveAndShare={() =>
          void (async () => {
            const isSaved = saveState === 'failed' ? await save(finished.minutes) : true;
            if (isSaved) await shareSummary(summary, notify);
          })()
        }
      />
    );
  }
  return (
    <WorkoutRunner
      exercises={workout.exercises}
      renderPosePanel={renderPosePanel}
      onFinish={({ completedSets }) => {
        const minutes = elapsedMinutes(startedAtMs.current);
        setFinished({ minutes, completedSets });
        void save(minutes);
      }}
    />
  );
}

/** The active workout view of the Workout Plans page: a plan day, a library exercise or the built-in workout. */
export function ActiveWorkoutView({
  location,
  navigate,
  notify,
}: Pick<RemoteAppProps, 'location' | 'navigate' | 'notify'>) {
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
  return <RunWorkout key={location.search} workout={workout} navigate={navigate} notify={notify} />;
}
