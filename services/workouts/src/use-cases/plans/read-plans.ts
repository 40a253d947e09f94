import { buildOutlineJobId, type WorkoutPlan } from '@repwise/contracts/workouts';
import { AppError, isDuplicateKeyError } from '@repwise/server-kit';
import { presentPlan } from '../../presenters/plan.presenter';
import type { WorkoutsDeps } from '../../workouts-deps';
import { findOwnedPlan, type StoredPlan } from './find-owned-plan';
import { upsertOne } from '../store/upsert-one';

/** A plan presented with its generated weeks and its outline job's real status. */
export async function describePlan(deps: WorkoutsDeps, plan: StoredPlan): Promise<WorkoutPlan> {
  const weeks = await deps.weeks.find({ planId: plan._id.toString() }, { weekNumber: 1 }).lean();
  return presentPlan(
    plan,
    weeks.map((week) => week.weekNumber),
    await resolvePlanStatus(deps, plan),
  );
}

/**
 * A pending plan whose outline job failed for good (or was lost) reads 'failed', so the client can
 * offer Try Again; otherwise the stored status.
 */
export async function resolvePlanStatus(
  deps: WorkoutsDeps,
  plan: StoredPlan,
): Promise<WorkoutPlan['status']> {
  if (plan.status !== 'pending') return plan.status;
  const jobStatus = await deps.generation.findStatus(buildOutlineJobId(plan._id.toString()));
  return jobStatus === 'failed' || jobStatus === 'missing' ? 'failed' : 'pending';
}

/** Every plan of the user, newest first, with isActive. */
export async function listPlans(deps: WorkoutsDeps, userId: string): Promise<WorkoutPlan[]> {
  const [plans, weeks] = await Promise.all([
    deps.plans.find({ userId }).sort({ createdAt: -1 }).lean(),
    deps.weeks.find({ userId }, { planId: 1, weekNumber: 1 }).lean(),
  ]);
  return Promise.all(
    plans.map(async (plan) => {
      const id = plan._id.toString();
      const planWeeks = weeks.filter((week) => week.planId === id).map((week) => week.weekNumber);
      return presentPlan(plan, planWeeks, await resolvePlanStatus(deps, plan));
    }),
  );
}

/** One of the user's plans. */
export async function getPlan(
  deps: WorkoutsDeps,
  userId: string,
  planId: string,
): Promise<WorkoutPlan> {
  return describePlan(deps, await findOwnedPlan(deps, userId, planId));
}

/**
 * The user's active plan (the most recently activated if several); null when none is. Found
 * through the user's pointer (`_id` lookups only); without a pointer, or with one the flags
 * contradict, the flags decide and the pointer is repaired. "None" is only ever recorded by the
 * insert that creates the pointer, so it cannot overwrite an activation that raced this read
 * (activations upsert the pointer after setting the flags).
 */
export async function findActivePlan(
  deps: WorkoutsDeps,
  userId: string,
): Promise<StoredPlan | null> {
  const pointer = await deps.users.findById(userId).lean();
  if (pointer && pointer.activePlanId === null) return null;
  if (pointer?.activePlanId) {
    const plan = await deps.plans.findById(pointer.activePlanId).lean();
    if (plan?.userId === userId && plan.isActive) return plan;
  }
  const plan = await deps.plans
    .findOne({ userId, isActive: true })
    .sort({ activatedAt: -1, createdAt: -1 })
    .lean();
  if (!pointer) {
    await deps.users
      .create({ _id: userId, activePlanId: plan?._id.toString() ?? null, updatedAt: deps.now() })
      .catch((error: unknown) => {
        if (!isDuplicateKeyError(error)) throw error; // an activation got there first
      });
  } else if (plan) {
    await pointActivePlan(deps, userId, plan._id.toString());
  } else {
    await forgetActivePlan(deps, userId);
  }
  return plan;
}

/** Records which plan is the user's active one (after its flags are set). */
export async function pointActivePlan(
  deps: WorkoutsDeps,
  userId: string,
  activePlanId: string,
): Promise<void> {
  await upsertOne(deps.users, { _id: userId }, { $set: { activePlanId, updatedAt: deps.now() } });
}

/** Drops the user's pointer (the active plan went): the next read finds the answer from the flags. */
export async function forgetActivePlan(deps: WorkoutsDeps, userId: string): Promise<void> {
  await deps.users.deleteOne({ _id: userId });
}

/**
 * The user's active plan presented; 404 RESOURCE_NOT_FOUND when none is active. Reused while the
 * user's plans are unchanged (`cache/read-cache`), but not while the plan is still generating: its
 * state lives in the job queue, not in the versions.
 */
export function getActivePlan(deps: WorkoutsDeps, userId: string): Promise<WorkoutPlan> {
  return deps.readCache.read(
    userId,
    ['plans'],
    'active-plan',
    async () => {
      const plan = await findActivePlan(deps, userId);
      if (!plan) throw new AppError('RESOURCE_NOT_FOUND', 'No active workout plan.');
      return describePlan(deps, plan);
    },
    (plan) => plan.status !== 'pending',
  );
}

/** The plan's outline and where its generation stands. */
export async function getOutline(deps: WorkoutsDeps, userId: string, planId: string) {
  const plan = await describePlan(deps, await findOwnedPlan(deps, userId, planId));
  return {
    planId: plan.id,
    status: plan.status,
    outline: plan.outline,
    currentWeek: plan.currentWeek,
    generatedWeeks: plan.generatedWeeks,
  };
}
