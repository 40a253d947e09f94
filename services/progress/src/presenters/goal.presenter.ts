import type { Goal } from '@repwise/contracts/progress';
import { calculateGoalProgress } from '@repwise/domain/progress';
import type { GoalRecord } from '../models/goal.model';

/** A stored goal as the API answers it, with its progress percentage. */
export function presentGoal(record: GoalRecord & { _id: unknown }): Goal {
  return {
    id: String(record._id),
    goalType: record.goalType,
    targetValue: record.targetValue,
    currentValue: record.currentValue,
    targetDate: record.targetDate ? record.targetDate.toISOString() : null,
    description: record.description ?? null,
    status: record.status,
    progressPercentage: calculateGoalProgress(record),
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
    completedAt: record.completedAt ? record.completedAt.toISOString() : null,
  };
}
