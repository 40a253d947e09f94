/** What the calorie target is computed from: SI body measures plus the relevant answers. */
export interface CalorieTargetInput {
  weightKg: number;
  heightCm: number;
  ageYears: number;
  /** 'male' | 'female'; anything else (other, prefer-not-to-say, custom) averages both formulas. */
  biologicalSex: string;
  /** An activity-level option; an unlisted (custom) answer counts as sedentary. */
  activityLevel: string;
  primaryGoal: string;
  isPregnant: boolean;
}

/** Total daily energy multipliers per activity level (Mifflin-St Jeor practice). */
export const activityFactors: Readonly<Record<string, number>> = {
  sedentary: 1.2,
  'lightly-active': 1.375,
  'moderately-active': 1.55,
  'very-active': 1.725,
  'extremely-active': 1.9,
};

/** kcal added to maintenance per day, by primary goal; unlisted goals keep maintenance. */
export const goalCalorieAdjustments: Readonly<Record<string, number>> = {
  'weight-loss': -500,
  'muscle-gain': 300,
};

/** The lowest daily kcal a deficit may reach, by sex; others take the average. */
export const minimumDailyCalories = { female: 1200, male: 1500, other: 1350 } as const;

/** Age below which no deficit is applied: Mifflin-St Jeor targets adults and teens still grow. */
export const adultAgeYears = 18;

/**
 * Daily calorie target in kcal, rounded to the nearest 10: Mifflin-St Jeor resting energy
 * (men 10w + 6.25h − 5a + 5, women … − 161, others the average) × the activity factor, plus the
 * goal adjustment. A deficit never goes below the sex's safe minimum (nor above maintenance when
 * maintenance is already lower), and is skipped during pregnancy and under 18.
 */
export function calculateCalorieTarget(input: CalorieTargetInput): number {
  const base = 10 * input.weightKg + 6.25 * input.heightCm - 5 * input.ageYears;
  const restingKcal =
    input.biologicalSex === 'male'
      ? base + 5
      : input.biologicalSex === 'female'
        ? base - 161
        : base - 78;
  const maintenanceKcal = restingKcal * (activityFactors[input.activityLevel] ?? 1.2);
  const adjustmentKcal = goalCalorieAdjustments[input.primaryGoal] ?? 0;
  const isDeficitAllowed = !input.isPregnant && input.ageYears >= adultAgeYears;
  if (adjustmentKcal >= 0) return roundToTen(maintenanceKcal + adjustmentKcal);
  if (!isDeficitAllowed) return roundToTen(maintenanceKcal);
  const floorKcal = Math.min(minimumDailyCaloriesFor(input.biologicalSex), maintenanceKcal);
  return roundToTen(Math.max(maintenanceKcal + adjustmentKcal, floorKcal));
}

function minimumDailyCaloriesFor(biologicalSex: string): number {
  if (biologicalSex === 'male') return minimumDailyCalories.male;
  if (biologicalSex === 'female') return minimumDailyCalories.female;
  return minimumDailyCalories.other;
}

function roundToTen(kcal: number): number {
  return Math.round(kcal / 10) * 10;
}
