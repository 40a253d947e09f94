/** Fitness levels (spec 03 §3), lowest first. */
export const fitnessLevels = ['BEGINNER', 'INTERMEDIATE', 'ADVANCED', 'ATHLETE'] as const;
/** A fitness level. */
export type FitnessLevel = (typeof fitnessLevels)[number];

/** Training goals (spec 03 §3). */
export const trainingGoals = [
  'WEIGHT_LOSS',
  'MUSCLE_GAIN',
  'ENDURANCE',
  'STRENGTH',
  'FLEXIBILITY',
  'REHABILITATION',
  'MAINTENANCE',
] as const;
/** A training goal. */
export type TrainingGoal = (typeof trainingGoals)[number];

/** Session and week intensities (spec 03 §3), lowest first; badge colours green, yellow, orange, red. */
export const intensities = ['LOW', 'MODERATE', 'HIGH', 'MAXIMUM'] as const;
/** An intensity. */
export type Intensity = (typeof intensities)[number];

/** The equipment options of the progressive form (spec 03 §3), in the spec's order. */
export const equipmentOptions = [
  'Dumbbells',
  'Barbell',
  'Resistance Bands',
  'Pull-up Bar',
  'Kettlebells',
  'Medicine Ball',
  'Yoga Mat',
  'Foam Roller',
  'Cable Machine',
  'Smith Machine',
  'Treadmill',
  'Stationary Bike',
  'Rowing Machine',
  'Bodyweight Only',
] as const;
/** An equipment option. */
export type EquipmentOption = (typeof equipmentOptions)[number];

/** Exercise categories of the library filter (spec 03 §2). */
export const exerciseCategories = ['STRENGTH', 'CARDIO', 'FLEXIBILITY', 'BALANCE'] as const;
/** An exercise category. */
export type ExerciseCategory = (typeof exerciseCategories)[number];

/** Library difficulty values (spec 03 §3), easiest first; the library filters on EASY, MODERATE, HARD. */
export const exerciseDifficulties = ['VERY_EASY', 'EASY', 'MODERATE', 'HARD', 'VERY_HARD'] as const;
/** An exercise difficulty. */
export type ExerciseDifficulty = (typeof exerciseDifficulties)[number];
/** The difficulty filter buttons of the library (spec 03 §2). */
export const libraryDifficultyFilters = ['EASY', 'MODERATE', 'HARD'] as const;

/** Muscle groups the catalogue tags exercises with. */
export const muscleGroups = [
  'chest',
  'back',
  'shoulders',
  'biceps',
  'triceps',
  'forearms',
  'core',
  'glutes',
  'quadriceps',
  'hamstrings',
  'calves',
  'hip flexors',
  'adductors',
  'full body',
  'cardiovascular',
] as const;
/** A muscle group. */
export type MuscleGroup = (typeof muscleGroups)[number];

/** Injury areas the onboarding assessment asks about (spec 02 §3, without none/other). */
export const injuryAreas = ['back', 'knee', 'shoulder', 'wrist', 'ankle', 'hip', 'neck'] as const;
/** An injury area. */
export type InjuryArea = (typeof injuryAreas)[number];

/** Medical conditions the onboarding assessment asks about (spec 02 §3, without none/other). */
export const medicalConditions = [
  'diabetes',
  'hypertension',
  'heart-condition',
  'arthritis',
  'asthma',
  'pregnancy',
] as const;
/** A medical condition. */
export type MedicalCondition = (typeof medicalConditions)[number];

/** Mobility aids the onboarding assessment asks about (spec 02 §3 accessibility, without none). */
export const mobilityAids = ['wheelchair', 'walker', 'cane', 'crutches', 'prosthetic'] as const;
/** A mobility aid. */
export type MobilityAid = (typeof mobilityAids)[number];

/**
 * Body positions an exercise is done in, so a session can honour "nothing on the floor", "not
 * flat on my back" or "seated only": `standing` on the feet (a wall or doorframe for support
 * included), `leaning` feet on the floor with the hands or forearms braced on a bench, chair or
 * table, `seated` on a chair, bench or machine seat, `reclined` back against an inclined bench,
 * `kneeling` on one or both knees (hands and knees included), `floor-plank` hands or forearms and
 * feet on the floor, face down (push-ups, planks, burpees), `floor-back` lying face up,
 * `floor-front` lying face down, `floor-side` lying on the side, `floor-seated` sitting on the
 * floor, `bench-back` lying face up on a flat bench, `bench-front` lying face down over a bench,
 * `hanging` from a bar (inverted rows included).
 */
export const exercisePositions = [
  'standing',
  'leaning',
  'seated',
  'reclined',
  'kneeling',
  'floor-plank',
  'floor-back',
  'floor-front',
  'floor-side',
  'floor-seated',
  'bench-back',
  'bench-front',
  'hanging',
] as const;
/** A body position. */
export type ExercisePosition = (typeof exercisePositions)[number];

/** How fast the programme progresses (spec 03 §5). */
export const progressionPreferences = ['conservative', 'moderate', 'aggressive'] as const;
/** A progression preference. */
export type ProgressionPreference = (typeof progressionPreferences)[number];

/** How often the user checks in (spec 03 §5). */
export const checkInFrequencies = ['weekly', 'biweekly'] as const;
/** A check-in frequency. */
export type CheckInFrequency = (typeof checkInFrequencies)[number];

/** Week days, Monday first (the week starts on Monday, spec 03 §9); `day` 1 is Monday. */
export const weekDays = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
/** A week day's name. */
export type WeekDay = (typeof weekDays)[number];

/** Days per week the form offers (spec 03 §5). */
export const selectableDaysPerWeek = [2, 3, 4, 5, 6, 7] as const;
/** Session minutes the form offers (spec 03 §5). */
export const selectableSessionMinutes = [20, 30, 45, 60, 75, 90, 120] as const;

/** Plan constants of spec 03 §9. */
export const workoutPlanConstants = {
  /** A progressive programme lasts 4 weeks; weeks are generated while the current week is below this. */
  programWeeks: 4,
  /** Duration of a plan when none is given, in weeks. */
  defaultPlanWeeks: 12,
  defaultWorkoutMinutes: 45,
  defaultRestSeconds: 60,
  defaultPerceivedExertion: 5,
  /** Calories per completed workout = this × totalDuration in minutes. */
  caloriesPerMinute: 10,
  /** Default progress metrics of a plan. */
  defaultProgressMetrics: ['Strength', 'Endurance', 'Form'],
} as const;

/** A catalogue exercise's stable id: its name as a slug ("Farmer's Carry" → "farmer-s-carry"). */
export function exerciseIdOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
