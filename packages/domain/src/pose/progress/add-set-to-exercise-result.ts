import { roundToTenth } from '../analysis/score-form';
import type { ExerciseResult, SetResult } from './progress-types';

function roundToHundredth(value: number): number {
  return Math.round(value * 100) / 100;
}

/** An exercise result with no sets yet. */
export function createExerciseResult(exerciseName: string): ExerciseResult {
  return {
    exerciseName,
    sets: [],
    averageFormScore: 0,
    bestFormScore: 0,
    worstFormScore: 0,
    totalReps: 0,
    formConsistency: 1,
    safetyIssues: [],
    improvements: [],
    concerns: [],
  };
}

/**
 * Adds a finished set to an exercise's running totals (spec 03 §4 workout flow): reps summed, the
 * average over every rep score (one decimal), best and worst rep, formConsistency = 1 − (best −
 * worst) / 10 (two decimals), and the set's safety issues, improvements and concerns appended
 * (improvements and concerns without duplicates). A set without scores only adds its reps.
 */
export function addSetToExerciseResult(
  result: ExerciseResult,
  set: SetResult,
  notes: {
    safetyIssues?: readonly string[];
    improvements?: readonly string[];
    concerns?: readonly string[];
  } = {},
): ExerciseResult {
  const sets = [...result.sets, set];
  const scores = sets.flatMap((s) => s.formScores);
  const totalReps = result.totalReps + set.reps;
  const unique = (a: readonly string[], b: readonly string[] = []) => [...new Set([...a, ...b])];
  const base = {
    ...result,
    sets,
    totalReps,
    safetyIssues: [...result.safetyIssues, ...(notes.safetyIssues ?? [])],
    improvements: unique(result.improvements, notes.improvements),
    concerns: unique(result.concerns, notes.concerns),
  };
  if (scores.length === 0) return base;
  const best = Math.max(...scores);
  const worst = Math.min(...scores);
  return {
    ...base,
    averageFormScore: roundToTenth(scores.reduce((sum, s) => sum + s, 0) / scores.length),
    bestFormScore: best,
    worstFormScore: worst,
    formConsistency: roundToHundredth(1 - (best - worst) / 10),
  };
}
