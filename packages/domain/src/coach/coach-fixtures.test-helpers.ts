import type { EngineExercise } from '../workouts/workout-engine-types';
import { emptyCoachContext, type CoachUserContext } from './coach-types';
import {
  composeCoachReply,
  understandConversation,
  type ComposeCoachReplyInput,
} from './compose-coach-reply';
import type { CoachExercise } from './understand/exercise-matcher';

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
    profile: {
      primaryGoal: 'weight-loss',
      secondaryGoals: [],
      fitnessLevel: 'beginner',
      age: 34,
      injuries: ['knee'],
      limitations: [],
      conditions: [],
      pregnant: false,
      equipment: ['none'],
      location: 'home',
      frequency: '3-4-times',
      duration: '30-min',
      mobilityAids: [],
    },
    form: {
      exercises: [
        {
          exercise: 'Squat',
          averageScore: 5.5,
          sessions: 2,
          reps: 24,
          trend: 'declining',
          recommendations: ['Sit back into your heels and stop at parallel.'],
        },
        {
          exercise: 'Deadlift',
          averageScore: 9,
          sessions: 1,
          reps: 8,
          trend: 'insufficient_data',
          recommendations: [],
        },
      ],
      riskFactors: [
        {
          type: 'knee_valgus',
          severity: 'moderate',
          exercise: 'squat',
          description: 'Your knees cave inward at the bottom of your squats.',
          recommendations: ['Push your knees out over your toes.'],
        },
      ],
      areasForImprovement: ['Squat depth'],
    },
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

function exercise(
  fields: Partial<CoachExercise> & Pick<EngineExercise, 'name' | 'pattern'>,
): CoachExercise {
  return {
    id: fields.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    description: `${fields.name} as the catalogue describes it.`,
    muscleGroups: ['quadriceps'],
    equipment: ['Bodyweight Only'],
    difficulty: 'EASY',
    category: 'STRENGTH',
    contraindications: { injuries: [], conditions: [] },
    formCues: ['Brace your core'],
    modifications: ['Smaller range of motion'],
    progressions: ['Slower tempo'],
    safetyNotes: ['Stop if anything hurts'],
    isTimed: false,
    instructions: ['Set up.', 'Move.', 'Return.'],
    aliases: [],
    commonMistakes: ['Rushing the reps, which costs control'],
    positions: ['standing'],
    ...fields,
  };
}

