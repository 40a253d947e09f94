import type { DayWorkout } from '@repwise/contracts/workouts';
import { Badge, Button, Muted, ProgressBar } from '@repwise/ui';
import { useId, useState } from 'react';
import styled, { css } from 'styled-components';
import { ButtonRow } from '../../shared/ui/layout';
import { ExerciseFacts } from './exercise-facts';

/** A day's completion as the tracker shows it. */
export interface DayProgress {
  completedExerciseIds: ReadonlySet<string>;
  isCompleted: boolean;
}

const Card = styled.article<{ $isCompleted: boolean; $isToday: boolean }>`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  overflow: hidden;
  ${({ theme, $isToday }) =>
    $isToday &&
    css`
      border-color: ${theme.colors.primary};
    `}
  ${({ theme, $isCompleted }) =>
    $isCompleted &&
    css`
      border-color: ${theme.colors.success};
      background: color-mix(in srgb, ${theme.colors.success} 8%, ${theme.colors.surfaceRaised});
    `}
`;

const Toggle = styled.button`
  width: 100%;
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
  padding: ${({ theme }) => theme.space(4)};
  background: none;
  border: 0;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  h3 {
    margin: 0;
    font-size: 1rem;
  }
`;

const Title = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1.5)};
  align-items: center;
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `0 ${theme.space(4)} ${theme.space(4)}`};
`;

const ExerciseList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const ExerciseItem = styled.li`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  input {
    width: 20px;
    height: 20px;
    margin-top: 2px;
    accent-color: ${({ theme }) => theme.colors.success};
  }
  label {
    font-weight: 600;
  }
`;

const Check = styled.span`
  color: ${({ theme }) => theme.colors.success};
  font-weight: 700;
`;

/**
 * One day of the daily tracker (spec 03 §2): collapsed to its name, expanded to its exercises with
 * checkboxes; Complete Workout is enabled once every exercise is ticked; a completed day is green
 * with a check and hides Start and Complete.
 */
export function DayCard({
  workout,
  progress,
  isToday,
  isBusy,
  defaultExpanded = false,
  onToggleExercise,
  onComplete,
  onStart,
}: {
  workout: DayWorkout;
  progress: DayProgress;
  isToday: boolean;
  isBusy: boolean;
  defaultExpanded?: boolean;
  onToggleExercise: (exerciseId: string, isCompleted: boolean) => void;
  onComplete: () => void;
  onStart: () => void;
}) {
  const [isExpanded, setExpanded] = useState(defaultExpanded);
  const bodyId = useId();
  const total = workout.exercises.length;
  const done = workout.exercises.filter((exercise) =>
    progress.completedExerciseIds.has(exercise.exerciseId),
  ).length;
  const isAllTicked = total > 0 && done === total;

  return (
    <Card
      $isCompleted={progress.isCompleted}
      $isToday={isToday}
      aria-label={`${workout.day}: ${workout.name}`}
    >
      <Toggle
        type="button"
        aria-expanded={isExpanded}
        aria-controls={isExpanded ? bodyId : undefined}
        onClick={() => setExpanded((open) => !open)}
      >
        <Title>
          <Badges>
            <h3>
              {workout.day} · {workout.name}
            </h3>
            {isToday && <Badge $tone="primary">Today</Badge>}
            {progress.isCompleted && <Check aria-label="Completed">✓ Completed</Check>}
          </Badges>
          <Muted>
            {workout.duration} min · {total} exercises · {done}/{total} done
          </Muted>
        </Title>
        <span aria-hidden="true">{isExpanded ? '▲' : '▼'}</span>
      </Toggle>
      {isExpanded && (
        <Body id={bodyId}>
          <ProgressBar
            percent={total === 0 ? 0 : Math.round((done / total) * 100)}
            label={`${workout.day} progress`}
            tone={progress.isCompleted ? 'success' : 'primary'}
          />
          {total === 0 ? (
            <Muted>No exercises found for this day</Muted>
          ) : (
            <ExerciseList>
              {workout.exercises.map((exercise) => {
                const checkboxId = `${bodyId}-${exercise.exerciseId}`;
                const isDone = progress.completedExerciseIds.has(exercise.exerciseId);
                return (
                  <ExerciseItem key={exercise.exerciseId}>
                    <input
                      id={checkboxId}
                      type="checkbox"
                      checked={isDone}
                      disabled={progress.isCompleted || isBusy}
                      onChange={(event) =>
                        onToggleExercise(exercise.exerciseId, event.target.checked)
                      }
                    />
                    <div>
                      <label htmlFor={checkboxId}>{exercise.name}</label>
                      <ExerciseFacts exercise={exercise} />
                      {exercise.muscleGroups.length > 0 && (
                        <Muted>Muscles: {exercise.muscleGroups.join(', ')}</Muted>
                      )}
                      {exercise.equipment.length > 0 && (
                        <Muted>Equipment: {exercise.equipment.join(', ')}</Muted>
                      )}
                      {exercise.notes && <Muted>{exercise.notes}</Muted>}
                    </div>
                  </ExerciseItem>
                );
              })}
            </ExerciseList>
          )}
          {!progress.isCompleted && total > 0 && (
            <ButtonRow>
              <Button type="button" $variant="secondary" onClick={onStart}>
                Start Workout
              </Button>
              <Button type="button" disabled={!isAllTicked || isBusy} onClick={onComplete}>
                Complete Workout
              </Button>
            </ButtonRow>
          )}
        </Body>
      )}
    </Card>
  );
}
