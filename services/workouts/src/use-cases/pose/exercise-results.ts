import {
  addSetToExerciseResult,
  createExerciseResult,
  findFormIssues,
  roundToTenth,
  type ExerciseResult,
  type FormAnalysis,
  type TrackedExercise,
} from '@repwise/domain/pose';
import type { PoseSetSummary } from '../../models/pose-session.model';
import type { PosePrescription } from '../../models/pose-set.model';

/** The tracked exercises, in workout order. */
export const trackedExercises: readonly TrackedExercise[] = ['squat', 'deadlift'];

/** The exercise names results and history are kept under (the built-in workout's, spec 03 §3). */
export const trackedExerciseNames: Readonly<Record<TrackedExercise, string>> = {
  squat: 'Squats',
  deadlift: 'Deadlifts',
};

/** The built-in workout's prescriptions: Squats 3×15 rest 60 s, Deadlifts 3×8 rest 90 s. */
export const builtInPrescriptions: Readonly<Record<TrackedExercise, PosePrescription>> = {
  squat: { exerciseId: 'squats', sets: 3, reps: 15, weightKg: null, restSeconds: 60 },
  deadlift: { exerciseId: 'deadlifts', sets: 3, reps: 8, weightKg: null, restSeconds: 90 },
};

/**
 * The lines a set's analyses call for, each once, costliest first within a rep: safety issues
 * (knees caving, dangerous lean, rounded back) and concerns (other issues that cost points).
 */
export function describeSetIssues(analyses: readonly FormAnalysis[]): {
  safetyIssues: string[];
  concerns: string[];
} {
  const issues = analyses.flatMap((analysis) => findFormIssues(analysis));
  const lines = (isSafety: boolean) => [
    ...new Set(
      issues.filter((issue) => issue.isSafetyIssue === isSafety).map((issue) => issue.correction),
    ),
  ];
  return { safetyIssues: lines(true), concerns: lines(false) };
}

function averageOf(scores: readonly number[]): number {
  return scores.length === 0 ? 0 : roundToTenth(scores.reduce((a, b) => a + b, 0) / scores.length);
}

/**
 * An exercise's running totals from its stored sets in set order (spec 03 §4: reps summed,
 * average, best and worst rep, formConsistency = 1 − (best − worst) / 10). A set whose average
 * rose half a point or more over the previous set's adds an improvement line.
 */
export function composeExerciseResult(
  exercise: TrackedExercise,
  sets: readonly PoseSetSummary[],
): ExerciseResult {
  const ordered = sets
    .filter((set) => set.exercise === exercise)
    .sort((a, b) => a.setNumber - b.setNumber);
  let result = createExerciseResult(trackedExerciseNames[exercise]);
  let previousAverage: number | null = null;
  for (const set of ordered) {
    const averageFormScore = averageOf(set.formScores);
    const hasScores = set.formScores.length > 0;
    const improvements =
      hasScores && previousAverage !== null && averageFormScore - previousAverage >= 0.5
        ? [`Set ${set.setNumber} form up from ${previousAverage} to ${averageFormScore}/10`]
        : [];
    if (hasScores) previousAverage = averageFormScore;
    result = addSetToExerciseResult(
      result,
      {
        setNumber: set.setNumber,
        reps: set.reps,
        formScores: [...set.formScores],
        averageFormScore,
        analyses: [],
        duration: set.duration,
      },
      { safetyIssues: set.safetyIssues, concerns: set.concerns, improvements },
    );
  }
  return result;
}

/** The results of every tracked exercise with a stored set, in workout order. */
export function composeSessionResults(sets: readonly PoseSetSummary[]): ExerciseResult[] {
  return trackedExercises
    .filter((exercise) => sets.some((set) => set.exercise === exercise))
    .map((exercise) => composeExerciseResult(exercise, sets));
}

/** The mean of the exercises' average form scores (one decimal), 0 without scored exercises. */
export function computeOverallScore(results: readonly ExerciseResult[]): number {
  return averageOf(
    results
      .filter((r) => r.sets.some((s) => s.formScores.length > 0))
      .map((r) => r.averageFormScore),
  );
}
