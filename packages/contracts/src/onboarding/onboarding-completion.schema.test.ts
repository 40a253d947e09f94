import { describe, expect, it } from 'vitest';

import { toErrorDetails } from '../validation/zod-issues-to-details';
import { onboardingCompletionRequestSchema } from './onboarding-completion.schema';
import { onboardingOptions, onboardingStepIds } from './onboarding-options';

const validCompletion = {
  personalInfo: {
    age: 30,
    height: { feet: 5, inches: 9 },
    weight: 170,
    biologicalSex: 'male',
    activityLevel: 'very-active',
  },
  fitnessGoals: { primaryGoal: 'strength', timeframe: '3-months' },
  experience: {
    fitnessLevel: 'intermediate',
    workoutExperience: 2.5,
    preferredWorkoutTypes: ['strength'],
    exercisePreferences: {
      workoutDuration: '60-min',
      workoutFrequency: '5-6-times',
      preferredTime: 'evening',
      intensity: 'high',
    },
  },
  equipment: { availableEquipment: ['barbell'], workoutLocation: 'gym', spaceConstraints: 'large' },
  health: { physicianApproval: false, sleepQuality: 'good', stressLevel: 'low' },
};

function withAnswer(section: keyof typeof validCompletion, field: string, value: unknown) {
  return { ...validCompletion, [section]: { ...validCompletion[section], [field]: value } };
}

function detailsOf(input: unknown) {
  const result = onboardingCompletionRequestSchema.safeParse(input);
  return result.success ? [] : toErrorDetails(result.error);
}

describe('onboardingOptions', () => {
  it.each([
    ['biological-sex', 'male, female, other, prefer-not-to-say'],
    [
      'activity-level',
      'sedentary, lightly-active, moderately-active, very-active, extremely-active',
    ],
    ['timeframe', '1-month, 3-months, 6-months, 1-year, no-timeframe'],
    ['workout-duration', '15-min, 30-min, 45-min, 60-min, 90-min+'],
    ['workout-frequency', '1-2-times, 3-4-times, 5-6-times, daily'],
    ['mobility-aids', 'none, wheelchair, walker, cane, crutches, prosthetic'],
    ['privacy-level', 'private, friends, community'],
  ] as const)('lists the spec values of %s in order', (question, values) => {
    expect(onboardingOptions[question].join(', ')).toBe(values);
  });

  it('names the eight steps in order', () => {
    expect(onboardingStepIds).toHaveLength(8);
    expect(onboardingStepIds[0]).toBe('personal-info');
    expect(onboardingStepIds[7]).toBe('preferences');
  });
});

describe('onboardingCompletionRequestSchema', () => {
  it('accepts the required answers alone and fills optional ones with null, [] and defaults', () => {
    const result = onboardingCompletionRequestSchema.parse(validCompletion);
    expect(result.fitnessGoals).toEqual({
      primaryGoal: 'strength',
      secondaryGoals: [],
      targetWeight: null,
      timeframe: '3-months',
      motivation: null,
    });
    expect(result.preferences.languagePreference).toBe('en');
    expect(result.health.nutritionFocus).toBeNull();
    expect(result.version).toBe('1.0.0');
    expect(result.completionTime).toBeNull();
  });

  it('trims custom answers and drops repeated choices', () => {
    const result = onboardingCompletionRequestSchema.parse(
      withAnswer('experience', 'preferredWorkoutTypes', ['yoga', 'yoga', 'custom:  Climbing ']),
    );
    expect(result.experience.preferredWorkoutTypes).toEqual(['yoga', 'custom:Climbing']);
  });

  it.each([
    [13, []],
    [120, []],
    [12, [{ field: 'personalInfo.age', message: 'Age must be between 13 and 120' }]],
    [121, [{ field: 'personalInfo.age', message: 'Age must be between 13 and 120' }]],
  ])('checks age %i against 13-120', (age, details) => {
    expect(detailsOf(withAnswer('personalInfo', 'age', age))).toEqual(details);
  });

  it('accepts a custom answer of exactly 200 characters and rejects 201', () => {
    const at = (length: number) =>
      detailsOf(withAnswer('personalInfo', 'activityLevel', `custom:${'a'.repeat(length)}`));
    expect(at(200)).toEqual([]);
    expect(at(201)).toEqual([
      {
        field: 'personalInfo.activityLevel',
        message: 'Your answer must be at most 200 characters',
      },
    ]);
  });

  it('treats an empty optional single choice as unanswered', () => {
    const result = onboardingCompletionRequestSchema.parse({
      ...validCompletion,
      preferences: { coachingStyle: '', privacyLevel: 'friends' },
    });
    expect(result.preferences).toMatchObject({ coachingStyle: null, privacyLevel: 'friends' });
  });

  it('rejects an unlisted value on an optional multiple choice, naming the entry', () => {
    expect(detailsOf(withAnswer('health', 'medicalConditions', ['asthma', 'flu']))).toEqual([
      { field: 'health.medicalConditions.1', message: 'Please select one of the listed options' },
    ]);
  });
});
