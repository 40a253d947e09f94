/** A complete, valid completion payload (spec 02 §3), overridable by dotted path. */
export function buildCompletion(overrides: Record<string, unknown> = {}): Record<string, any> {
  const payload: Record<string, any> = {
    personalInfo: {
      age: 34,
      height: { feet: 5, inches: 10 },
      weight: 182,
      biologicalSex: 'female',
      activityLevel: 'lightly-active',
    },
    fitnessGoals: {
      primaryGoal: 'weight-loss',
      secondaryGoals: ['better-sleep', 'energy-boost'],
      targetWeight: 165,
      timeframe: '6-months',
      motivation: 'Keep up with my kids',
    },
    experience: {
      fitnessLevel: 'beginner',
      workoutExperience: 1,
      previousInjuries: ['knee'],
      currentLimitations: [],
      preferredWorkoutTypes: ['strength', 'yoga'],
      exercisePreferences: {
        workoutDuration: '45-min',
        workoutFrequency: '3-4-times',
        preferredTime: 'morning',
        intensity: 'moderate',
      },
    },
    equipment: {
      homeGym: true,
      availableEquipment: ['dumbbells', 'yoga-mat'],
      workoutLocation: 'home',
      spaceConstraints: 'medium',
    },
    health: {
      medicalConditions: ['none'],
      medications: [],
      physicianApproval: true,
      sleepQuality: 'fair',
      stressLevel: 'moderate',
      nutritionFocus: true,
    },
    accessibility: { needsModifications: false, mobilityAids: [] },
    preferences: {
      coachingStyle: 'encouraging',
      feedbackFrequency: 'moderate',
      privacyLevel: 'private',
      languagePreference: 'en',
    },
    version: '1.0.0',
    completionTime: 12,
  };
  for (const [path, value] of Object.entries(overrides)) setPath(payload, path, value);
  return payload;
}

/** A progress object as the onboarding screen autosaves it. */
export function buildProgress(overrides: Record<string, unknown> = {}): Record<string, any> {
  return {
    currentStep: 2,
    totalSteps: 8,
    completedSteps: ['personal-info', 'fitness-goals'],
    responses: {
      age: 34,
      'biological-sex': 'female',
      'secondary-goals': ['better-sleep', 'custom:Play tennis again'],
      'physician-approval': true,
      motivation: null,
    },
    startedAt: '2025-03-01T09:00:00.000Z',
    lastUpdated: '2025-03-01T09:04:00.000Z',
    estimatedTimeRemaining: 12,
    ...overrides,
  };
}

/** Sets (or, for `undefined`, deletes) the value at a dotted path, creating objects on the way. */
function setPath(target: Record<string, any>, path: string, value: unknown): void {
  const keys = path.split('.');
  const last = keys.pop() ?? path;
  let node = target;
  for (const key of keys) {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
    node = node[key];
  }
  if (value === undefined) Reflect.deleteProperty(node, last);
  else node[last] = value;
}
