import type { WorkoutPlan } from '@repwise/contracts/workouts';
import type { WorkoutsDeps } from '../../workouts-deps';
import { findOwnedPlan, type StoredPlan } from './find-owned-plan';
import { describePlan, forgetActivePlan, pointActivePlan } from './read-plans';

/**
 * Makes a plan the user's active one: it and its newest week (or `weekNumber`) become active,
 * every other plan and week inactive. Safe to repeat.
 */
export async function activatePlan(
  deps: WorkoutsDeps,
  userId: string,
  planId: string,
  weekNumber?: number,
): Promise<WorkoutPlan> {
  const plan = await findOwnedPlan(deps, userId, planId);
  await markPlanActive(deps, plan, weekNumber);
  return describePlan(deps, await findOwnedPlan(deps, userId, planId));
}

/** Sets the flags of an activation (the plan is known to be the user's). */
export async function markPlanActive(
  deps: WorkoutsDeps,
  plan: StoredPlan,
  weekNumber?: number,
): Promise<void> {
  const planId = plan._id.toString();
  const { userId } = plan;
  await deps.plans.updateOne(
    { _id: planId },
    { $set: { isActive: true, activatedAt: deps.now() } },
  );
  await deps.plans.updateMany(
    { userId, _id: { $ne: planId }, isActive: true },
    { $set: { isActive: false } },
  );
  await pointActivePlan(deps, userId, planId);
  const target =
    weekNumber ??
    (await deps.weeks.findOne({ planId }).sort({ weekNumber: -1 }).lean())?.weekNumber;
  if (target === undefined) return;
  await deps.weeks.updateOne({ planId, weekNumber: target }, { $set: { isActive: true } });
  await deps.weeks.updateMany(
    { userId, isActive: true, $or: [{ planId: { $ne: planId } }, { weekNumber: { $ne: target } }] },
    { $set: { isActive: false } },
  );
}

/**
 * Makes one of the user's plans inactive with its weeks (the user has no active plan until they
 * activate one; its weeks and ticks stay). Safe to repeat.
 */
export async function deactivatePlan(
  deps: WorkoutsDeps,
  userId: string,
  planId: string,
): Promise<WorkoutPlan> {
  const plan = await findOwnedPlan(deps, userId, planId);
  const id = plan._id.toString();
  await deps.plans.updateOne({ _id: id }, { $set: { isActive: false } });
  await deps.weeks.updateMany(
    { userId, planId: id, isActive: true },
    { $set: { isActive: false } },
  );
  if (plan.isActive) await forgetActivePlan(deps, userId);
  return describePlan(deps, await findOwnedPlan(deps, userId, planId));
}
