import type {
  CheckInFrequency,
  ExerciseCategory,
  ExerciseDifficulty,
  ExercisePosition,
  FitnessLevel,
  InjuryArea,
  Intensity,
  MedicalCondition,
  MobilityAid,
  ProgressionPreference,
  TrainingGoal,
  WeekDay,
} from './workout-vocabulary';

/**
 * What the plan engine builds from (spec 03 §3 "Progressive requirements"), declared structurally
 * because domain cannot import contracts; `sessionDuration` in minutes.
 */
export interface TrainingRequirements {
  primaryGoal: TrainingGoal;
  secondaryGoals: readonly TrainingGoal[];
  fitnessLevel: FitnessLevel;
  daysPerWeek: number;
  sessionDuration: number;
  equipment: readonly string[];
  limitations?: string | undefined;
  injuries: readonly InjuryArea[];
  conditions: readonly MedicalCondition[];
  /**
   * Mobility aids from onboarding's accessibility step (a structured addition like `injuries`):
   * a wheelchair keeps every exercise seated, a walker or crutches keep them off the floor.
   */
  mobilityAids?: readonly MobilityAid[];
  progressionPreference: ProgressionPreference;
  checkInFrequency: CheckInFrequency;
  adaptiveIntelligence: boolean;
}

/** A catalogue exercise as the engine reads it (the service owns the data). */
export interface EngineExercise {
  id: string;
  name: string;
  description: string;
  muscleGroups: readonly string[];
  equipment: readonly string[];
  difficulty: ExerciseDifficulty;
  category: ExerciseCategory;
  contraindications: {
    injuries: readonly InjuryArea[];
    conditions: readonly MedicalCondition[];
  };
  formCues: readonly string[];
  modifications: readonly string[];
  progressions: readonly string[];
  safetyNotes: readonly string[];
  /** Held for time rather than counted in reps. */
  isTimed: boolean;
  /** Movement pattern, e.g. 'squat', 'hinge', 'push', 'row', 'core', 'cardio', 'stretch'. */
  pattern: string;
  /**
   * The body positions it can be done in, the usual one first (optional: engine fixtures may omit
   * it; an exercise without them is left out of any session that limits positions).
   */
  positions?: readonly ExercisePosition[];
  /** Other names people use for the exercise (optional: engine fixtures may omit it). */
  aliases?: readonly string[];
  /** The most common technique mistakes (optional: engine fixtures may omit it). */
  commonMistakes?: readonly string[];
}

/** A 4-week outline's week theme. */
export interface WeeklyThemeOutline {
  week: number;
  theme: string;
  focus: string;
  intensity: Intensity;
}

/** The 4-week training outline; `totalDuration` in weeks. */
export interface TrainingOutlinePlan {
  programName: string;
  difficulty: FitnessLevel;
  totalDuration: number;
  progressionStrategy: { volumeProgression: string; intensityProgression: string };
  progressMetrics: string[];
  weeklyThemes: WeeklyThemeOutline[];
}

/** A weekly check-in: completionRate 0–1, difficulty and energy 1–10. */
export interface CheckIn {
  completionRate: number;
  difficulty: number;
  energy: number;
  notes?: string | undefined;
}

/** A verdict on volume or intensity. */
export type AdjustmentDirection = 'increase' | 'maintain' | 'decrease';

/** A recovery verdict. */
export type RecoveryAdjustment = 'more' | 'same' | 'less';

/** What the progression rules recommend after a check-in (spec 03 §3, §9). */
export interface ProgressionAdvice {
  volumeAdjustment: AdjustmentDirection;
  intensityAdjustment: AdjustmentDirection;
  recoveryAdjustment: RecoveryAdjustment;
  motivation: string;
}

/** Cumulative volume and intensity steps from week 1 (0 = as planned) and the recovery applied. */
export interface ProgressionLevels {
  volumeLevel: number;
  intensityLevel: number;
  recovery: RecoveryAdjustment;
}

/** A warm-up or cool-down item; `duration` in seconds. */
export interface RoutineStep {
  name: string;
  duration: number;
  description: string;
}

/** A prescribed exercise; `reps` or `duration` (seconds) is set, the other null; `rest` in seconds. */
export interface PrescribedExercise {
  exerciseId: string;
  name: string;
  sets: number;
  reps: number | null;
  duration: number | null;
  rest: number;
  weight: string;
  description: string;
  category: ExerciseCategory;
  muscleGroups: string[];
  equipment: string[];
  formCues: string[];
  modifications: string[];
  progressions: string[];
  safetyNotes: string[];
  notes: string;
}

/** One training day; `dayNumber` 1 = Monday, `workoutDate` YYYY-MM-DD, `duration` in minutes. */
export interface TrainingDay {
  day: WeekDay;
  dayNumber: number;
  workoutDate: string;
  name: string;
  type: string;
  duration: number;
  intensity: Intensity;
  notes: string;
  warmup: RoutineStep[];
  exercises: PrescribedExercise[];
  cooldown: RoutineStep[];
}

/** A generated week: overview message, its training days and the progression levels applied. */
export interface WeekPlanContent {
  message: string;
  workouts: TrainingDay[];
  progression: ProgressionLevels;
}
