import { FORM_TREND_MIN_RECORDS, MS_PER_DAY, TIMEFRAME_DAYS, TREND_SLOPE } from '../pose-constants';
import type { TrendDirection } from '../pose-types';
import { roundToTenth } from '../analysis/score-form';
import { assessPlateauRisk, classifyTrend, computeSlope } from './compute-trend';
import type {
  ExerciseHistoryEntry,
  Milestone,
  PersonalRecord,
  ProgressState,
} from './progress-types';

/** Progress timeframes: 1 week, 2 weeks, 1 month (30 days), 3 months (90 days). */
export type ProgressTimeframe = 'week' | 'twoWeeks' | 'month' | 'threeMonths';

/** Progress of one exercise over a timeframe (spec 03 §3). */
export interface ProgressMetrics {
  timeframe: ProgressTimeframe;
  exerciseName: string;
  totalSessions: number;
  totalReps: number;
  averageFormScore: number;
  formTrend: TrendDirection | 'insufficient_data';
  consistencyTrend: TrendDirection | 'insufficient_data';
  /** Trend of reps per session. */
  strengthTrend: TrendDirection | 'insufficient_data';
  /** Form points gained per session (least-squares slope, two decimals). */
  improvementRate: number;
  plateauRisk: 'low' | 'medium' | 'high';
  /** Safety issues per session: above 1 high, above 0.3 moderate, else low. */
  injuryRisk: 'low' | 'moderate' | 'high';
  milestones: Milestone[];
  recommendations: string[];
}

function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((sum, v) => sum + v, 0) / values.length;
}

function isWithin(date: number, timeframe: ProgressTimeframe, nowMs: number): boolean {
  return nowMs - date < TIMEFRAME_DAYS[timeframe] * MS_PER_DAY;
}

function recommend(metrics: Omit<ProgressMetrics, 'recommendations'>): string[] {
  const out: string[] = [];
  if (metrics.injuryRisk !== 'low')
    out.push(`Review your ${metrics.exerciseName} technique before adding load.`);
  if (metrics.formTrend === 'declining')
    out.push('Form is slipping: lighten the load or rest longer.');
  if (metrics.plateauRisk === 'high')
    out.push('Progress has flattened: vary tempo, sets or the variation.');
  if (metrics.averageFormScore >= 8.5 && metrics.formTrend !== 'declining')
    out.push('Form is excellent: add weight gradually.');
  if (metrics.totalSessions < FORM_TREND_MIN_RECORDS.perExercise)
    out.push('Track a few more sessions to see your trends.');
  return out;
}

/**
 * One exercise's progress over a timeframe at `nowMs`. Trends use a slope threshold of 0.1 and need
 * 3 sessions ('insufficient_data' before); plateau risk needs 5 sessions (low before).
 */
export function computeProgressMetrics(
  state: ProgressState,
  exerciseName: string,
  timeframe: ProgressTimeframe,
  nowMs: number,
): ProgressMetrics {
  const entries = (state.exerciseHistory[exerciseName] ?? []).filter((e) =>
    isWithin(e.date, timeframe, nowMs),
  );
  const forms = entries.map((e) => e.result.averageFormScore);
  const threshold = TREND_SLOPE.progress;
  const issues = entries.reduce((sum, e) => sum + e.result.safetyIssues.length, 0);
  const issueRate = entries.length === 0 ? 0 : issues / entries.length;
  const metrics = {
    timeframe,
    exerciseName,
    totalSessions: entries.length,
    totalReps: entries.reduce((sum, e) => sum + e.result.totalReps, 0),
    averageFormScore: roundToTenth(mean(forms)),
    formTrend: classifyTrend(forms, threshold),
    consistencyTrend: classifyTrend(
      entries.map((e) => e.result.formConsistency),
      threshold / 10,
    ),
    strengthTrend: classifyTrend(
      entries.map((e) => e.result.totalReps),
      threshold,
    ),
    improvementRate: Math.round(computeSlope(forms) * 100) / 100,
    plateauRisk: assessPlateauRisk(forms, threshold),
    injuryRisk:
      issueRate > 1
        ? ('high' as const)
        : issueRate > 0.3
          ? ('moderate' as const)
          : ('low' as const),
    milestones: state.milestones.filter(
      (m) => m.exercise === exerciseName && isWithin(m.achievedAt, timeframe, nowMs),
    ),
  };
  return { ...metrics, recommendations: recommend(metrics) };
}

