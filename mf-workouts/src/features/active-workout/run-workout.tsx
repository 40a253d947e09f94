// One guided workout from its first set to the completion screen: the runner, the AI form
// tracking of its squats and deadlifts (with the adaptive plan sheet), and saving the session.
import type { RemoteAppProps } from '@repwise/contracts';
import type { PlanModificationDto } from '@repwise/contracts/pose';
import { useEffect, useMemo, useRef, useState } from 'react';
import { describeError } from '../../api/api-errors';
import { useCompletions } from '../../api/use-completions';
import { useRecordSession } from '../../api/use-insights';
import { CompletionScreen, type SaveState } from './completion-screen';
import { applyModification, buildCoachProfile, findTrackedMovement } from './model/pose-workout';
import { countTotalSets, startWorkoutFlow, type FlowExercise } from './model/workout-flow';
import { AdaptivePlanSheet } from './pose/adaptive-plan-sheet';
import { PoseTrackingSection } from './pose/pose-tracking-section';
import { TrackedResults } from './pose/tracked-results';
import { usePoseWorkout, type PoseSessionOutcome } from './pose/use-pose-workout';
import type { ResolvedWorkout } from './use-workout-source';
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

/** "Squats: 2 sets × 12 reps, 90 s rest" — what an applied modification set the exercise to. */
function describeExercise(exercise: FlowExercise): string {
  const target = exercise.reps === null ? '' : ` × ${exercise.reps} reps`;
  return `${exercise.name}: ${exercise.sets} sets${target}, ${exercise.restSeconds} s rest`;
}

export function RunWorkout({
  workout,
  navigate,
  notify,
  user,
}: { workout: ResolvedWorkout } & Pick<RemoteAppProps, 'navigate' | 'notify' | 'user'>) {
  const startedAtMs = useRef(Date.now());
  const clientId = useRef(crypto.randomUUID());
  const [exercises, setExercises] = useState<FlowExercise[]>(workout.exercises);
  const flow = useRef(startWorkoutFlow());
  const [finished, setFinished] = useState<{ minutes: number; completedSets: number } | null>(null);
  const [saveState, setSaveState] = useState<SaveState>('saving');
  const [poseOutcome, setPoseOutcome] = useState<PoseSessionOutcome | null>(null);
  const recordSession = useRecordSession();
  const completions = useCompletions(workout.planDay?.planId ?? null);
  const userProfile = useMemo(() => buildCoachProfile(user), [user]);
  const latestExercises = useRef(exercises);
  latestExercises.current = exercises;

  function onModificationApplied(modification: PlanModificationDto) {
    const before = latestExercises.current;
    const next = applyModification(before, modification, flow.current);
    latestExercises.current = next;
    setExercises(next);
    const changed = next.find((exercise, index) => exercise !== before[index]);
    notify({
      title: 'Workout adapted',
      description: changed
        ? describeExercise(changed)
        : `${modification.exerciseName} is done for today: the change applies from your next session.`,
      variant: 'success',
    });
  }

  const pose = usePoseWorkout({
    userProfile,
    getExercises: () => latestExercises.current,
    onModificationApplied,
  });

  // The pose session is posted after the runner unmounted, so its last set's report goes first.
  const { finish: finishPose } = pose;
  useEffect(() => {
    if (!finished) return;
    let cancelled = false;
    setPoseOutcome({ status: 'saving' });
    void finishPose((Date.now() - startedAtMs.current) / 1000).then((outcome) => {
      if (!cancelled) setPoseOutcome(outcome);
    });
    return () => {
      cancelled = true;
    };
  }, [finished, finishPose]);

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
        exercises: exercises.map((exercise) => ({
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
    const summary = `I just finished ${workout.name} with RepWise: ${exercises.length} exercises, ${finished.completedSets} sets in ${finished.minutes} minutes.`;
    const trackedResults = Object.values(pose.results);
    return (
      <CompletionScreen
        workoutName={workout.name}
        exerciseCount={exercises.length}
        totalSets={countTotalSets(exercises)}
        minutes={finished.minutes}
        saveState={saveState}
        tracked={
          poseOutcome && (poseOutcome.status !== 'saving' || trackedResults.length > 0) ? (
            <TrackedResults outcome={poseOutcome} results={trackedResults} />
          ) : null
        }
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
    <>
      <WorkoutRunner
        exercises={exercises}
        workoutNote={workout.note}
        onProgress={(next) => {
          flow.current = next;
        }}
        onSetComplete={(slot) => {
          if (pose.isAiOn && findTrackedMovement(slot.exercise)) pose.onSetEnded(slot);
        }}
        renderPosePanel={({ exercise, exerciseIndex, setNumber }) => {
          const movement = findTrackedMovement(exercise);
          return (
            movement && (
              <PoseTrackingSection
                exercise={exercise}
                exerciseIndex={exerciseIndex}
                setNumber={setNumber}
                movement={movement}
                userProfile={userProfile}
                pose={pose}
              />
            )
          );
        }}
        onFinish={({ completedSets }) => {
          const minutes = elapsedMinutes(startedAtMs.current);
          setFinished({ minutes, completedSets });
          void save(minutes);
        }}
      />
      {pose.isPlanOpen && <AdaptivePlanSheet pose={pose} />}
    </>
  );
}
