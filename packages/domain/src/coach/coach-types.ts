/** What a user's chat message is about; the coach answers each differently. */
export type CoachIntent =
  | 'injury'
  | 'health'
  | 'form-feedback'
  | 'exercise-technique'
  | 'workout-request'
  | 'workout-plan'
  | 'training'
  | 'nutrition'
  | 'recovery'
  | 'progress'
  | 'motivation'
  | 'greeting'
  | 'out-of-scope';

/**
 * Every intent, in the order the classifier breaks ties (safety first): pain and injury, health
 * and medical, the user's own form, an exercise's technique, a workout asked for now, the user's
 * plan, then the knowledge areas, the user's progress, motivation, a greeting.
 */
export const coachIntents: readonly CoachIntent[] = [
  'injury',
  'health',
  'form-feedback',
  'exercise-technique',
  'workout-request',
  'workout-plan',
  'training',
  'nutrition',
  'recovery',
  'progress',
  'motivation',
  'greeting',
  'out-of-scope',
];

/** The coach's tone (mirrors the contracts' communication styles). */
export type CoachStyle = 'supportive' | 'direct' | 'analytical' | 'humorous' | 'encouraging';

/** How the coach motivates (mirrors the contracts' motivation approaches). */
export type CoachMotivation = 'goal-oriented' | 'progress-focused' | 'achievement-based';

/** One exercise of today's workout. */
export interface CoachWorkoutExercise {
  name: string;
  sets: number | null;
  /** Reps per set, or a label such as "30 s"; null when not given. */
  reps: string | null;
}

/** A logged workout session, newest first in the context. */
export interface CoachSession {
  /** ISO date-time the session was logged. */
  date: string;
  durationMinutes: number | null;
  exerciseNames: string[];
}

/** Tracked form of one exercise over the last month (pose tracking, scores 1-10, 10 best). */
export interface CoachExerciseForm {
  /** 'Squat' or 'Deadlift' (the exercises the camera tracks). */
  exercise: string;
  averageScore: number;
  sessions: number;
  reps: number;
  trend: 'improving' | 'declining' | 'stable' | 'insufficient_data';
  /** The tracker's own advice for this exercise. */
  recommendations: string[];
}

/** An open (not dismissed) form risk the tracker found, e.g. knees caving on squats. */
export interface CoachRiskFactor {
  /** e.g. 'knee_valgus', 'back_rounding'. */
  type: string;
  severity: 'low' | 'moderate' | 'high' | 'critical';
  exercise: string;
  description: string;
  recommendations: string[];
}

/** What pose tracking stored about the user's form; empty lists when nothing is tracked. */
export interface CoachFormData {
  exercises: CoachExerciseForm[];
  riskFactors: CoachRiskFactor[];
  /** From the tracker's summary, e.g. "Squat depth". */
  areasForImprovement: string[];
}

/**
 * The user's onboarding answers the coach personalises with (onboarding option values, e.g.
 * primaryGoal 'weight-loss', injuries ['knee'], equipment ['dumbbells'], frequency '3-4-times',
 * duration '30-min'); custom answers are their text.
 */
export interface CoachProfile {
  primaryGoal: string | null;
  secondaryGoals: string[];
  fitnessLevel: string | null;
  age: number | null;
  injuries: string[];
  limitations: string[];
  conditions: string[];
  pregnant: boolean;
  equipment: string[];
  location: string | null;
  frequency: string | null;
  duration: string | null;
  /**
   * The mobility aids of the optional accessibility step ('wheelchair', 'walker', 'crutches',
   * 'cane', 'prosthetic'; [] when skipped or 'none'): they limit body positions as in the plan.
   */
  mobilityAids: string[];
}

/** A progress goal as the progress service reports it. */
export interface CoachGoal {
  goalType: string;
  description: string | null;
  /** 0-100, current divided by target, capped. */
  progressPercentage: number;
  targetDate: string | null;
}

/** The user's real data the coach personalises with; every part may be missing (null or empty). */
export interface CoachUserContext {
  name: string | null;
  /** 'beginner', 'intermediate' or 'advanced' when known. */
  fitnessLevel: string | null;
  /** Goal keywords, the onboarding primary goal first (e.g. 'weight-loss', 'strength'). */
  goals: string[];
  /** The stored onboarding answers; null when onboarding was not read. */
  profile: CoachProfile | null;
  plan: { name: string; frequency: string | null; sessionLength: string | null } | null;
  todayWorkout: { name: string; exercises: CoachWorkoutExercise[] } | null;
  recentSessions: CoachSession[];
  /** Sessions in the last 30 days, from the workout stats. */
  sessionsLast30Days: number | null;
  form: CoachFormData;
  latestMeasurement: {
    weight: number | null;
    bodyFat: number | null;
    muscleMass: number | null;
    recordedAt: string | null;
  } | null;
  /** Change of weight over the analytics period, with its direction. */
  weightTrend: { change: number; trend: 'increasing' | 'decreasing' | 'stable' } | null;
  progressGoals: CoachGoal[];
  nutrition: {
    calorieTarget: number;
    proteinPercent: number;
    carbsPercent: number;
    fatsPercent: number;
    dailyWaterLitres: number;
  } | null;
  /** From the onboarding plan, e.g. "Modify exercises to protect your knee". */
  safetyConsiderations: string[];
}

/** A context with nothing known about the user. */
export const emptyCoachContext: CoachUserContext = {
  name: null,
  fitnessLevel: null,
  goals: [],
  profile: null,
  plan: null,
  todayWorkout: null,
  recentSessions: [],
  sessionsLast30Days: null,
  form: { exercises: [], riskFactors: [], areasForImprovement: [] },
  latestMeasurement: null,
  weightTrend: null,
  progressGoals: [],
  nutrition: null,
  safetyConsiderations: [],
};