/** A small catalogue in the workouts service's shape: enough patterns to compose sessions. */
export const fixtureCatalogue: readonly CoachExercise[] = [
  exercise({
    name: 'Burpee',
    positions: ['floor-plank'],
    pattern: 'conditioning',
    category: 'CARDIO',
    difficulty: 'MODERATE',
    muscleGroups: ['full body', 'cardiovascular'],
    contraindications: { injuries: ['knee', 'wrist'], conditions: ['pregnancy'] },
    aliases: ['burpees'],
    instructions: [
      'Squat down and place your hands on the floor.',
      'Jump your feet back into a plank.',
      'Jump your feet back in and leap up.',
    ],
    modifications: ['Step back instead of jumping'],
    progressions: ['Add a push-up'],
    isTimed: true,
  }),
  exercise({
    name: 'Push-Up',
    positions: ['floor-plank'],
    pattern: 'push',
    muscleGroups: ['chest', 'triceps'],
    aliases: ['push up', 'pushups', 'press up'],
    contraindications: { injuries: ['wrist'], conditions: [] },
  }),
  exercise({
    name: 'Incline Push-Up',
    positions: ['leaning'],
    pattern: 'push',
    muscleGroups: ['chest'],
  }),
  exercise({
    name: 'Bodyweight Squat',
    pattern: 'squat',
    aliases: ['squat', 'squats', 'air squat'],
    contraindications: { injuries: ['knee'], conditions: [] },
  }),
  exercise({
    name: 'Glute Bridge',
    positions: ['floor-back'],
    pattern: 'glute',
    muscleGroups: ['glutes'],
  }),
  exercise({
    name: 'Romanian Deadlift',
    pattern: 'hinge',
    equipment: ['Dumbbells'],
    muscleGroups: ['hamstrings', 'glutes'],
    aliases: ['rdl', 'rdls'],
  }),
  exercise({
    name: 'Barbell Deadlift',
    pattern: 'hinge',
    equipment: ['Barbell'],
    difficulty: 'HARD',
    aliases: ['deadlift', 'deadlifts'],
  }),
  exercise({
    name: 'Superman Hold',
    positions: ['floor-front'],
    pattern: 'hinge',
    isTimed: true,
    muscleGroups: ['back'],
  }),
  exercise({ name: 'Doorframe Row', pattern: 'row', muscleGroups: ['back'] }),
  exercise({
    name: 'Dumbbell Bent-Over Row',
    pattern: 'row',
    equipment: ['Dumbbells'],
    muscleGroups: ['back'],
  }),
  exercise({
    name: 'Pike Push-Up',
    positions: ['floor-plank'],
    pattern: 'press',
    muscleGroups: ['shoulders'],
  }),
  exercise({
    name: 'Reverse Lunge',
    pattern: 'lunge',
    contraindications: { injuries: ['knee'], conditions: [] },
  }),
  exercise({
    name: 'Plank Hold',
    positions: ['floor-plank'],
    pattern: 'core',
    isTimed: true,
    aliases: ['plank', 'planks'],
  }),
  exercise({
    name: 'Dead Bug',
    positions: ['floor-back'],
    pattern: 'core',
    muscleGroups: ['core'],
  }),
  exercise({ name: 'Bird Dog', positions: ['kneeling'], pattern: 'core', muscleGroups: ['core'] }),
  exercise({ name: 'Side Plank', positions: ['floor-side'], pattern: 'core', isTimed: true }),
  exercise({
    name: 'Jumping Jacks',
    pattern: 'conditioning',
    category: 'CARDIO',
    isTimed: true,
    contraindications: { injuries: ['knee', 'ankle'], conditions: [] },
  }),
  exercise({
    name: 'Marching High Knees',
    pattern: 'conditioning',
    category: 'CARDIO',
    isTimed: true,
  }),
  exercise({
    name: 'Cat-Cow',
    positions: ['kneeling'],
    pattern: 'mobility',
    category: 'FLEXIBILITY',
    isTimed: true,
  }),
  exercise({ name: 'Standing Calf Raise', pattern: 'calf', muscleGroups: ['calves'] }),
];

/** The fixture user's context with these stored conditions ("hypertension"). */
export function contextWithConditions(...conditions: string[]): CoachUserContext {
  const base = buildCoachContext();
  return base.profile ? { ...base, profile: { ...base.profile, conditions } } : base;
}

/** The coach's reply to one message from the fixture user (overrides: any other input). */
export function reply(message: string, overrides: Partial<ComposeCoachReplyInput> = {}) {
  return composeCoachReply({
    message,
    style: 'supportive',
    motivation: 'goal-oriented',
    context: buildCoachContext(),
    catalogue: fixtureCatalogue,
    history: [],
    now: fixtureNow,
    ...overrides,
  });
}

/** The reply to the last of several messages, the earlier ones as the conversation before it. */
export function conversation(...messages: string[]) {
  return reply(messages.at(-1) ?? '', { history: messages.slice(0, -1) });
}

/** The fixture catalogue with walking (an everyday word) and a crunch, as conversations name them. */
export const threadCatalogue: readonly CoachExercise[] = [
  ...fixtureCatalogue,
  {
    ...(fixtureCatalogue[0] as CoachExercise),
    id: 'brisk-walking',
    name: 'Brisk Walking',
    aliases: ['walking', 'walk'],
    category: 'CARDIO',
  },
  {
    ...(fixtureCatalogue[0] as CoachExercise),
    id: 'crunch',
    name: 'Crunch',
    aliases: ['crunches'],
  },
];

/** How the last of several messages is understood, the earlier ones as its conversation. */
export function frameOfTurns(...messages: string[]) {
  return understandConversation({
    message: messages.at(-1) ?? '',
    history: messages.slice(0, -1),
    catalogue: threadCatalogue,
  });
}
