import { MS_PER_DAY, TIMEFRAME_DAYS, TREND_SLOPE } from '../pose-constants';
import { roundToTenth } from '../analysis/score-form';
import { classifyTrend } from '../progress/compute-trend';
import type { ExerciseHistoryEntry } from '../progress/progress-types';
import type { ExerciseMetrics } from './adaptive-types';

function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((sum, v) => sum + v, 0) / values.length;
}

/**
 * Metrics of an exercise from its session history (oldest first) at `nowMs`: averages over every
 * session, trend of the session averages (slope above 0.2 per session improving, below −0.2
 * declining, 3 sessions needed), and the last 7 days' average and safety issues.
 */
export function computeExerciseMetrics(
  exercise: string,
  history: readonly ExerciseHistoryEntry[],
  nowMs: number,
): ExerciseMetrics {
  const scored = history.filter(
    (entry) => entry.result.sets.length > 0 || entry.result.totalReps > 0,
  );
  const averages = scored.map((entry) => entry.result.averageFormScore);
  const lastWeek = scored.filter((entry) => nowMs - entry.date < TIMEFRAME_DAYS.week * MS_PER_DAY);
  return {
    exercise,
    averageFormScore: roundToTenth(mean(averages)),
    consistency: Math.round(mean(scored.map((entry) => entry.result.formConsistency)) * 100) / 100,
    totalReps: scored.reduce((sum, entry) => sum + entry.result.totalReps, 0),
    sessionCount: scored.length,
    improvementTrend: classifyTrend(averages, TREND_SLOPE.metrics),
    lastWeekAverage:
      lastWeek.length === 0
        ? null
        : roundToTenth(mean(lastWeek.map((e) => e.result.averageFormScore))),
    safetyIssues: lastWeek.reduce((sum, entry) => sum + entry.result.safetyIssues.length, 0),
    lastUpdated: scored.at(-1)?.date ?? null,
  };
}
