import { describe, expect, it } from 'vitest';
import { buildCoachContext, fixtureNow } from './coach-fixtures.test-helpers';
import { emptyCoachContext } from './coach-types';
import { describeMotivation, nextSessionMilestone } from './describe-motivation';

describe('nextSessionMilestone', () => {
  it.each([
    [0, 1],
    [1, 5],
    [4, 5],
    [5, 10],
    [99, 100],
    [100, 150],
    [149, 150],
  ])('after %i sessions the next milestone is %i', (count, expected) => {
    expect(nextSessionMilestone(count)).toBe(expected);
  });
});

describe('describeMotivation', () => {
  const input = (
    motivation: 'goal-oriented' | 'progress-focused' | 'achievement-based',
    context = buildCoachContext(),
  ) => ({
    text: '',
    context,
    motivation,
    now: fixtureNow,
  });

  it.each([
    ['goal-oriented', 'strength is 40% done'],
    ['progress-focused', 'trained 1 time in the last 7 days'],
    ['achievement-based', '7 workouts in the last 30 days. Next milestone: 10.'],
  ] as const)('in the %s approach uses the user’s data: %s', (motivation, expected) => {
    expect(describeMotivation(input(motivation))).toContain(expected);
  });

  it.each([
    ['goal-oriented', 'set one clear, measurable target'],
    ['progress-focused', "beating last week's you"],
    ['achievement-based', '0 workouts in the last 30 days. Next milestone: 1.'],
  ] as const)('in the %s approach still motivates without data', (motivation, expected) => {
    expect(describeMotivation(input(motivation, emptyCoachContext))).toContain(expected);
  });
});
