import { earnAchievements, type Achievement } from '@repwise/domain/progress';
import type { ProgressDeps } from '../progress-deps';

/** The user's achievements and whether workout history could be read for them. */
export interface AchievementsView {
  achievements: Achievement[];
  workoutHistoryAvailable: boolean;
}

/**
 * Earns achievements from real data: workout days from the workouts service (read with the user's
 * token, local days by `tzOffsetMinutes`) and the user's goals. Without workout history the
 * workout achievements read as not earned and `workoutHistoryAvailable` is false.
 */
export async function listAchievements(
  deps: ProgressDeps,
  userId: string,
  accessToken: string,
  tzOffsetMinutes: number,
): Promise<AchievementsView> {
  const [history, goals] = await Promise.all([
    deps.workoutHistory.listWorkoutDays(accessToken, tzOffsetMinutes),
    deps.goals.find({ userId }, { status: 1, targetValue: 1, currentValue: 1 }).lean(),
  ]);
  const workoutDays = history.status === 'available' ? history.days : [];
  return {
    achievements: earnAchievements({ workoutDays, goals }),
    workoutHistoryAvailable: history.status === 'available',
  };
}
