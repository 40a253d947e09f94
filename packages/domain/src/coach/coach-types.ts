/** What a user's chat message is about; the coach answers each differently. */
export type CoachIntent =
  | 'injury'
  | 'form-feedback'
  | 'exercise-technique'
  | 'workout-plan'
  | 'nutrition'
  | 'recovery'
  | 'progress'
  | 'motivation'
  | 'greeting'
  | 'out-of-scope';

/** Every intent, in the order the classifier breaks ties (safety first). */
export const coachIntents: readonly CoachIntent[] = [
  'injury',
  'form-feedback',
  'exercise-technique',
  'workout-plan',
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

/** A pose-tracking form score for one exercise (1-10, 10 best). */
export interface CoachFormScore {
  exercise: string;
  score: number;
  /** ISO date-time of the analysis, when known. */
  date: string | null;
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
  /** Goal keywords such as 'muscle_gain' or 'weight-loss'. */
  goals: string[];
  plan: { name: string; frequency: string | null; sessionLength: string | null } | null;
  todayWorkout: { name: string; exercises: CoachWorkoutExercise[] } | null;
  recentSessions: CoachSession[];
  /** Sessions in the last 30 days, from the workout stats. */
  sessionsLast30Days: number | null;
  formScores: CoachFormScore[];
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
  plan: null,
  todayWorkout: null,
  recentSessions: [],
  sessionsLast30Days: null,
  formScores: [],
  latestMeasurement: null,
  weightTrend: null,
  progressGoals: [],
  nutrition: null,
  safetyConsiderations: [],
};

/** A reply of the built-in coach. */
export interface CoachReply {
  intent: CoachIntent;
  message: string;
  suggestions: string[];
}
