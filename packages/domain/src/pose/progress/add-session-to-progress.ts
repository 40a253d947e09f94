import { ACHIEVEMENT_MIN_ANALYSES, MILESTONE_RULES, PROGRESS_LIMITS } from '../pose-constants';
import { roundToTenth } from '../analysis/score-form';
import { computeExerciseMetrics } from '../adaptive/compute-exercise-metrics';
import type {
  ExerciseHistoryEntry,
  Milestone,
  PersonalRecord,
  ProgressState,
  WorkoutSession,
} from './progress-types';

/** What adding a session produced. */
export interface ProgressUpdate {
  state: ProgressState;
  newRecords: PersonalRecord[];
  newMilestones: Milestone[];
}

function findRecord(
  records: readonly PersonalRecord[],
  exercise: string,
  metric: PersonalRecord['metric'],
): PersonalRecord | undefined {
  return records.filter((r) => r.exercise === exercise && r.metric === metric).at(-1);
}

function checkRecords(
  records: readonly PersonalRecord[],
  session: WorkoutSession,
  entry: ExerciseHistoryEntry,
): PersonalRecord[] {
  const values = {
    form_score: entry.result.averageFormScore,
    consistency: entry.result.formConsistency,
  } as const;
  return (['form_score', 'consistency'] as const).flatMap((metric) => {
    const previous = findRecord(records, entry.result.exerciseName, metric);
    const value = values[metric];
    if (previous && value <= previous.value) return [];
    return [
      {
        id: `record-${entry.result.exerciseName}-${metric}-${session.id}`,
        exercise: entry.result.exerciseName,
        metric,
        value,
        achievedAt: session.date,
        sessionId: session.id,
        previousRecord: previous?.value ?? null,
        improvement: previous ? Math.round((value - previous.value) * 100) / 100 : null,
      },
    ];
  });
}

function checkMilestones(
  milestones: readonly Milestone[],
  history: readonly ExerciseHistoryEntry[],
  session: WorkoutSession,
  streak: number,
): Milestone[] {
  const rules = MILESTONE_RULES;
  const latest = history.at(-1);
  if (!latest) return [];
  const exercise = latest.result.exerciseName;
  const own = milestones.filter((m) => m.exercise === exercise);
  const found: Milestone[] = [];
  const base = { exercise, achievedAt: session.date, isPersonalBest: false };
  const metrics = computeExerciseMetrics(exercise, history, session.date);
  const hasMastery = own.some((m) => m.type === 'technique_mastery');
  if (
    !hasMastery &&
    history.length >= ACHIEVEMENT_MIN_ANALYSES &&
    metrics.averageFormScore >= rules.masteryFormScore &&
    metrics.consistency >= rules.masteryConsistency
  ) {
    found.push({
      ...base,
      id: `milestone-mastery-${exercise}-${session.id}`,
      type: 'technique_mastery',
      title: `${exercise} technique mastered`,
      description: `Average form ${metrics.averageFormScore}/10 with ${Math.round(metrics.consistency * 100)}% consistency.`,
      value: metrics.averageFormScore,
      previousValue: null,
      isPersonalBest: true,
    });
  }
  if (streak > 0 && streak % rules.safetyStreakSessions === 0) {
    found.push({
      ...base,
      id: `milestone-safety-${exercise}-${session.id}`,
      type: 'safety',
      title: `${streak} safe ${exercise} sessions`,
      description: `${streak} sessions in a row without a safety issue.`,
      value: streak,
      previousValue: streak - rules.safetyStreakSessions || null,
    });
  }
  const window = history.slice(-rules.improvementSessions);
  const first = window[0];
  const sinceLastImprovement =
    own.filter((m) => m.type === 'form_improvement').at(-1)?.achievedAt ?? -Infinity;
  if (window.length === rules.improvementSessions && first && first.date > sinceLastImprovement) {
    const gain = roundToTenth(latest.result.averageFormScore - first.result.averageFormScore);
    if (gain >= rules.improvementPoints) {
      found.push({
        ...base,
        id: `milestone-improvement-${exercise}-${session.id}`,
        type: 'form_improvement',
        title: `${exercise} form up ${gain} points`,
        description: `From ${first.result.averageFormScore} to ${latest.result.averageFormScore} over ${rules.improvementSessions} sessions.`,
        value: latest.result.averageFormScore,
        previousValue: first.result.averageFormScore,
      });
    }
  }
  return found;
}

/**
 * Adds a finished session: stores it (500 newest), appends each tracked exercise's result to its
 * history (50 newest), records personal bests of form score and consistency (the first result
 * sets the record), and awards milestones (100 newest kept): technique mastery once per exercise
 * at form 8.5 and consistency 0.85 over at least 3 sessions; a safety milestone every 5 sessions
 * in a row without issues; form improvement of 1.5 points over 5 sessions (the window must start
 * after the previous improvement milestone).
 */
export function addSessionToProgress(
  state: ProgressState,
  session: WorkoutSession,
): ProgressUpdate {
  const exerciseHistory = { ...state.exerciseHistory };
  const safeStreaks = { ...state.safeStreaks };
  let records = [...state.personalRecords];
  let milestones = [...state.milestones];
  const newRecords: PersonalRecord[] = [];
  const newMilestones: Milestone[] = [];
  for (const result of session.exercises) {
    if (result.totalReps === 0 && result.sets.length === 0) continue;
    const entry = { sessionId: session.id, date: session.date, result };
    const history = [...(exerciseHistory[result.exerciseName] ?? []), entry].slice(
      -PROGRESS_LIMITS.exerciseHistory,
    );
    exerciseHistory[result.exerciseName] = history;
    const foundRecords = checkRecords(records, session, entry);
    const streak =
      result.safetyIssues.length === 0 ? (safeStreaks[result.exerciseName] ?? 0) + 1 : 0;
    safeStreaks[result.exerciseName] = streak;
    const foundMilestones = checkMilestones(milestones, history, session, streak);
    records = [...records, ...foundRecords];
    milestones = [...milestones, ...foundMilestones].slice(-PROGRESS_LIMITS.milestones);
    newRecords.push(...foundRecords);
    newMilestones.push(...foundMilestones);
  }
  return {
    state: {
      sessions: [...state.sessions, session].slice(-PROGRESS_LIMITS.sessions),
      exerciseHistory,
      personalRecords: records,
      milestones,
      safeStreaks,
    },
    newRecords,
    newMilestones,
  };
}
