import { MS_PER_DAY, TIMEFRAME_DAYS } from '../pose-constants';
import type { ProgressTimeframe } from './compute-progress-metrics';
import type { ProgressState } from './progress-types';

/** One finished session's form on an exercise. */
export interface FormHistoryPoint {
  sessionId: string;
  /** Epoch ms the session was finished. */
  date: number;
  /** 1-10. */
  averageFormScore: number;
  /** 1-10. */
  bestFormScore: number;
  /** 0-1: 1 − (best − worst) / 10. */
  formConsistency: number;
  totalReps: number;
}

/**
 * An exercise's form session by session over a timeframe (1 week, 2 weeks, 30 or 90 days up to
 * `nowMs`), oldest first, from the progress tracker's history (its 50 newest sessions); empty
 * for an exercise not trained in it.
 */
export function buildFormHistory(
  state: ProgressState,
  exerciseName: string,
  timeframe: ProgressTimeframe,
  nowMs: number,
): FormHistoryPoint[] {
  const spanMs = TIMEFRAME_DAYS[timeframe] * MS_PER_DAY;
  return (state.exerciseHistory[exerciseName] ?? [])
    .filter((entry) => nowMs - entry.date < spanMs)
    .map(({ sessionId, date, result }) => ({
      sessionId,
      date,
      averageFormScore: result.averageFormScore,
      bestFormScore: result.bestFormScore,
      formConsistency: result.formConsistency,
      totalReps: result.totalReps,
    }));
}