/** A summary of all tracked training over a timeframe (spec 03 §3). */
export interface ProgressSummary {
  period: ProgressTimeframe;
  totalWorkouts: number;
  totalExercises: number;
  totalReps: number;
  averageFormScore: number;
  /** Mean form of the period's last session minus its first's; null under 5 exercise records. */
  formImprovement: number | null;
  consistencyScore: number;
  personalRecords: PersonalRecord[];
  topAchievements: string[];
  areasForImprovement: string[];
  strengthAreas: string[];
  nextGoals: string[];
}

/**
 * Sums up a timeframe: workouts, exercise results, reps, mean form and consistency, form
 * improvement (needs 5 exercise records), records and milestones in the period, exercises under
 * 7 or declining (needs 3 records of the exercise) as areas to improve, 8+ as strengths.
 */
export function summarizeProgress(
  state: ProgressState,
  period: ProgressTimeframe,
  nowMs: number,
): ProgressSummary {
  const sessions = state.sessions.filter((s) => isWithin(s.date, period, nowMs));
  const entries: ExerciseHistoryEntry[] = Object.values(state.exerciseHistory)
    .flatMap((history) => history.filter((e) => isWithin(e.date, period, nowMs)))
    .sort((a, b) => a.date - b.date);
  const sessionForms = new Map<string, number[]>();
  for (const entry of entries) {
    sessionForms.set(entry.sessionId, [
      ...(sessionForms.get(entry.sessionId) ?? []),
      entry.result.averageFormScore,
    ]);
  }
  const sessionMeans = [...sessionForms.values()].map(mean);
  const first = sessionMeans[0];
  const last = sessionMeans.at(-1);
  const names = Object.keys(state.exerciseHistory);
  const perExercise = names
    .map((name) => computeProgressMetrics(state, name, period, nowMs))
    .filter((m) => m.totalSessions > 0);
  const areasForImprovement = perExercise
    .filter(
      (m) =>
        m.totalSessions >= FORM_TREND_MIN_RECORDS.perExercise &&
        (m.averageFormScore < 7 || m.formTrend === 'declining'),
    )
    .map(
      (m) =>
        `${m.exerciseName}: form ${m.averageFormScore}/10${m.formTrend === 'declining' ? ', declining' : ''}`,
    );
  const strengthAreas = perExercise
    .filter((m) => m.averageFormScore >= 8)
    .map((m) => `${m.exerciseName}: form ${m.averageFormScore}/10`);
  const milestones = state.milestones.filter((m) => isWithin(m.achievedAt, period, nowMs));
  const nextGoals = perExercise.map((m) =>
    m.averageFormScore >= 8.5
      ? `Keep ${m.exerciseName} form above 8.5 while adding load`
      : `Raise ${m.exerciseName} form to ${Math.min(10, roundToTenth(m.averageFormScore + 1))}/10`,
  );
  return {
    period,
    totalWorkouts: sessions.length,
    totalExercises: entries.length,
    totalReps: entries.reduce((sum, e) => sum + e.result.totalReps, 0),
    averageFormScore: roundToTenth(mean(entries.map((e) => e.result.averageFormScore))),
    formImprovement:
      entries.length >= FORM_TREND_MIN_RECORDS.overall && first !== undefined && last !== undefined
        ? roundToTenth(last - first)
        : null,
    consistencyScore: Math.round(mean(entries.map((e) => e.result.formConsistency)) * 100) / 100,
    personalRecords: state.personalRecords.filter((r) => isWithin(r.achievedAt, period, nowMs)),
    topAchievements: milestones
      .slice(-3)
      .reverse()
      .map((m) => m.title),
    areasForImprovement,
    strengthAreas,
    nextGoals,
  };
}
