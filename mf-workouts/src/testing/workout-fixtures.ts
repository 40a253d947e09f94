import {
  defaultProgressiveRequirements,
  type CatalogueExercise,
  type DashboardStats,
  type DayWorkout,
  type PlanExercise,
  type WeeklyPlan,
  type WorkoutPlan,
} from '@repwise/contracts/workouts';

/** A plan exercise (3 × 12 push-ups); `overrides` change single fields. */
export function buildPlanExercise(overrides: Partial<PlanExercise> = {}): PlanExercise {
  return {
    exerciseId: 'push-up',
    name: 'Push-up',
    sets: 3,
    reps: 12,
    duration: null,
    rest: 60,
    weight: 'Bodyweight',
    description: 'A horizontal press from the floor.',
    category: 'STRENGTH',
    muscleGroups: ['chest', 'triceps'],
    equipment: ['Bodyweight Only'],
    formCues: ['Brace your core'],
    modifications: ['Knees down'],
    progressions: ['Decline push-up'],
    safetyNotes: [],
    notes: '',
    ...overrides,
  };
}

/** A day's workout (Monday, two exercises); `overrides` change single fields. */
export function buildDayWorkout(overrides: Partial<DayWorkout> = {}): DayWorkout {
  return {
    day: 'Monday',
    dayNumber: 1,
    workoutDate: '2026-11-16',
    name: 'Upper Body Strength',
    type: 'Strength',
    duration: 45,
    intensity: 'MODERATE',
    notes: 'Controlled tempo.',
    warmup: [{ name: 'Arm circles', duration: 60, description: 'Small to large circles.' }],
    exercises: [
      buildPlanExercise(),
      buildPlanExercise({
        exerciseId: 'plank',
        name: 'Plank',
        reps: null,
        duration: 30,
        category: 'STRENGTH',
      }),
    ],
    cooldown: [{ name: 'Chest stretch', duration: 60, description: 'Doorway stretch.' }],
    ...overrides,
  };
}

/** A 4-week progressive plan, active, week 1 generated. */
export function buildPlan(overrides: Partial<WorkoutPlan> = {}): WorkoutPlan {
  return {
    id: 'plan-1',
    planName: 'Strength Foundations',
    description: 'Four weeks of progressive strength work.',
    difficulty: 'INTERMEDIATE',
    durationWeeks: 4,
    aiGenerated: true,
    isActive: true,
    source: 'progressive',
    status: 'ready',
    createdAt: '2026-11-16T08:00:00.000Z',
    progressMetrics: ['Strength', 'Endurance', 'Form', 'Mobility', 'Power'],
    safetyConsiderations: [],
    nutritionGuidance: null,
    requirements: defaultProgressiveRequirements,
    outline: {
      programName: 'Strength Foundations',
      difficulty: 'INTERMEDIATE',
      totalDuration: 4,
      progressionStrategy: { volumeProgression: 'Add a set', intensityProgression: 'Add load' },
      progressMetrics: ['Strength', 'Endurance', 'Form', 'Mobility', 'Power'],
      weeklyThemes: [1, 2, 3, 4].map((week) => ({
        week,
        theme: `Theme ${week}`,
        focus: `Focus ${week}`,
        intensity: week < 3 ? ('MODERATE' as const) : ('HIGH' as const),
      })),
    },
    currentWeek: 1,
    generatedWeeks: [1],
    ...overrides,
  };
}

/** Week 1 of plan-1, active, with a Monday and a Wednesday workout unless `workouts` says otherwise. */
export function buildWeeklyPlan({
  workouts,
  ...overrides
}: Partial<WeeklyPlan> & { workouts?: DayWorkout[] } = {}): WeeklyPlan {
  return {
    id: 'week-1',
    planId: 'plan-1',
    planName: 'Strength Foundations',
    weekNumber: 1,
    generated: true,
    startDate: '2026-11-16',
    isActive: true,
    createdAt: '2026-11-16T08:00:00.000Z',
    weekJson: {
      message: 'Build the base this week.',
      workouts: workouts ?? [
        buildDayWorkout(),
        buildDayWorkout({
          day: 'Wednesday',
          dayNumber: 3,
          workoutDate: '2026-11-18',
          name: 'Lower Body',
        }),
      ],
      progression: { volumeLevel: 0, intensityLevel: 0, recovery: 'same' },
    },
    progress: null,
    recommendation: null,
    ...overrides,
  };
}

/** Dashboard numbers for a user with two workouts this week. */
export function buildDashboardStats(overrides: Partial<DashboardStats> = {}): DashboardStats {
  return {
    totalWorkouts: 5,
    workoutsThisWeek: 2,
    currentStreak: 2,
    caloriesThisWeek: 900,
    totalSessions: 5,
    averageSessionDuration: 45,
    totalMinutes: 225,
    progressScore: 67,
    planProgress: 20,
    coachInsight: 'Good progress! Try to maintain regular workout schedule.',
    today: { date: '2026-11-18', workouts: 1, minutes: 45, calories: 450, completedExercises: 2 },
    weeklyGoal: 3,
    ...overrides,
  };
}

/** A catalogue exercise; `overrides` change single fields. */
export function buildCatalogueExercise(
  overrides: Partial<CatalogueExercise> = {},
): CatalogueExercise {
  return {
    id: 'goblet-squat',
    name: 'Goblet Squat',
    description: 'A squat holding a weight at the chest.',
    muscleGroups: ['quadriceps', 'glutes', 'core', 'adductors', 'hamstrings'],
    equipment: ['Dumbbells'],
    instructions: ['Hold the weight', 'Sit down between your hips', 'Drive up'],
    difficulty: 'MODERATE',
    category: 'STRENGTH',
    videoUrl: null,
    contraindications: { injuries: [], conditions: [] },
    formCues: ['Chest up'],
    modifications: [],
    progressions: [],
    safetyNotes: [],
    isTimed: false,
    pattern: 'squat',
    positions: ['standing'],
    aliases: ['goblet squats'],
    commonMistakes: ['Letting the knees cave inward, which stresses the knee joint'],
    ...overrides,
  };
}
