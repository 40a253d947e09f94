import { describe, expect, it } from 'vitest';
import { buildCoachContext, fixtureNow } from './coach-fixtures.test-helpers';
import { emptyCoachContext } from './coach-types';
import {
  countRecentSessions,
  describeGoals,
  describeMeasurements,
  describeNutritionTargets,
  describePlan,
  describeSafety,
} from './describe-user-context';

describe('describe user context', () => {
  it('turns the plan targets into grams: protein and carbs at 4 kcal/g, fat at 9', () => {
    expect(describeNutritionTargets(buildCoachContext())).toBe(
      "Your plan's daily target is 2000 kcal: about 150 g protein (30%), 200 g carbs (40%) and 67 g fat (30%), with 2.5 L of water.",
    );
  });

  it.each([
    [7, 1],
    [9, 1],
    [10, 2],
  ])('counts sessions within %i days: %i', (days, expected) => {
    expect(countRecentSessions(buildCoachContext(), fixtureNow, days)).toBe(expected);
  });

  it('names the plan and today’s exercises with their sets and reps', () => {
    expect(describePlan(buildCoachContext())).toBe(
      "Your active plan is Strength Foundations (3-4 times per week, 45 min sessions). Today's workout is Full Body A: Squats 3×15, Push-ups 3×12.",
    );
  });

  it('describes measurements with the trend and goals with their percentage', () => {
    const context = buildCoachContext();
    expect(describeMeasurements(context)).toBe(
      'Your latest measurement: weight 72, body fat 21.5%. Your weight is decreasing (-1.5 over the period).',
    );
    expect(describeGoals(context)).toBe('Your goals: strength 40% done.');
    expect(describeSafety(context)).toContain('protect your knee');
  });

  it('says nothing it does not know', () => {
    const context = emptyCoachContext;
    expect([
      describePlan(context),
      describeMeasurements(context),
      describeGoals(context),
      describeNutritionTargets(context),
      describeSafety(context),
    ]).toEqual([null, null, null, null, null]);
  });
});
