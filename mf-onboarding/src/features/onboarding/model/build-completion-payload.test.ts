import { onboardingCompletionRequestSchema } from '@repwise/contracts';
import { describe, expect, it } from 'vitest';
import { buildCompleteResponses } from '../testing/onboarding-fixtures';
import { buildCompletionPayload } from './build-completion-payload';
import { findQuestionIdForField, mapPayloadErrors } from './map-payload-errors';

const startedAt = '2026-03-15T12:00:00.000Z';
const now = new Date('2026-03-15T12:14:40.000Z');

describe('buildCompletionPayload', () => {
  it('builds every section of the spec from the answers, and the server schema accepts it', () => {
    const payload = buildCompletionPayload(buildCompleteResponses(), startedAt, now);

    expect(payload).toMatchObject({
      personalInfo: {
        age: 30,
        height: { feet: 5, inches: 6 },
        weight: 150,
        biologicalSex: 'female',
        activityLevel: 'moderately-active',
      },
      fitnessGoals: {
        primaryGoal: 'weight-loss',
        secondaryGoals: ['better-sleep'],
        targetWeight: 140,
        timeframe: '6-months',
        motivation: 'Feel stronger',
      },
      experience: {
        fitnessLevel: 'beginner',
        workoutExperience: 1,
        previousInjuries: ['knee'],
        preferredWorkoutTypes: ['yoga', 'custom:Climbing'],
        exercisePreferences: {
          workoutDuration: '30-min',
          workoutFrequency: '3-4-times',
          preferredTime: 'morning',
          intensity: 'moderate',
        },
      },
      equipment: {
        availableEquipment: ['dumbbells', 'yoga-mat'],
        workoutLocation: 'home',
        spaceConstraints: 'small',
      },
      health: {
        medicalConditions: ['none'],
        physicianApproval: true,
        sleepQuality: 'good',
        stressLevel: 'moderate',
        nutritionFocus: true,
      },
      accessibility: {
        needsModifications: true,
        mobilityAids: ['cane'],
        visualImpairment: true,
        hearingImpairment: false,
      },
      preferences: {
        coachingStyle: 'encouraging',
        feedbackFrequency: 'moderate',
        languagePreference: 'en',
        privacyLevel: 'private',
      },
      completedAt: '2026-03-15T12:14:40.000Z',
      version: '1.0.0',
      completionTime: 15,
    });
    expect(onboardingCompletionRequestSchema.safeParse(payload).success).toBe(true);
  });

  it('leaves out answers of hidden conditional questions', () => {
    const payload = buildCompletionPayload(
      buildCompleteResponses({ 'primary-goal': 'strength', 'needs-modifications': false }),
      startedAt,
      now,
    );
    expect(payload.fitnessGoals.targetWeight).toBeNull();
    expect(payload.accessibility.mobilityAids).toEqual([]);
  });

  it('sends skipped optional steps as null and empty lists, which the schema accepts', () => {
    const skipped = [
      'needs-modifications',
      'mobility-aids',
      'sensory-considerations',
      'coaching-style',
      'feedback-frequency',
      'privacy-level',
      'nutrition-focus',
    ];
    const responses = buildCompleteResponses(
      Object.fromEntries(skipped.map((questionId) => [questionId, null])),
    );
    const payload = buildCompletionPayload(responses, startedAt, now);
    expect(payload.accessibility).toMatchObject({ needsModifications: null, mobilityAids: [] });
    expect(payload.preferences).toMatchObject({ coachingStyle: null, privacyLevel: null });
    expect(onboardingCompletionRequestSchema.safeParse(payload).success).toBe(true);
  });
});

describe('mapPayloadErrors', () => {
  it.each([
    ['personalInfo.age', 'age'],
    ['personalInfo.height.inches', 'height-inches'],
    ['experience.preferredWorkoutTypes.1', 'preferred-workout-types'],
    ['experience.exercisePreferences.intensity', 'intensity-preference'],
    ['accessibility.hearingImpairment', 'sensory-considerations'],
    ['completionTime', null],
  ])('maps the field %s to the question %s', (field, questionId) => {
    expect(findQuestionIdForField(field)).toBe(questionId);
  });

  it('returns the question errors and the first step holding one', () => {
    expect(
      mapPayloadErrors([
        { field: 'health.sleepQuality', message: 'Please select an option' },
        { field: 'fitnessGoals.timeframe', message: 'Please select an option' },
      ]),
    ).toEqual({
      errors: {
        'sleep-quality': 'Please select an option',
        timeframe: 'Please select an option',
      },
      stepIndex: 1,
    });
  });
});
