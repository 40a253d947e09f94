import { randomUUID } from 'node:crypto';
import {
  buildOutlineJobId,
  type GenerationJobState,
  type ProgressiveRequirements,
  type WorkoutPlan,
} from '@repwise/contracts/workouts';
import { AppError, isDuplicateKeyError } from '@repwise/server-kit';
import type { GenerationOutcome } from '../../jobs/generation-queue';
import { presentPlan } from '../../presenters/plan.presenter';
import type { WorkoutsDeps } from '../../workouts-deps';
import type { StoredPlan } from './find-owned-plan';
import {
  buildProgressivePlanRecord,
  deriveProgressivePlanId,
  type ProgressivePlanSource,
} from './progressive-plan-record';
import { describePlan } from './read-plans';
import { pruneOldPlans } from './delete-plans';

/** A generation call's outcome: done (the plan) or still running (the job to poll). */
export type PlanGenerationOutcome =
  | { status: 'ready'; plan: WorkoutPlan; isNew: boolean }
  | { status: 'pending'; job: GenerationJobState };

const failureMessage = 'Failed to generate training outline';

/**
 * Starts a progressive programme, once per idempotency key (a repeat returns the same plan): queues
 * its outline job under an id derived from the user and the key, and waits for it a few seconds.
 * The outline's store creates the plan whole, so a plan generated within the wait costs one write.
 * When the job is still running (202), failed for good (500) or could not be queued, a pending plan
 * is stored instead: the outline completes it later, and a repeat with the same key joins the job,
 * retries it when it failed, or queues it again.
 */
export async function createProgressivePlan(
  deps: WorkoutsDeps,
  userId: string,
  requirements: ProgressiveRequirements,
  idempotencyKey: string | undefined,
): Promise<PlanGenerationOutcome> {
  const sourceKey = `progressive:${idempotencyKey ?? randomUUID()}`;
  const planId = deriveProgressivePlanId(userId, sourceKey);
  const jobId = buildOutlineJobId(planId);
  const source: ProgressivePlanSource = {
    userId,
    sourceKey,
    requirements,
    createdAt: deps.now(),
    outline: null,
  };
  const job = {
    kind: 'outline' as const,
    userId,
    planId,
    requirements,
    plan: { sourceKey, createdAt: source.createdAt.toISOString() },
  };
  let outcome: GenerationOutcome;
  try {
    outcome = await deps.generation.run(jobId, job, {
      waitMs: deps.generationWaitMs,
      // Without a key the plan is brand new: no earlier job to look for.
      mayExist: idempotencyKey !== undefined,
    });
  } catch (error) {
    // The queue is unreachable. The pending plan lets a repeat with the key finish it; the queue's
    // error (e.g. 503) is the one to answer, whatever became of this write.
    await storePendingPlan(deps, planId, source).catch(() => undefined);
    throw error;
  }
  if (outcome.status === 'completed') {
    const plan =
      outcome.stored?.kind === 'outline'
        ? outcome.stored.plan
        : await findProgressivePlan(deps, userId, planId, sourceKey);
    // Only a plan deleted right after its outline was stored gets here.
    if (!plan) throw new AppError('INTERNAL_SERVER_ERROR', failureMessage);
    // The plan is this request's when it carries this request's time; else an earlier one made it.
    const isNew = plan.createdAt.getTime() === source.createdAt.getTime();
    return {
      status: 'ready',
      // A new plan has no weeks yet: no need to look them up.
      plan: isNew ? presentPlan(plan, []) : await describePlan(deps, plan),
      isNew,
    };
  }
  await storePendingPlan(deps, planId, source);
  if (outcome.status === 'failed') throw new AppError('INTERNAL_SERVER_ERROR', failureMessage);
  return {
    status: 'pending',
    job: { jobId, kind: 'outline', status: 'pending', planId, weekNumber: null, error: null },
  };
}

/** Stores the plan as pending, unless it exists already (its outline was stored, or an earlier request left it). */
async function storePendingPlan(
  deps: WorkoutsDeps,
  planId: string,
  source: ProgressivePlanSource,
): Promise<void> {
  try {
    await deps.plans.create({ _id: planId, ...buildProgressivePlanRecord(source) });
    await pruneOldPlans(deps, source.userId);
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
  }
}

/** The user's plan for a source key, by its derived id (or, for a plan created before ids were derived, by key). */
async function findProgressivePlan(
  deps: WorkoutsDeps,
  userId: string,
  planId: string,
  sourceKey: string,
): Promise<StoredPlan | null> {
  const plan = await deps.plans.findById(planId).lean();
  if (plan) return plan.userId === userId ? plan : null;
  return deps.plans.findOne({ userId, sourceKey }).lean();
}
