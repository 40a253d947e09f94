import type { PlanExercise } from '@repwise/contracts/workouts';
import { InlineFacts } from '@repwise/ui';

/** The numbers of a plan exercise: sets, reps or duration (s), weight and rest (s). */
export function ExerciseFacts({ exercise }: { exercise: PlanExercise }) {
  return (
    <InlineFacts>
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
    </InlineFacts>
  );
}
