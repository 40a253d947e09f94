import type { PoseExerciseResult } from '@repwise/contracts/pose';
import type { ExerciseResult } from '@repwise/domain/pose';

/** An exercise result as the pose API answers and stores it: its sets without analyses. */
export function presentExerciseResult(result: ExerciseResult): PoseExerciseResult {
  return {
    ...result,
    sets: result.sets.map((set) => ({
      setNumber: set.setNumber,
      reps: set.reps,
      formScores: set.formScores,
      averageFormScore: set.averageFormScore,
      duration: set.duration,
    })),
  };
}
