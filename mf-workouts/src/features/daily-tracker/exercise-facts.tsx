import type { PlanExercise } from '@repwise/contracts/workouts';
import styled from 'styled-components';

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
  margin: 0;
  font-size: 0.875rem;
  div {
    display: flex;
    gap: ${({ theme }) => theme.space(1)};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

/** The numbers of a plan exercise: sets, reps or duration (s), weight and rest (s). */
export function ExerciseFacts({ exercise }: { exercise: PlanExercise }) {
  return (
    <Facts>
      <div>
        <dt>Sets</dt>
        <dd>{exercise.sets}</dd>
      </div>
      {exercise.reps !== null && (
        <div>
          <dt>Reps</dt>
          <dd>{exercise.reps}</dd>
        </div>
      )}
      {exercise.duration !== null && (
        <div>
          <dt>Duration</dt>
          <dd>{exercise.duration}s</dd>
        </div>
      )}
      {exercise.weight && (
        <div>
          <dt>Weight</dt>
          <dd>{exercise.weight}</dd>
        </div>
      )}
      <div>
        <dt>Rest</dt>
        <dd>{exercise.rest}s</dd>
      </div>
    </Facts>
  );
}
