import { describe, expect, it } from 'vitest';
import {
  buildWorkoutsPath,
  createSessionRequestSchema,
  defaultProgressiveRequirements,
  exerciseQuerySchema,
  generateWeekRequestSchema,
  progressiveRequirementsSchema,
  workoutMessages,
} from './index';

describe('workouts contracts', () => {
  it('fills a path and drops empty query values', () => {
    expect(buildWorkoutsPath('planWeek', { planId: 'p 1', week: 2 })).toBe(
      '/workouts/plans/p%201/week/2',
    );
    expect(
      buildWorkoutsPath(
        'exercises',
        {},
        { category: 'CARDIO', search: '', difficulty: undefined, limit: 20 },
      ),
    ).toBe('/workouts/exercises?category=CARDIO&limit=20');
    expect(() => buildWorkoutsPath('plan')).toThrow('missing path parameter planId');
  });

  it('defaults the progressive form as the spec says', () => {
    expect(defaultProgressiveRequirements).toMatchObject({
      primaryGoal: 'MUSCLE_GAIN',
      fitnessLevel: 'INTERMEDIATE',
      daysPerWeek: 4,
      sessionDuration: 60,
      progressionPreference: 'moderate',
      checkInFrequency: 'weekly',
      adaptiveIntelligence: true,
    });
  });

  it.each([
    [{ daysPerWeek: 1 }, false],
    [{ daysPerWeek: 2 }, true],
    [{ daysPerWeek: 7 }, true],
    [{ daysPerWeek: 8 }, false],
    [{ sessionDuration: 19 }, false],
    [{ sessionDuration: 20 }, true],
    [{ sessionDuration: 120 }, true],
    [{ sessionDuration: 121 }, false],
  ])('accepts %o: %s', (input, isValid) => {
    expect(progressiveRequirementsSchema.safeParse(input).success).toBe(isValid);
  });

  it("words a missing plan id 'Plan ID is required'", () => {
    const result = generateWeekRequestSchema.safeParse({ weekNumber: 1 });
    expect(result.error?.issues[0]?.message).toBe(workoutMessages.planIdRequired);
  });

  it('ignores blank library filters', () => {
    expect(exerciseQuerySchema.parse({ category: '', search: '', limit: '10' })).toEqual({
      limit: 10,
      offset: 0,
    });
  });

  it('defaults a session to perceived exertion 5 and no plan', () => {
    expect(createSessionRequestSchema.parse({ duration: 30 })).toMatchObject({
      perceivedExertion: 5,
      planId: null,
      name: 'Workout',
    });
  });
});
