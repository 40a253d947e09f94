import { describe, expect, it } from 'vitest';
import { earnAchievements } from './earn-achievements';
import type { GoalFacts } from './progress-types';

const week = (start: number, length: number) =>
  Array.from({ length }, (_, i) => `2026-03-${String(start + i).padStart(2, '0')}`);
const earnedNames = (workoutDays: string[], goals: GoalFacts[] = []) =>
  earnAchievements({ workoutDays, goals })
    .filter((achievement) => achievement.earned)
    .map((achievement) => achievement.name);

describe('earnAchievements', () => {
  it('lists the three achievements by their names, none earned for a new user', () => {
    const achievements = earnAchievements({ workoutDays: [], goals: [] });
    expect(achievements.map((a) => a.name)).toEqual([
      'First Workout',
      '7 Day Streak',
      'Goal Achiever',
    ]);
    expect(achievements.every((a) => !a.earned)).toBe(true);
  });

  it.each([
    { label: 'one workout day', days: week(1, 1), expected: ['First Workout'] },
    { label: '6 days in a row', days: week(1, 6), expected: ['First Workout'] },
    { label: '7 days in a row', days: week(1, 7), expected: ['First Workout', '7 Day Streak'] },
    {
      label: '7 days with a gap',
      days: [...week(1, 3), ...week(5, 4)],
      expected: ['First Workout'],
    },
  ])('earns $expected for $label', ({ days, expected }) => {
    expect(earnedNames(days)).toEqual(expected);
  });

  it.each([
    { goal: { status: 'ACTIVE', currentValue: 9.9, targetValue: 10 }, isEarned: false },
    { goal: { status: 'ACTIVE', currentValue: 10, targetValue: 10 }, isEarned: true },
    { goal: { status: 'completed', currentValue: 1, targetValue: 10 }, isEarned: true },
    { goal: { status: 'paused', currentValue: 12, targetValue: 10 }, isEarned: true },
  ] as const)('Goal Achiever is $isEarned for $goal', ({ goal, isEarned }) => {
    expect(earnedNames([], [goal]).includes('Goal Achiever')).toBe(isEarned);
  });
});
