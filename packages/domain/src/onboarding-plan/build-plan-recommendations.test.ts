import { describe, expect, it } from 'vitest';
import { buildPlanRecommendations } from './build-plan-recommendations';
import type { PlanAnswers } from './plan-types';

function buildAnswers(): PlanAnswers {
  return {
    personalInfo: {
      age: 34,
      height: { feet: 5, inches: 10 },
      weight: 182,
      biologicalSex: 'female',
      activityLevel: 'lightly-active',
    },
    fitnessGoals: { primaryGoal: 'weight-loss', secondaryGoals: ['better-sleep'] },
    experience: {
      fitnessLevel: 'beginner',
      previousInjuries: ['knee'],
      currentLimitations: [],
      preferredWorkoutTypes: ['strength', 'yoga'],
      exercisePreferences: {
        workoutDuration: '45-min',
        workoutFrequency: '3-4-times',
        intensity: 'moderate',
      },
    },
    health: { medicalConditions: ['none'], physicianApproval: true, pregnancyStatus: null },
    accessibility: { needsModifications: false, mobilityAids: [] },
    preferences: { feedbackFrequency: 'moderate' },
  };
}

describe('buildPlanRecommendations', () => {
  it('composes the plan, its nutrition, metrics, check-ins and safety into the spec’s shape', () => {
    const recommendations = buildPlanRecommendations(buildAnswers());
    // 82.554 kg, 177.8 cm, 34 y woman: 825.54 + 1111.25 − 170 − 161 = 1605.79 × 1.375 = 2207.96 − 500.
    expect(recommendations.workoutPlan).toMatchObject({
      name: 'Beginner Weight Loss Plan',
      type: 'Fat Loss',
      duration: '45 min',
      frequency: '3-4 times per week',
      nutritionGuidance: {
        calorieTarget: 1710,
        macroSplit: { protein: 35, carbs: 35, fats: 30 },
        dailyWaterLitres: 2.9,
      },
      checkInSchedule: 'weekly',
    });
    expect(recommendations.workoutPlan.progressMetrics).toContain('Sleep quality');
    expect(recommendations.workoutPlan.safetyConsiderations).toEqual([
      expect.stringMatching(/previous knee injury/),
    ]);
  });

  it('copies the guidance to the top level as the spec’s fallbacks', () => {
    const { workoutPlan, ...fallbacks } = buildPlanRecommendations(buildAnswers());
    expect(fallbacks).toEqual({
      nutritionGuidance: workoutPlan.nutritionGuidance,
      progressMetrics: workoutPlan.progressMetrics,
      checkInSchedule: workoutPlan.checkInSchedule,
      safetyConsiderations: workoutPlan.safetyConsiderations,
    });
  });

  it('plans no deficit and warns about pregnancy when pregnant', () => {
    const answers = buildAnswers();
    answers.health = { ...answers.health, pregnancyStatus: true };
    const { workoutPlan } = buildPlanRecommendations(answers);
    expect(workoutPlan.nutritionGuidance.calorieTarget).toBe(2210);
    expect(workoutPlan.safetyConsiderations).toContainEqual(
      expect.stringMatching(/^During pregnancy/),
    );
  });

  it('answers the same recommendations for the same answers', () => {
    expect(buildPlanRecommendations(buildAnswers())).toEqual(
      buildPlanRecommendations(buildAnswers()),
    );
  });
});
