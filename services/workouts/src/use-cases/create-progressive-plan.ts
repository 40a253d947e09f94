import { randomUUID } from 'node:crypto';
import {
  buildOutlineJobId,
  workoutPlanConstants,
  type GenerationJobState,
  type ProgressiveRequirements,
  type WorkoutPlan,
} from '@repwise/contracts/workouts';
import { findWeekMonday, goalProgramLabels, toLocalDate } from '@repwise/domain/workouts';
import { AppError, isDuplicateKeyError } from '@repwise/server-kit';
import { presentPlan } from '../presenters/plan.presenter';
import type { WorkoutsDeps } from '../workouts-deps';
import type { StoredPlan } from './find-owned-plan';
import { describePlan } from './read-plans';

/** A generation call's outcome: done (the plan) or still running (the job to poll). */
export type PlanGenerationOutcome =
  | { status: 'ready'; plan: WorkoutPlan; isNew: boolean }
  | { status: 'pending'; job: GenerationJobState };

/**
 * Starts a progressive programme: claims the plan once per idempotency key (a repeat returns the
 * same plan), queues its outline job and waits for it a few seconds. A failed outline job is
 * retried by a repeat with the same key. A job that failed for good answers 500.
 */
export async function createProgressivePlan(
  deps: WorkoutsDeps,
  userId: string,
  requirements: ProgressiveRequirements,
  idempotencyKey: string | undefined,
): Promise<PlanGenerationOutcome> {
  const { plan, isNew } = await claimPlan(
    deps,
    userId,
    requirements,
    idempotencyKey ?? randomUUID(),
  );
  const planId = plan._id.toString();
  const jobId = buildOutlineJobId(planId);
  if (plan.status !== 'ready') {
    const job = { kind: 'outline' as const, userId, planId, requirements: plan.requirements };
    const jobStatus = await deps.generation.run(jobId, job, {
      waitMs: deps.generationWaitMs,
      mayExist: !isNew,
    });
    if (jobStatus === 'failed')
      throw new AppError('INTERNAL_SERVER_ERROR', 'Failed to generate training outline');
    if (jobStatus !== 'completed') {
      return {
        status: 'pending',
        job: { jobId, kind: 'outline', status: 'pending', planId, weekNumber: null, error: null },
      };
    }
  }
  const stored = (await deps.plans.findById(planId).lean()) ?? plan;
  // A new plan has no weeks yet: no need to look them up.
  return {
    status: 'ready',
    plan: isNew ? presentPlan(stored, []) : await describePlan(deps, stored),
    isNew,
  };
}

async function claimPlan(
  deps: WorkoutsDeps,
  userId: string,
  requirements: ProgressiveRequirements,
  idempotencyKey: string,
): Promise<{ plan: StoredPlan; isNew: boolean }> {
  const sourceKey = `progressive:${idempotencyKey}`;
  const now = deps.now();
  try {
    const created = await deps.plans.create({
      userId,
      sourceKey,
      source: 'progressive',
      planName: `4-Week ${goalProgramLabels[requirements.primaryGoal]} Program`,
      description: describeRequirements(requirements),
      durationWeeks: workoutPlanConstants.programWeeks,
      requirements,
      outline: null,
      status: 'pending',
      generationError: null,
      safetyConsiderations: [],
      nutritionGuidance: null,
      isActive: false,
      activatedAt: null,
      startDate: findWeekMonday(toLocalDate(now, 0)),
      createdAt: now,
    });
    return { plan: created.toObject(), isNew: true };
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    const existing = await deps.plans.findOne({ userId, sourceKey }).lean();
    if (!existing) throw error;
    return { plan: existing, isNew: false };
  }
}

/** A one-line description of what the programme was built for. */
export function describeRequirements(requirements: ProgressiveRequirements): string {
  const equipment =
    requirements.equipment.length > 0 ? requirements.equipment.join(', ') : 'bodyweight only';
  return `${requirements.daysPerWeek} sessions a week of about ${requirements.sessionDuration} minutes for a ${requirements.fitnessLevel.toLowerCase()} trainee, with ${equipment}.`;
}
