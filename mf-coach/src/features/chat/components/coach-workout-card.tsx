import type { CoachWorkout } from '@repwise/contracts/coach';
import { Badge, Button, Card } from '@repwise/ui';
import styled from 'styled-components';
import { describeExerciseTarget, describeSteps } from '../model/coach-workout';

const Article = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  width: min(100%, 40rem);
  min-width: 0;
  padding: ${({ theme }) => theme.space(4)};
  overflow-wrap: anywhere;
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}px) {
    padding: ${({ theme }) => theme.space(5)};
  }
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const Title = styled.h2`
  margin: 0;
  font-size: 1.0625rem;
  font-weight: 700;
  line-height: 1.3;
`;

const Line = styled.p`
  margin: 0;
  line-height: 1.5;
  strong {
    font-weight: 600;
  }
`;

const Exercises = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: exercise;
  li {
    counter-increment: exercise;
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    line-height: 1.4;
  }
  li::before {
    content: counter(exercise) '.';
    color: ${({ theme }) => theme.colors.textMuted};
    font-variant-numeric: tabular-nums;
  }
  strong {
    font-weight: 600;
  }
`;

const Target = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;

const Notes = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding-left: ${({ theme }) => theme.space(4)};
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StartButton = styled(Button)`
  justify-self: start;
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 1}px) {
    justify-self: stretch;
  }
`;

/**
 * A workout the coach composed, under its reply: name, estimated length, warm-up, the exercises
 * with their sets, target and rest, cool-down, notes, and Start this workout.
 */
export function CoachWorkoutCard({
  workout,
  onStart,
}: {
  workout: CoachWorkout;
  onStart: () => void;
}) {
  return (
    <Article as="article" aria-label={`Workout: ${workout.name}`}>
      <Header>
        <Title>{workout.name}</Title>
        <Badge $tone="primary">≈ {workout.minutes} min</Badge>
      </Header>
      {workout.warmup.length > 0 && (
        <Line>
          <strong>Warm-up:</strong> {describeSteps(workout.warmup)}
        </Line>
      )}
      {/* role="list" keeps the list a list in Safari, which drops it with list-style: none. */}
      <Exercises role="list" aria-label="Exercises">
        {workout.exercises.map((exercise, index) => (
          <li key={`${exercise.exerciseId}-${index}`}>
            <span>
              <strong>{exercise.name}</strong> — <Target>{describeExerciseTarget(exercise)}</Target>
            </span>
          </li>
        ))}
      </Exercises>
      {workout.cooldown.length > 0 && (
        <Line>
          <strong>Cool-down:</strong> {describeSteps(workout.cooldown)}
        </Line>
      )}
      {workout.notes.length > 0 && (
        <Notes aria-label="Notes">
          {workout.notes.map((note, index) => (
            <li key={`${note}-${index}`}>{note}</li>
          ))}
        </Notes>
      )}
      <StartButton type="button" onClick={onStart}>
        Start this workout
      </StartButton>
    </Article>
  );
}
