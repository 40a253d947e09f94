import type { WorkoutCompletion } from '@repwise/contracts/workouts';
import type { DayProgress } from './day-card';

const noProgress: DayProgress = { completedExerciseIds: new Set(), isCompleted: false };

/** The tracker's view of a day's completion record (1 = Monday); no record means nothing ticked. */
export function toDayProgress(
  completions: readonly WorkoutCompletion[],
  week: number,
  dayNumber: number,
): DayProgress {
  const record = completions.find(
    (completion) => completion.week === week && completion.day === dayNumber,
  );
  if (!record) return noProgress;
  return {
    completedExerciseIds: new Set(
      record.exercises
        .filter((exercise) => exercise.completed)
        .map((exercise) => exercise.exerciseId),
    ),
    isCompleted: record.completedAt !== null,
  };
}
