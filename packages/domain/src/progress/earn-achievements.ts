import { calculateGoalProgress } from './calculate-goal-progress';
import { findLongestStreak } from './find-longest-streak';
import type { GoalFacts } from './progress-types';

/** The achievements of spec 02 §2, in display order. */
export const achievementDefinitions = [
  { id: 'first-workout', name: 'First Workout', description: 'Complete your first workout' },
  { id: 'seven-day-streak', name: '7 Day Streak', description: 'Work out 7 days in a row' },
  { id: 'goal-achiever', name: 'Goal Achiever', description: 'Reach one of your goals' },
] as const;

/** An achievement id. */
export type AchievementId = (typeof achievementDefinitions)[number]['id'];

/** An achievement with whether the user has earned it. */
export interface Achievement {
  id: AchievementId;
  name: string;
  description: string;
  earned: boolean;
}

/** Days needed in a row for the streak achievement. */
export const streakAchievementDays = 7;

/**
 * Which achievements a user has earned: First Workout with one completed workout day, 7 Day Streak
 * with 7 consecutive workout days ('YYYY-MM-DD'), Goal Achiever with a completed goal or one at 100 %.
 */
export function earnAchievements(facts: {
  workoutDays: readonly string[];
  goals: readonly GoalFacts[];
}): Achievement[] {
  const earnedById: Record<AchievementId, boolean> = {
    'first-workout': facts.workoutDays.length > 0,
    'seven-day-streak': findLongestStreak(facts.workoutDays) >= streakAchievementDays,
    'goal-achiever': facts.goals.some(
      (goal) => goal.status === 'completed' || calculateGoalProgress(goal) >= 100,
    ),
  };
  return achievementDefinitions.map((definition) => ({
    ...definition,
    earned: earnedById[definition.id],
  }));
}
