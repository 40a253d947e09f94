import styled, { css } from 'styled-components';
import type { FlowExercise } from './model/workout-flow';
import { Muted, SectionCard } from '@repwise/ui';

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const Item = styled.li<{ $state: 'done' | 'current' | 'upcoming' }>`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  ${({ theme, $state }) =>
    $state === 'current' &&
    css`
      outline: 2px solid ${theme.colors.primary};
    `}
  ${({ $state }) =>
    $state === 'done' &&
    css`
      opacity: 0.75;
    `}
`;

const Name = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
  overflow-wrap: anywhere;
`;

/** A set target in words: "12 reps" or "30 seconds". */
export function describeTarget(exercise: FlowExercise): string {
  return exercise.durationSeconds !== null
    ? `${exercise.durationSeconds} seconds`
    : `${exercise.reps ?? 0} reps`;
}

/**
 * The workout overview list: every exercise with its sets, the plan's note on it, and whether it is
 * done, current or to come.
 */
export function WorkoutOverviewList({
  exercises,
  currentIndex,
  isCompleted,
}: {
  exercises: readonly FlowExercise[];
  currentIndex: number;
  isCompleted: boolean;
}) {
  return (
    <SectionCard title="Workout Overview">
      <List>
        {exercises.map((exercise, index) => {
          const state =
            isCompleted || index < currentIndex
              ? 'done'
              : index === currentIndex
                ? 'current'
                : 'upcoming';
          return (
            <Item
              key={`${exercise.id}-${index}`}
              $state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <Name>
                <span>
                  {state === 'done' ? '✓ ' : ''}
                  {exercise.name}
                </span>
                {exercise.note && <Muted>{exercise.note}</Muted>}
              </Name>
              <Muted>
                {exercise.sets} × {describeTarget(exercise)}
              </Muted>
            </Item>
          );
        })}
      </List>
    </SectionCard>
  );
}
