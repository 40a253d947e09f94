import {
  buildOutlineJobId,
  buildWeekJobId,
  type storeOutlineRequestSchema,
  type StoreWeekRequest,
} from '@repwise/contracts/workouts';
import { isDuplicateKeyError } from '@repwise/server-kit';
import { isValidObjectId } from 'mongoose';
import type { z } from 'zod';
import type { WorkoutsDeps } from '../../workouts-deps';
import { markPlanActive } from './activate-plan';
import { buildProgressivePlanRecord, deriveProgressivePlanId } from './progressive-plan-record';
import { insertWeek } from '../store/week-store';
import { pruneOldPlans } from './delete-plans';

// FerretDB v1 finds a document by `_id` alone cheaply; `_id` plus any other field reads the whole
// collection. So ownership is checked on the document read by `_id`, and writes go by `_id`.

/**
 * Stores a plan's outline from the worker. An outline job that carries `plan` creates the plan
 * whole (one insert under its derived id); when the plan exists already (pending, or stored by an
 * earlier attempt) a pending plan takes the outline and name and a ready one stays as it is.
 * Answers false when the plan is gone or not that user's (or the id is not the one derived).
 */
export async function storeOutline(
  deps: WorkoutsDeps,
  planId: string,
  request: z.output<typeof storeOutlineRequestSchema>,
): Promise<boolean> {
  if (!isValidObjectId(planId)) return false;
  const jobId = buildOutlineJobId(planId);
  if (request.plan) {
    // Created plans live under the id derived from their key, which repeats look up.
    if (planId !== deriveProgressivePlanId(request.userId, request.plan.sourceKey)) return false;
    const record = buildProgressivePlanRecord({
      userId: request.userId,
      sourceKey: request.plan.sourceKey,
      requirements: request.plan.requirements,
      createdAt: new Date(request.plan.createdAt),
      outline: request.outline,
    });
    try {
      const created = await deps.plans.create({ _id: planId, ...record });
      await pruneOldPlans(deps, request.userId);
      // The record as inserted (a document's toObject() would copy it again).
      deps.generation.reportStored(jobId, {
        kind: 'outline',
        plan: { ...record, _id: created._id },
      });
      return true;
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
  }
  const plan = await deps.plans.findById(planId).lean();
  if (plan?.userId !== request.userId) return false;
  if (plan.status === 'ready') {
    deps.generation.reportStored(jobId, { kind: 'outline', plan });
    return true;
  }
  const outline = {
    outline: request.outline,
    status: 'ready',
    planName: request.outline.programName,
  } as const;
  await deps.plans.updateOne({ _id: planId }, { $set: outline });
  deps.generation.reportStored(jobId, { kind: 'outline', plan: { ...plan, ...outline } });
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
  const plan = isValidObjectId(planId) ? await deps.plans.findById(planId).lean() : null;
  if (plan?.userId !== request.userId) return false;
  const record = {
    userId: request.userId,
    planId,
    weekNumber: request.weekNumber,
    startDate: request.startDate,
    weekJson: request.weekJson,
    isActive: false,
    progress: null,
    recommendation: null,
    createdAt: deps.now(),
  };
  const created = await insertWeek(deps, record);
  if (!created) return false;
  // The newest week of the active plan becomes the active week.
  if (plan.isActive) await markPlanActive(deps, plan, request.weekNumber);
  deps.generation.reportStored(buildWeekJobId(planId, request.weekNumber), {
    kind: 'week',
    week: { ...record, _id: created._id, isActive: plan.isActive },
  });
  return true;
}
