import {
  buildFormHistory,
  computeProgressMetrics,
  type FormHistoryPoint,
  summarizeProgress,
  type Milestone,
  type PersonalRecord,
  type ProgressMetrics,
  type ProgressSummary,
  type ProgressTimeframe,
} from '@repwise/domain/pose';
import type { WorkoutsDeps } from '../../workouts-deps';
import { trackedExerciseNames, trackedExercises } from './exercise-results';
import { loadProgressState } from './states';

/** The progress report of a timeframe. */
export interface PoseProgressReport {
  timeframe: ProgressTimeframe;
  summary: ProgressSummary;
  metrics: ProgressMetrics[];
  formHistory: { exerciseName: string; points: FormHistoryPoint[] }[];
  personalRecords: PersonalRecord[];
  milestones: Milestone[];
}

/**
 * The user's progress over a timeframe (spec 03 §3 "Progress and milestones"): the summary, the
 * metrics and session-by-session form of each tracked exercise trained in it, the current best of
 * each exercise and metric, and every kept milestone, newest first.
 */
export async function getPoseProgress(
  deps: WorkoutsDeps,
  userId: string,
  timeframe: ProgressTimeframe,
): Promise<PoseProgressReport> {
  const state = await loadProgressState(deps, userId);
  const nowMs = deps.now().getTime();
  const bests = new Map<string, PersonalRecord>();
  // Records are appended as they are beaten, so the last of each exercise and metric is the best.
  for (const record of state.personalRecords)
    bests.set(`${record.exercise}:${record.metric}`, record);
  return {
    timeframe,
    summary: summarizeProgress(state, timeframe, nowMs),
    metrics: trackedExercises
      .map((exercise) =>
        computeProgressMetrics(state, trackedExerciseNames[exercise], timeframe, nowMs),
      )
      .filter((metrics) => metrics.totalSessions > 0),
    formHistory: trackedExercises
      .map((exercise) => {
        const exerciseName = trackedExerciseNames[exercise];
        return { exerciseName, points: buildFormHistory(state, exerciseName, timeframe, nowMs) };
      })
      .filter((history) => history.points.length > 0),
    personalRecords: [...bests.values()],
    milestones: [...state.milestones].reverse(),
  };
}
