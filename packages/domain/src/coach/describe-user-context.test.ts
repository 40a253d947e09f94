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
      'Your latest measurement: weight 72 kg, body fat 21.5%. Your weight is decreasing (-1.5 kg over the period).',
    );
    expect(describeGoals(context)).toBe('Your goals: strength 40% done.');
    expect(describeSafety(context)).toContain('protect your knee');
  });

  it.each([
    ['WEIGHT_LOSS', 'Reach 65 kg', 'Reach 65 kg 40% done, 7 kg to go from 72 kg.'],
    ['WEIGHT_GAIN', 'Get to 75.5 kg', 'Get to 75.5 kg 40% done, 3.5 kg to go from 72 kg.'],
    ['WEIGHT_LOSS', 'Reach 72 kg', 'Reach 72 kg 40% done, reached.'],
    ['STRENGTH', 'Deadlift 140 kg', 'Deadlift 140 kg 40% done.'],
  ])('says how far a %s goal "%s" is from the latest weight', (goalType, description, said) => {
    const context = buildCoachContext({
      progressGoals: [{ goalType, description, progressPercentage: 40, targetDate: null }],
    });
    expect(describeGoals(context)).toBe(`Your goals: ${said}`);
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
