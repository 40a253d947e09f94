import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompletion } from './onboarding-fixtures';
import {
  buildUserId,
  call,
  startOnboardingTestApp,
  type OnboardingTestApp,
} from './onboarding-test-app';

let app: OnboardingTestApp;
beforeAll(async () => {
  app = await startOnboardingTestApp();
});
afterAll(() => app.close());

function complete(payload: unknown) {
  return call(app.url, 'POST', '/onboarding/complete', {
    body: payload,
    token: app.signToken(buildUserId()),
  });
}

describe('POST /onboarding/complete validation', () => {
  it.each([
    ['personalInfo.age', 12, 'Age must be between 13 and 120'],
    ['personalInfo.age', 121, 'Age must be between 13 and 120'],
    ['personalInfo.height.feet', 2, 'Height (feet) must be between 3 and 8'],
    ['personalInfo.height.feet', 9, 'Height (feet) must be between 3 and 8'],
    ['personalInfo.height.inches', -1, 'Height (inches) must be between 0 and 11'],
    ['personalInfo.height.inches', 12, 'Height (inches) must be between 0 and 11'],
    ['personalInfo.weight', 69, 'Weight must be between 70 and 800 lb'],
    ['personalInfo.weight', 801, 'Weight must be between 70 and 800 lb'],
    ['fitnessGoals.targetWeight', 69, 'Target weight must be between 70 and 800 lb'],
    ['fitnessGoals.targetWeight', 801, 'Target weight must be between 70 and 800 lb'],
    ['experience.workoutExperience', -1, 'Workout experience must be between 0 and 50 years'],
    ['experience.workoutExperience', 51, 'Workout experience must be between 0 and 50 years'],
    ['personalInfo.age', 30.5, 'Please enter a whole number'],
    ['personalInfo.age', '30', 'Please enter a number'],
  ])('rejects %s = %o with "%s"', async (field, value, message) => {
    const { status, body } = await complete(buildCompletion({ [field]: value }));
    expect(status).toBe(400);
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(body.error.details).toEqual([{ field, message }]);
  });

  it.each([
    ['personalInfo.age', 13],
    ['personalInfo.age', 120],
    ['personalInfo.height.feet', 3],
    ['personalInfo.height.feet', 8],
    ['personalInfo.height.inches', 0],
    ['personalInfo.height.inches', 11],
    ['personalInfo.weight', 70],
    ['personalInfo.weight', 800],
    ['fitnessGoals.targetWeight', 70],
    ['fitnessGoals.targetWeight', 800],
    ['fitnessGoals.targetWeight', null],
    ['experience.workoutExperience', 0],
    ['experience.workoutExperience', 50],
  ])('accepts %s = %o at the boundary', async (field, value) => {
    const { status, body } = await complete(buildCompletion({ [field]: value }));
    expect(status).toBe(201);
    expect(body.data.completion).toBeDefined();
  });

  it.each([
    ['personalInfo.biologicalSex', 'robot'],
    ['personalInfo.activityLevel', 'Sedentary'],
    ['fitnessGoals.timeframe', '2-years'],
    ['experience.exercisePreferences.intensity', 'extreme'],
    ['health.sleepQuality', 'custom'],
  ])('rejects %s = %o, which is not a listed option', async (field, value) => {
    const { status, body } = await complete(buildCompletion({ [field]: value }));
    expect(status).toBe(400);
    expect(body.error.details).toEqual([
      { field, message: 'Please select one of the listed options' },
    ]);
  });

  it('names the entry of a multiple-choice answer that is not a listed option', async () => {
    const { status, body } = await complete(
      buildCompletion({ 'experience.preferredWorkoutTypes': ['yoga', 'crossfit'] }),
    );
    expect(status).toBe(400);
    expect(body.error.details).toEqual([
      {
        field: 'experience.preferredWorkoutTypes.1',
        message: 'Please select one of the listed options',
      },
    ]);
  });

  it('accepts "Other (please specify)" answers prefixed custom: and stores their trimmed text', async () => {
    const { status, body } = await complete(
      buildCompletion({
        'personalInfo.activityLevel': 'custom:  Shift work on my feet  ',
        'experience.preferredWorkoutTypes': ['yoga', 'custom:Rowing'],
      }),
    );
    expect(status).toBe(201);
    expect(body.data.completion.personalInfo.activityLevel).toBe('custom:Shift work on my feet');
    expect(body.data.completion.experience.preferredWorkoutTypes).toEqual([
      'yoga',
      'custom:Rowing',
    ]);
  });

  it.each([
    ['custom:', 'Please specify your answer'],
    ['custom:   ', 'Please specify your answer'],
    [`custom:${'x'.repeat(201)}`, 'Your answer must be at most 200 characters'],
  ])('rejects the custom answer %o with "%s"', async (value, message) => {
    const { status, body } = await complete(buildCompletion({ 'fitnessGoals.primaryGoal': value }));
    expect(status).toBe(400);
    expect(body.error.details).toEqual([{ field: 'fitnessGoals.primaryGoal', message }]);
  });

  it.each([
    ['personalInfo.biologicalSex', undefined, 'Please select an option'],
    ['personalInfo.activityLevel', '', 'Please select an option'],
    ['fitnessGoals.primaryGoal', null, 'Please select an option'],
    ['health.physicianApproval', undefined, 'Please select an option'],
    ['health.physicianApproval', 'yes', 'Please select an option'],
    ['health.sleepQuality', 42, 'Please select an option'],
    ['experience.preferredWorkoutTypes', [], 'Please select at least one option'],
    ['experience.preferredWorkoutTypes', undefined, 'Please select at least one option'],
    ['equipment.availableEquipment', null, 'Please select at least one option'],
    ['personalInfo.age', undefined, 'This field is required'],
    ['personalInfo.weight', null, 'This field is required'],
    ['experience.workoutExperience', undefined, 'This field is required'],
  ])(
    'rejects a missing or mistyped required answer %s (%o) with "%s"',
    async (field, value, message) => {
      const { status, body } = await complete(buildCompletion({ [field]: value }));
      expect(status).toBe(400);
      expect(body.error.details).toEqual([{ field, message }]);
    },
  );

  it('reports every required answer of a missing section at once', async () => {
    const { status, body } = await complete(buildCompletion({ personalInfo: undefined }));
    expect(status).toBe(400);
    expect(body.error.details).toEqual([
      { field: 'personalInfo.age', message: 'This field is required' },
      { field: 'personalInfo.height.feet', message: 'This field is required' },
      { field: 'personalInfo.height.inches', message: 'This field is required' },
      { field: 'personalInfo.weight', message: 'This field is required' },
      { field: 'personalInfo.biologicalSex', message: 'Please select an option' },
      { field: 'personalInfo.activityLevel', message: 'Please select an option' },
    ]);
  });

  it('accepts a payload whose optional steps were skipped and answers the optional fields as empty', async () => {
    const { status, body } = await complete(
      buildCompletion({
        accessibility: undefined,
        preferences: undefined,
        'health.nutritionFocus': undefined,
        'fitnessGoals.secondaryGoals': undefined,
        'fitnessGoals.motivation': '   ',
      }),
    );
    expect(status).toBe(201);
    expect(body.data.completion.preferences).toEqual({
      coachingStyle: null,
      feedbackFrequency: null,
      musicPreferences: [],
      languagePreference: 'en',
      culturalConsiderations: [],
      privacyLevel: null,
    });
    expect(body.data.completion.accessibility.needsModifications).toBeNull();
    expect(body.data.completion.health.nutritionFocus).toBeNull();
    expect(body.data.completion.fitnessGoals).toMatchObject({
      secondaryGoals: [],
      motivation: null,
    });
  });

  it('answers 400 VALIDATION_ERROR for a body that is not an object', async () => {
    const { status, body } = await complete([1, 2, 3]);
    expect(status).toBe(400);
    expect(body.error.details).toEqual([{ field: 'body', message: 'Body must be an object' }]);
  });

  it('stores nothing when the payload is invalid', async () => {
    await complete(buildCompletion({ 'personalInfo.age': 5 }));
    const invalid = await app.deps.completions.countDocuments({ 'personalInfo.age': 5 });
    expect(invalid).toBe(0);
  });
});
