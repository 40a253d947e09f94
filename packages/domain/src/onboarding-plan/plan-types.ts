/**
 * The onboarding answers plan generation reads (spec 02 §3), declared structurally because domain
 * cannot import contracts. Choice answers are listed values or `custom:<text>`; weights in lb,
 * height in feet + inches, age in years; optional answers are null or [].
 */
export interface PlanAnswers {
  personalInfo: {
    age: number;
    height: { feet: number; inches: number };
    weight: number;
    biologicalSex: string;
    activityLevel: string;
  };
  fitnessGoals: {
    primaryGoal: string;
    secondaryGoals: readonly string[];
  };
  experience: {
    fitnessLevel: string;
    previousInjuries: readonly string[];
    currentLimitations: readonly string[];
    preferredWorkoutTypes: readonly string[];
    exercisePreferences: { workoutDuration: string; workoutFrequency: string; intensity: string };
  };
  health: {
    medicalConditions: readonly string[];
    physicianApproval: boolean;
    pregnancyStatus?: boolean | null;
  };
  accessibility: {
    needsModifications?: boolean | null;
    mobilityAids: readonly string[];
    visualImpairment?: boolean | null;
    hearingImpairment?: boolean | null;
  };
  preferences: { feedbackFrequency?: string | null };
}

/** Macronutrient split in percent of daily calories; the three always sum to 100. */
export interface MacroSplit {
  protein: number;
  carbs: number;
  fats: number;
}

/** Daily water: litres (one decimal) and the sentence shown to the user. */
export interface HydrationGuidance {
  dailyLitres: number;
  text: string;
}

/** Nutrition part of a plan: kcal per day, macro percentages, hydration sentence and litres. */
export interface NutritionGuidance {
  calorieTarget: number;
  macroSplit: MacroSplit;
  hydrationGuidance: string;
  dailyWaterLitres: number;
}

/** How often the user checks in on their progress. */
export type CheckInSchedule = 'weekly' | 'bi-weekly';

/** The generated workout plan (spec 02 §3 "Recommendations response"). */
export interface WorkoutPlan {
  name: string;
  description: string;
  type: string;
  /** Session length as shown, e.g. "45 min". */
  duration: string;
  /** Sessions per week as shown, e.g. "3-4 times per week". */
  frequency: string;
  nutritionGuidance: NutritionGuidance;
  progressMetrics: string[];
  checkInSchedule: CheckInSchedule;
  safetyConsiderations: string[];
}

/** The recommendations: the plan plus the spec's top-level copies of its guidance. */
export interface PlanRecommendations {
  workoutPlan: WorkoutPlan;
  nutritionGuidance: NutritionGuidance;
  progressMetrics: string[];
  checkInSchedule: CheckInSchedule;
  safetyConsiderations: string[];
}
