import type { GoalStatus } from './progress-types';

/** Goal statistics of analytics: how many goals in all and in each status. */
export interface GoalStats {
  total: number;
  completed: number;
  active: number;
  paused: number;
}

/** Counts goals per status (ACTIVE → active, completed, paused). */
export function countGoalStatuses(goals: ReadonlyArray<{ status: GoalStatus }>): GoalStats {
  const stats: GoalStats = { total: goals.length, completed: 0, active: 0, paused: 0 };
  for (const { status } of goals) {
    if (status === 'ACTIVE') stats.active += 1;
    else if (status === 'completed') stats.completed += 1;
    else stats.paused += 1;
  }
  return stats;
}
