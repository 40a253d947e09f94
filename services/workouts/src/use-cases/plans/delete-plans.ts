import type { WorkoutsDeps } from '../../workouts-deps';
import { findOwnedPlan } from './find-owned-plan';
import { forgetActivePlan } from './read-plans';
import { deleteWeeks } from '../store/week-store';

async function deletePlanData(
  deps: WorkoutsDeps,
  userId: string,
  planIds: string[],
): Promise<void> {
  if (planIds.length === 0) return;
  await Promise.all([
    deleteWeeks(deps, { userId, planId: { $in: planIds } }),
    deps.weekProgress.deleteMany({ userId, planId: { $in: planIds } }),
  ]);
  await deps.plans.deleteMany({ userId, _id: { $in: planIds } });
}

/** Deletes one of the user's plans with its weeks and completions; recorded sessions stay in the history. */
export async function deletePlan(
  deps: WorkoutsDeps,
  userId: string,
  planId: string,
): Promise<void> {
  const plan = await findOwnedPlan(deps, userId, planId);
  await deletePlanData(deps, userId, [plan._id.toString()]);
  if (plan.isActive) await forgetActivePlan(deps, userId);
}

/** Deletes every inactive plan of the user; answers how many went. */
export async function deleteInactivePlans(deps: WorkoutsDeps, userId: string): Promise<number> {
  const plans = await deps.plans.find({ userId, isActive: false }, { _id: 1 }).lean();
  await deletePlanData(
    deps,
    userId,
    plans.map((plan) => plan._id.toString()),
  );
  return plans.length;
}

/** The most plans a user keeps; the UI lists 5, the rest are history. */
export const maxPlansPerUser = 20;

/**
 * Keeps a user's plans bounded: past `maxPlansPerUser`, the oldest inactive plans go (with their
 * weeks and completions; recorded sessions stay), never the active one. Runs after a plan is made.
 */
export async function pruneOldPlans(deps: WorkoutsDeps, userId: string): Promise<number> {
  const plans = await deps.plans
    .find({ userId }, { _id: 1, isActive: 1 })
    .sort({ createdAt: -1 })
    .lean();
  if (plans.length <= maxPlansPerUser) return 0;
  const activeCount = plans.filter((plan) => plan.isActive).length;
  const doomed = plans
    .filter((plan) => !plan.isActive)
    .slice(Math.max(0, maxPlansPerUser - activeCount))
    .map((plan) => plan._id.toString());
  await deletePlanData(deps, userId, doomed);
  return doomed.length;
}
