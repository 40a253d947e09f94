import type { StoreOutlineRequest, StoreWeekRequest } from '@repwise/contracts/workouts';
import { isDuplicateKeyError } from '@repwise/server-kit';
import { isValidObjectId } from 'mongoose';
import type { WorkoutsDeps } from '../workouts-deps';
import { markPlanActive } from './activate-plan';

/**
 * Stores a plan's outline from the worker (repeats write the same outline); the programme takes
 * the outline's name. Answers false when the plan is gone or not that user's.
 */
export async function storeOutline(
  deps: WorkoutsDeps,
  planId: string,
  request: Required<StoreOutlineRequest>,
): Promise<boolean> {
  if (!isValidObjectId(planId)) return false;
  // Filtering on _id alone lets FerretDB find the document by key instead of scanning the collection.
  const owner = await deps.plans.findById(planId, { userId: 1 }).lean();
  if (owner?.userId !== request.userId) return false;
  await deps.plans.updateOne(
    { _id: planId },
    { $set: { outline: request.outline, status: 'ready', planName: request.outline.programName } },
  );
  return true;
}

/**
 * Stores a generated week once (unique plan + week); a repeat is a no-op. The newest week of the
 * active plan becomes the active week. Answers whether this call stored it.
 */
export async function storeWeek(
  deps: WorkoutsDeps,
  planId: string,
  request: StoreWeekRequest,
): Promise<boolean> {
  const plan = isValidObjectId(planId)
    ? await deps.plans.findOne({ _id: planId, userId: request.userId }).lean()
    : null;
  if (!plan) return false;
  try {
    await deps.weeks.create({
      userId: request.userId,
      planId,
      weekNumber: request.weekNumber,
      startDate: request.startDate,
      weekJson: request.weekJson,
      isActive: false,
      progress: null,
      recommendation: null,
      createdAt: deps.now(),
    });
  } catch (error) {
    if (isDuplicateKeyError(error)) return false;
    throw error;
  }
  if (plan.isActive) await markPlanActive(deps, plan, request.weekNumber);
  return true;
}
