import type { FakeAnswer, ReceivedRequest } from './fake-http-server';

const today = new Date().toISOString().slice(0, 10);

/** The other services' answers for a user with a plan, sessions, measurements, goals and a nutrition plan. */
export const upstreamBodies: Record<string, unknown> = {
  '/auth/me': { data: { user: { firstName: 'Grace', fitnessLevel: 'BEGINNER' } } },
  '/workouts/weekly-workouts/active': {
    success: true,
    data: {
      weeklyPlan: {
        planName: 'Strength Foundations',
        weekJson: {
          workouts: [
            {
              workoutDate: today,
              name: 'Lower Body Power',
              exercises: [
                { name: 'Squats', sets: 3, reps: 15, duration: null },
                { name: 'Plank Hold', sets: 3, reps: null, duration: 30 },
              ],
            },
          ],
        },
      },
      plan: {
        planName: 'Strength Foundations',
        difficulty: 'BEGINNER',
        requirements: { daysPerWeek: 3, sessionDuration: 45 },
      },
    },
  },
  '/workouts/sessions?limit=20': {
    success: true,
    data: {
      sessions: [
        { performedAt: new Date().toISOString(), duration: 40, exercises: [{ name: 'Squats' }] },
      ],
      total: 1,
    },
  },
  '/workouts/stats?period=month': { success: true, data: { totalSessions: 6 } },
  '/progress/analytics?period=90': {
    success: true,
    data: {
      measurements: [{ weight: 70.4, bodyFat: 24, muscleMass: null, recordedAt: '2026-03-01' }],
      trends: {
        weight: { current: 70.4, change: -2, changePercentage: -2.8, trend: 'decreasing' },
      },
      goals: [
        {
          goalType: 'WEIGHT_LOSS',
          description: 'Reach 68 kg',
          status: 'ACTIVE',
          progressPercentage: 55,
          targetDate: null,
        },
        {
          goalType: 'STRENGTH',
          description: 'Old goal',
          status: 'paused',
          progressPercentage: 10,
          targetDate: null,
        },
      ],
    },
  },
  '/onboarding/completion': {
    success: true,
    completion: {
      personalInfo: { age: 41 },
      fitnessGoals: { primaryGoal: 'weight-loss', secondaryGoals: [] },
      experience: {
        fitnessLevel: 'beginner',
        previousInjuries: ['knee'],
        currentLimitations: [],
        exercisePreferences: { workoutDuration: '30-min', workoutFrequency: '3-4-times' },
      },
      equipment: { availableEquipment: ['none'], workoutLocation: 'home' },
      health: { medicalConditions: ['none'], pregnancyStatus: null },
    },
  },
  '/workouts/pose/progress?timeframe=month': {
    success: true,
    data: {
      metrics: [
        {
          exerciseName: 'Squat',
          totalSessions: 3,
          totalReps: 36,
          averageFormScore: 6.4,
          formTrend: 'improving',
          recommendations: ['Keep your chest up at the bottom.'],
        },
      ],
      summary: { areasForImprovement: ['Squat depth'] },
    },
  },
  '/workouts/pose/risk-profile': {
    success: true,
    data: { riskProfile: { activeRiskFactors: [] } },
  },
  '/onboarding/recommendations': {
    success: true,
    recommendations: {
      workoutPlan: { name: 'Onboarding plan', frequency: '3-4 times per week', duration: '45 min' },
      nutritionGuidance: {
        calorieTarget: 1800,
        macroSplit: { protein: 30, carbs: 40, fats: 30 },
        dailyWaterLitres: 2.4,
      },
      safetyConsiderations: ['Modify exercises to protect your knee.'],
    },
  },
};

/** Answers every known path with its fixture, anything else with 404. */
export function answerUpstream(request: ReceivedRequest): FakeAnswer {
  const body = upstreamBodies[request.path];
  return body
    ? { status: 200, body }
    : { status: 404, body: { error: { code: 'RESOURCE_NOT_FOUND' } } };
}
