import type { FormAnalysis } from '../analysis/analysis-types';

/** One set of a tracked exercise (spec 03 §3); `duration` in seconds. */
export interface SetResult {
  setNumber: number;
  reps: number;
  /** Each rep's score (1-10), in order. */
  formScores: number[];
  averageFormScore: number;
  /** The analyses logged for the set (the worst frame of each rep). */
  analyses: FormAnalysis[];
  duration: number;
}

/** Running totals of one exercise in a session (spec 03 §3). */
export interface ExerciseResult {
  exerciseName: string;
  sets: SetResult[];
  averageFormScore: number;
  bestFormScore: number;
  worstFormScore: number;
  totalReps: number;
  /** 1 − (best − worst) / 10: 1 when every rep scored the same. */
  formConsistency: number;
  /** Safety issues seen (one line per occurrence). */
  safetyIssues: string[];
  /** What went well. */
  improvements: string[];
  /** What to work on. */
  concerns: string[];
}

/** A finished workout (spec 03 §3); `date` epoch ms, `totalDuration` seconds. */
export interface WorkoutSession {
  id: string;
  date: number;
  exercises: ExerciseResult[];
  totalDuration: number;
  /** Mean of the exercises' average form scores, 0 without tracked exercises. */
  overallScore: number;
  userId: string;
}

/** A best value of an exercise. */
export interface PersonalRecord {
  id: string;
  exercise: string;
  metric: 'form_score' | 'consistency';
  value: number;
  achievedAt: number;
  sessionId: string;
  /** The record it beat; null for the first. */
  previousRecord: number | null;
  /** value − previousRecord; null for the first. */
  improvement: number | null;
}

/** A milestone (spec 03 §3). */
export interface Milestone {
  id: string;
  type: 'technique_mastery' | 'safety' | 'form_improvement';
  exercise: string;
  title: string;
  description: string;
  achievedAt: number;
  value: number;
  previousValue: number | null;
  isPersonalBest: boolean;
}

/** One session's result of an exercise, as the history keeps it. */
export interface ExerciseHistoryEntry {
  sessionId: string;
  date: number;
  result: ExerciseResult;
}

/** Everything the progress tracker keeps. */
export interface ProgressState {
  /** The 500 newest sessions, oldest first. */
  sessions: readonly WorkoutSession[];
  /** Per exercise name, its 50 newest results, oldest first. */
  exerciseHistory: Readonly<Record<string, readonly ExerciseHistoryEntry[]>>;
  personalRecords: readonly PersonalRecord[];
  /** The 100 newest milestones, oldest first. */
  milestones: readonly Milestone[];
  /** Per exercise name, the sessions in a row without a safety issue (up to now). */
  safeStreaks: Readonly<Record<string, number>>;
}

/** The empty tracker. */
export const initialProgressState: ProgressState = {
  sessions: [],
  exerciseHistory: {},
  personalRecords: [],
  milestones: [],
  safeStreaks: {},
};
