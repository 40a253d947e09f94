import type { PlanModificationDto, SetAnalysisReport } from '@repwise/contracts/pose';
import { describe, expect, it } from 'vitest';
import { builtInWorkout } from './built-in-workout';
import {
  applyModification,
  buildCoachProfile,
  buildSetRequest,
  findTrackedMovement,
  formatBadgeCount,
  toPoseExerciseId,
} from './pose-workout';
import type { FlowExercise, WorkoutFlowState } from './workout-flow';

function exercise(overrides: Partial<FlowExercise>): FlowExercise {
  return {
    id: 'squats',
    name: 'Squats',
    sets: 3,
    reps: 15,
    durationSeconds: null,
    restSeconds: 60,
    instructions: [],
    isPoseTracked: true,
    ...overrides,
  };
}

function modification(
  overrides: Partial<PlanModificationDto['details']> = {},
): PlanModificationDto {
  return {
    exerciseId: 'squats',
    exerciseName: 'Squats',
    type: 'regression',
    priority: 'high',
    reason: 'Form averages 4.6/10 and is declining',
    details: {
      originalReps: 15,
      recommendedReps: 12,
      originalSets: 3,
      recommendedSets: 2,
      recommendedWeight: null,
      restTimeAdjustment: 30,
      focusPoints: [],
      additionalExercises: [],
      ...overrides,
    },
    estimatedImpact: 'Rebuild technique',
  };
}

function at(
  exerciseIndex: number,
  setNumber: number,
  phase: WorkoutFlowState['phase'] = 'exercise',
): WorkoutFlowState {
  return { phase, exerciseIndex, setNumber, completedSets: 0, restSeconds: 0 };
}

const report: SetAnalysisReport = {
  exercise: 'squat',
  setNumber: 1,
  reps: 2,
  formScores: [7, 8],
  averageFormScore: 7.5,
  analyses: [],
  duration: 4000,
  safetyIssues: [],
};

describe('findTrackedMovement', () => {
  it.each([
    ['Squats', 15, true, 'squat'],
    ['Barbell Deadlift', 8, true, 'deadlift'],
    ['Wall Squat Hold', null, true, null],
    ['Push-ups', 12, false, null],
  ])(
    '%s with %s reps (pose tracked: %s) is tracked as %s',
    (name, reps, isPoseTracked, movement) => {
      expect(findTrackedMovement(exercise({ name, reps, isPoseTracked }))).toBe(movement);
    },
  );
});

describe('buildSetRequest', () => {
  it('numbers sets per movement across the workout and sends the prescription', () => {
    const exercises = [
      exercise({ id: 'goblet squat!', name: 'Goblet Squats', sets: 3 }),
      exercise({ id: 'push', name: 'Push-ups', isPoseTracked: false, sets: 4 }),
      exercise({ id: 'back-squat', name: 'Back Squats', sets: 5, restSeconds: 900 }),
    ];

    const body = buildSetRequest({
      report,
      exercises,
      exerciseIndex: 2,
      sessionId: 's1',
      userProfile: buildCoachProfile(null),
    });

    expect(body).toMatchObject({
      sessionId: 's1',
      exercise: 'squat',
      setNumber: 4,
      reps: 2,
      formScores: [7, 8],
      duration: 3600,
      planned: { exerciseId: 'back-squat', sets: 5, reps: 15, restSeconds: 600, weightKg: null },
      userProfile: { name: 'there', fitnessLevel: 'INTERMEDIATE' },
    });
    expect(toPoseExerciseId(exercises[0] as FlowExercise)).toBe('goblet-squat-');
  });
});

describe('applyModification', () => {
  const workout = builtInWorkout.exercises;

  it('sets the recommended reps and sets and adjusts the rest of an exercise still to come', () => {
    const next = applyModification(workout, modification(), at(0, 2));

    expect(next[2]).toMatchObject({ name: 'Squats', sets: 2, reps: 12, restSeconds: 90 });
    expect(next[0]).toBe(workout[0]);
  });

  it('never drops below the set in progress, or the set a rest leads to', () => {
    expect(applyModification(workout, modification(), at(2, 3))[2]?.sets).toBe(3);
    expect(applyModification(workout, modification(), at(2, 2, 'rest'))[2]?.sets).toBe(3);
    expect(applyModification(workout, modification(), at(2, 1))[2]?.sets).toBe(2);
  });

  it('keeps the rest at zero or more', () => {
    const next = applyModification(workout, modification({ restTimeAdjustment: -600 }), at(0, 1));

    expect(next[2]?.restSeconds).toBe(0);
  });

  it('finds the exercise by movement when the id differs, and leaves finished exercises alone', () => {
    const other = { ...modification(), exerciseId: 'barbell-deadlift', exerciseName: 'Deadlifts' };

    expect(applyModification(workout, other, at(0, 1))[3]).toMatchObject({ sets: 2, reps: 12 });
    expect(applyModification(workout, modification(), at(3, 1))).toEqual(workout);
  });
});

describe('formatBadgeCount', () => {
  it.each([
    [0, '0'],
    [99, '99'],
    [100, '99+'],
  ])('%i shows as %s', (count, shown) => {
    expect(formatBadgeCount(count)).toBe(shown);
  });
});
