import { describe, expect, it } from 'vitest';
import { describeWorkoutPlan, type WorkoutPlanAnswers } from './describe-workout-plan';

const answers: WorkoutPlanAnswers = {
  primaryGoal: 'weight-loss',
  fitnessLevel: 'beginner',
  preferredWorkoutTypes: ['strength', 'yoga'],
  workoutDuration: '45-min',
  workoutFrequency: '3-4-times',
  intensity: 'moderate',
};

describe('describeWorkoutPlan', () => {
  it('names, types and describes a plan from the goal, level, types, duration and frequency', () => {
    expect(describeWorkoutPlan(answers)).toEqual({
      name: 'Beginner Weight Loss Plan',
      description:
        '45 min sessions, 3-4 times per week, of strength training and yoga at moderate intensity to help you lose weight steadily.',
      type: 'Fat Loss',
      duration: '45 min',
      frequency: '3-4 times per week',
    });
  });

  it.each([
    ['muscle-gain', 'Beginner Muscle Building Plan', 'Hypertrophy'],
    ['rehabilitation', 'Beginner Recovery Plan', 'Rehabilitation'],
    ['custom:Climb Kilimanjaro', 'Beginner Personal Goal Plan', 'Custom'],
  ])('names a %s plan %s of type %s', (primaryGoal, name, type) => {
    const plan = describeWorkoutPlan({ ...answers, primaryGoal });
    expect(plan).toMatchObject({ name, type });
  });

  it('keeps the words of a custom goal in the description', () => {
    const plan = describeWorkoutPlan({ ...answers, primaryGoal: 'custom:Climb Kilimanjaro' });
    expect(plan.description).toContain('work towards your goal: Climb Kilimanjaro');
  });

  it.each([
    ['15-min', '15 min'],
    ['90-min+', '90+ min'],
    ['custom:20 minutes', '45 min'],
  ])('shows a %s session as %s', (workoutDuration, expected) => {
    expect(describeWorkoutPlan({ ...answers, workoutDuration }).duration).toBe(expected);
  });

  it.each([
    ['1-2-times', '1-2 times per week'],
    ['daily', 'Daily'],
    ['custom:Twice a month', '3-4 times per week'],
  ])('shows a %s frequency as %s', (workoutFrequency, expected) => {
    expect(describeWorkoutPlan({ ...answers, workoutFrequency }).frequency).toBe(expected);
  });

  it.each([
    [['cardio'], 'of cardio at'],
    [['cardio', 'martial-arts', 'custom:Climbing'], 'of cardio, martial arts and Climbing at'],
    [[], 'of mixed training at'],
  ])('lists the preferred types %o in the description', (preferredWorkoutTypes, expected) => {
    expect(describeWorkoutPlan({ ...answers, preferredWorkoutTypes }).description).toContain(
      expected,
    );
  });

  it('names an unlisted level a Personal plan', () => {
    expect(describeWorkoutPlan({ ...answers, fitnessLevel: 'custom:Returning' }).name).toBe(
      'Personal Weight Loss Plan',
    );
  });
});
