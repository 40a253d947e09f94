import { buildHydrationGuidance } from './build-hydration-guidance';
import { buildProgressMetrics } from './build-progress-metrics';
import { calculateCalorieTarget } from './calculate-calorie-target';
import { chooseCheckInSchedule } from './choose-check-in-schedule';
import { chooseMacroSplit } from './choose-macro-split';
import { convertHeightToCm } from './convert-height-to-cm';
import { convertWeightToKg } from './convert-weight-to-kg';
import { deriveSafetyConsiderations } from './derive-safety-considerations';
import { describeWorkoutPlan } from './describe-workout-plan';
import type { NutritionGuidance, PlanAnswers, PlanRecommendations } from './plan-types';

/**
 * The recommendations for a completed onboarding (spec 02 §3): the workout plan with its
 * nutrition guidance, progress metrics, check-in schedule and safety considerations, and the
 * same four copied to the top level as the spec's fallbacks. Deterministic in its input.
 */
export function buildPlanRecommendations(answers: PlanAnswers): PlanRecommendations {
  const { personalInfo, fitnessGoals, experience, health, accessibility } = answers;
  const weightKg = convertWeightToKg(personalInfo.weight);
  const isPregnant =
    health.pregnancyStatus === true || health.medicalConditions.includes('pregnancy');
  const hydration = buildHydrationGuidance(weightKg);
  const nutritionGuidance: NutritionGuidance = {
    calorieTarget: calculateCalorieTarget({
      weightKg,
      heightCm: convertHeightToCm(personalInfo.height.feet, personalInfo.height.inches),
      ageYears: personalInfo.age,
      biologicalSex: personalInfo.biologicalSex,
      activityLevel: personalInfo.activityLevel,
      primaryGoal: fitnessGoals.primaryGoal,
      isPregnant,
    }),
    macroSplit: chooseMacroSplit(fitnessGoals.primaryGoal),
    hydrationGuidance: hydration.text,
    dailyWaterLitres: hydration.dailyLitres,
  };
  const progressMetrics = buildProgressMetrics(
    fitnessGoals.primaryGoal,
    fitnessGoals.secondaryGoals,
  );
  const checkInSchedule = chooseCheckInSchedule(answers.preferences.feedbackFrequency);
  const safetyConsiderations = deriveSafetyConsiderations({
    previousInjuries: experience.previousInjuries,
    currentLimitations: experience.currentLimitations,
    medicalConditions: health.medicalConditions,
    physicianApproval: health.physicianApproval,
    pregnancyStatus: health.pregnancyStatus,
    needsModifications: accessibility.needsModifications,
    mobilityAids: accessibility.mobilityAids,
    visualImpairment: accessibility.visualImpairment,
    hearingImpairment: accessibility.hearingImpairment,
  });
  const workoutPlan = {
    ...describeWorkoutPlan({
      primaryGoal: fitnessGoals.primaryGoal,
      fitnessLevel: experience.fitnessLevel,
      preferredWorkoutTypes: experience.preferredWorkoutTypes,
      workoutDuration: experience.exercisePreferences.workoutDuration,
      workoutFrequency: experience.exercisePreferences.workoutFrequency,
      intensity: experience.exercisePreferences.intensity,
    }),
    nutritionGuidance,
    progressMetrics,
    checkInSchedule,
    safetyConsiderations,
  };
  return {
    workoutPlan,
    nutritionGuidance: { ...nutritionGuidance, macroSplit: { ...nutritionGuidance.macroSplit } },
    progressMetrics: [...progressMetrics],
    checkInSchedule,
    safetyConsiderations: [...safetyConsiderations],
  };
}
