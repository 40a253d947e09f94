import { emptyCoachContext, type CoachUserContext } from './coach-types';

/** A user with a plan, sessions, form scores, measurements, goals and nutrition targets. */
export function buildCoachContext(overrides: Partial<CoachUserContext> = {}): CoachUserContext {
  return {
    ...emptyCoachContext,
    name: 'Ada',
    fitnessLevel: 'beginner',
    goals: ['muscle_gain', 'strength'],
    plan: {
      name: 'Strength Foundations',
      frequency: '3-4 times per week',
      sessionLength: '45 min',
    },
    todayWorkout: {
      name: 'Full Body A',
      exercises: [
        { name: 'Squats', sets: 3, reps: '15' },
        { name: 'Push-ups', sets: 3, reps: '12' },
      ],
    },
    recentSessions: [
      { date: '2026-03-19T18:00:00.000Z', durationMinutes: 45, exerciseNames: ['Squats'] },
      { date: '2026-03-10T18:00:00.000Z', durationMinutes: 40, exerciseNames: ['Push-ups'] },
    ],
    sessionsLast30Days: 7,
    formScores: [
      { exercise: 'Squats', score: 5, date: null },
      { exercise: 'squat', score: 6, date: null },
      { exercise: 'deadlift', score: 9, date: null },
    ],
    latestMeasurement: { weight: 72, bodyFat: 21.5, muscleMass: null, recordedAt: null },
    weightTrend: { change: -1.5, trend: 'decreasing' },
    progressGoals: [
      { goalType: 'STRENGTH', description: null, progressPercentage: 40, targetDate: null },
    ],
    nutrition: {
      calorieTarget: 2000,
      proteinPercent: 30,
      carbsPercent: 40,
      fatsPercent: 30,
      dailyWaterLitres: 2.5,
    },
    safetyConsiderations: ['Modify exercises to protect your knee.'],
    ...overrides,
  };
}

/** 2026-03-20 09:00 UTC, the day after the fixture's latest session. */
export const fixtureNow = new Date('2026-03-20T09:00:00.000Z');
