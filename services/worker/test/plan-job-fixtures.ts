/** A plan-generation job payload with valid completion answers (spec 02 §3). */
export function buildPlanJob(overrides: Record<string, unknown> = {}): Record<string, any> {
  return {
    userId: '0123456789abcdef01234567',
    completionId: '89abcdef0123456789abcdef',
    answers: {
      personalInfo: {
        age: 40,
        height: { feet: 6, inches: 0 },
        weight: 200,
        biologicalSex: 'male',
        activityLevel: 'moderately-active',
      },
      fitnessGoals: { primaryGoal: 'muscle-gain', secondaryGoals: [], timeframe: '3-months' },
      experience: {
        fitnessLevel: 'intermediate',
        workoutExperience: 3,
        previousInjuries: ['none'],
        currentLimitations: [],
        preferredWorkoutTypes: ['strength'],
        exercisePreferences: {
          workoutDuration: '60-min',
          workoutFrequency: '5-6-times',
          preferredTime: 'evening',
          intensity: 'high',
        },
      },
      equipment: {
        availableEquipment: ['barbell'],
        workoutLocation: 'gym',
        spaceConstraints: 'large',
      },
      health: {
        medicalConditions: ['hypertension'],
        physicianApproval: false,
        sleepQuality: 'good',
        stressLevel: 'low',
      },
    },
    ...overrides,
  };
}
