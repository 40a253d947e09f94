// Exercise results and histories for the progress and adaptive tests.
import type {
  ExerciseHistoryEntry,
  ExerciseResult,
  WorkoutSession,
} from '../progress/progress-types';

/** An exercise result with the given average, consistency and safety issue count. */
export function buildResult(
  exerciseName: string,
  averageFormScore: number,
  overrides: Partial<ExerciseResult> & { issueCount?: number } = {},
): ExerciseResult {
  const { issueCount = 0, ...rest } = overrides;
  return {
    exerciseName,
    sets: [
      {
        setNumber: 1,
        reps: 10,
        formScores: [averageFormScore],
        averageFormScore,
        analyses: [],
        duration: 40,
      },
    ],
    averageFormScore,
    bestFormScore: averageFormScore,
    worstFormScore: averageFormScore,
    totalReps: 10,
    formConsistency: 0.9,
    safetyIssues: Array.from({ length: issueCount }, (_, i) => `issue ${i + 1}`),
    improvements: [],
    concerns: [],
    ...rest,
  };
}

/** A history of one session a day ending at `endMs`, one entry per average. */
export function buildHistory(
  exerciseName: string,
  averages: readonly number[],
  endMs: number,
  overrides: Partial<ExerciseResult> & { issueCount?: number } = {},
): ExerciseHistoryEntry[] {
  return averages.map((average, i) => ({
    sessionId: `s${i + 1}`,
    date: endMs - (averages.length - 1 - i) * 86_400_000,
    result: buildResult(exerciseName, average, overrides),
  }));
}

/** A workout session holding the given results. */
export function buildSession(
  id: string,
  date: number,
  exercises: ExerciseResult[],
): WorkoutSession {
  return { id, date, exercises, totalDuration: 1800, overallScore: 0, userId: 'user-1' };
}
