import { Badge, Button, Muted, ProgressBar, SectionCard } from '@repwise/ui';
import { useEffect, useReducer, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { ButtonRow, CardGrid } from '../../shared/ui/layout';
import { CountdownTimer } from './countdown-timer';
import {
  advanceWorkoutFlow,
  countTotalSets,
  startWorkoutFlow,
  type FlowExercise,
  type WorkoutFlowAction,
  type WorkoutFlowState,
} from './model/workout-flow';
import { RestPanel } from './rest-panel';
import { PlanNote } from './plan-note';
import { describeTarget, WorkoutOverviewList } from './workout-overview-list';

const Progress = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const Counters = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: 700;
`;

const Target = styled.p`
  margin: 0;
  font-size: 2rem;
  font-weight: 700;
  text-align: center;
`;

/** What the finished workout reports. */
export interface WorkoutResult {
  completedSets: number;
}

/** The set in progress: its exercise, where that exercise is in the workout, and the set number. */
export interface ExerciseSlot {
  exercise: FlowExercise;
  exerciseIndex: number;
  setNumber: number;
}

/**
 * The guided workout (spec 03 §2, §4): 'Exercise n of N' and 'Set x/y', a progress bar, the exercise
 * card with its target (a countdown for timed sets), Mark Set Complete, the rest phase, instructions,
 * the exercise summary and the overview. The plan's notes show as notes: the day's (`workoutNote`)
 * under the progress bar, the exercise's under its name, in the rest before its next set and in the
 * overview. `renderPosePanel` is where the camera tracking (AI
 * On/Off, mf-pose's panels) plugs in for pose-tracked exercises; `onSetComplete` hears every
 * Mark Set Complete before the flow moves on, and `onProgress` every change of the flow.
 */
export function WorkoutRunner({
  exercises,
  workoutNote,
  onFinish,
  renderPosePanel,
  onSetComplete,
  onProgress,
}: {
  exercises: readonly FlowExercise[];
  workoutNote?: string;
  onFinish: (result: WorkoutResult) => void;
  renderPosePanel?: (slot: ExerciseSlot) => ReactNode;
  onSetComplete?: (slot: ExerciseSlot) => void;
  onProgress?: (flow: WorkoutFlowState) => void;
}) {
  const [flow, dispatch] = useReducer(
    (state: WorkoutFlowState, action: WorkoutFlowAction) =>
      advanceWorkoutFlow(exercises, state, action),
    undefined,
    startWorkoutFlow,
  );
  const latestOnProgress = useRef(onProgress);
  latestOnProgress.current = onProgress;
  useEffect(() => latestOnProgress.current?.(flow), [flow]);
  const exercise = exercises[flow.exerciseIndex];
  const totalSets = countTotalSets(exercises);
  if (!exercise) return null;
  const slot: ExerciseSlot = {
    exercise,
    exerciseIndex: flow.exerciseIndex,
    setNumber: flow.setNumber,
  };

  function completeSet() {
    const next = advanceWorkoutFlow(exercises, flow, { type: 'completeSet' });
    onSetComplete?.(slot);
    dispatch({ type: 'completeSet' });
    if (next.phase === 'completed') onFinish({ completedSets: next.completedSets });
  }

  return (
    <>
      <Progress>
        <Counters>
          <span>
            Exercise {flow.exerciseIndex + 1} of {exercises.length}
          </span>
          <span>
            Set {flow.setNumber}/{exercise.sets}
          </span>
        </Counters>
        <ProgressBar
          percent={Math.round((flow.completedSets / totalSets) * 100)}
          label="Workout progress"
        />
      </Progress>
      <PlanNote label="About this workout:" text={workoutNote} />
      {flow.phase === 'rest' ? (
        <RestPanel
          key={`${flow.exerciseIndex}-${flow.setNumber}`}
          seconds={flow.restSeconds}
          nextLabel={`${exercise.name}, set ${flow.setNumber + 1} of ${exercise.sets}`}
          nextNote={exercise.note}
          onEnd={() => dispatch({ type: 'endRest' })}
        />
      ) : (
        <SectionCard
          title={exercise.name}
          aside={exercise.isPoseTracked && <Badge $tone="accent">Form tracking ready</Badge>}
        >
          <PlanNote label="Note:" text={exercise.note} />
          <Target>{describeTarget(exercise)}</Target>
          {exercise.durationSeconds !== null && (
            <CountdownTimer
              key={`${flow.exerciseIndex}-${flow.setNumber}`}
              seconds={exercise.durationSeconds}
              label={`${exercise.name} timer`}
            />
          )}
          {exercise.isPoseTracked && renderPosePanel?.(slot)}
          <ButtonRow>
            <Button type="button" $size="lg" onClick={completeSet}>
              Mark Set Complete
            </Button>
          </ButtonRow>
        </SectionCard>
      )}
      <CardGrid $minPx={280}>
        <SectionCard title="Instructions">
          {exercise.instructions.length > 0 ? (
            <ol>
              {exercise.instructions.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          ) : (
            <Muted>Move with control and stop if anything hurts.</Muted>
          )}
        </SectionCard>
        <SectionCard title="Exercise Summary">
          <Muted>
            {exercise.sets} sets × {describeTarget(exercise)} · {exercise.restSeconds}s rest between
            sets
          </Muted>
          <Muted>
            {flow.completedSets} of {totalSets} sets done in this workout
          </Muted>
        </SectionCard>
      </CardGrid>
      <WorkoutOverviewList
        exercises={exercises}
        currentIndex={flow.exerciseIndex}
        isCompleted={false}
      />
    </>
  );
}
