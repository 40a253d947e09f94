import type { Goal, GoalStatus, GoalUpdate } from '@repwise/contracts/progress';
import type { goalInputSchema } from '@repwise/contracts/progress';
import type { z } from 'zod';
import type { GoalRecord } from '../models/goal.model';
import { presentGoal } from '../presenters/goal.presenter';
import type { ProgressDeps } from '../progress-deps';
import { notFound, readRecordId } from './find-owned';

/** Sets a new ACTIVE goal. */
export async function setGoal(
  deps: ProgressDeps,
  userId: string,
  input: z.output<typeof goalInputSchema>,
): Promise<Goal> {
  const now = deps.now();
  const created = await deps.goals.create({
    userId,
    goalType: input.goalType,
    targetValue: input.targetValue,
    currentValue: input.currentValue,
    targetDate: input.targetDate ? new Date(input.targetDate) : null,
    description: input.description ? input.description : null,
    status: 'ACTIVE',
    completedAt: null,
    createdAt: now,
    updatedAt: now,
  });
  await deps.analyticsCache.bump(userId);
  return presentGoal(created.toObject());
}

/** The user's goals, newest first, optionally of one status. */
export async function listGoals(
  deps: ProgressDeps,
  userId: string,
  query: { status?: GoalStatus | undefined; limit: number; offset: number },
): Promise<{ goals: Goal[]; total: number }> {
  const filter = query.status ? { userId, status: query.status } : { userId };
  const [records, total] = await Promise.all([
    deps.goals
      .find(filter)
      .sort({ createdAt: -1, _id: -1 })
      .skip(query.offset)
      .limit(query.limit)
      .lean(),
    deps.goals.countDocuments(filter),
  ]);
  return { goals: records.map(presentGoal), total };
}

/** Changes a goal of the user's (status pauses, resumes or completes it); another user's id is 404. */
export async function updateGoal(
  deps: ProgressDeps,
  userId: string,
  id: string,
  change: GoalUpdate,
): Promise<Goal> {
  const filter = { _id: readRecordId(id, 'Goal'), userId };
  const existing = await deps.goals.findOne(filter).lean();
  if (!existing) throw notFound('Goal');
  const now = deps.now();
  const status = change.status ?? existing.status;
  const next: Partial<GoalRecord> = {
    ...(change.goalType === undefined ? {} : { goalType: change.goalType }),
    ...(change.targetValue === undefined ? {} : { targetValue: change.targetValue }),
    ...(change.currentValue === undefined ? {} : { currentValue: change.currentValue }),
    ...(change.targetDate === undefined
      ? {}
      : { targetDate: change.targetDate === null ? null : new Date(change.targetDate) }),
    ...(change.description === undefined ? {} : { description: change.description || null }),
    status,
    completedAt:
      status === 'completed'
        ? existing.status === 'completed'
          ? existing.completedAt
          : now
        : null,
    updatedAt: now,
  };
  await deps.goals.updateOne(filter, { $set: next });
  await deps.analyticsCache.bump(userId);
  return presentGoal({ ...existing, ...next });
}

/** Deletes a goal of the user's; another user's id is 404. */
export async function deleteGoal(deps: ProgressDeps, userId: string, id: string): Promise<void> {
  const result = await deps.goals.deleteOne({ _id: readRecordId(id, 'Goal'), userId });
  if (result.deletedCount === 0) throw notFound('Goal');
  await deps.analyticsCache.bump(userId);
}
