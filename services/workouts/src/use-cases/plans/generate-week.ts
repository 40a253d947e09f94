import {
  buildWeekJobId,
  workoutMessages,
  type GenerationJobState,
  type ProgressCheckIn,
  type WeeklyPlan,
  type WorkoutPlan,
} from '@repwise/contracts/workouts';
import { addDays } from '@repwise/domain/workouts';
import { AppError } from '@repwise/server-kit';
import { presentWeeklyPlan } from '../../presenters/plan.presenter';
import type { WorkoutsDeps } from '../../workouts-deps';
import { findOwnedPlan } from './find-owned-plan';
import { describePlan } from './read-plans';
import { recordCheckIn } from './update-week-progress';
import { findWeek } from '../store/week-store';

/** A week generation's outcome: the week (new or existing) or the job to poll. */
export type WeekGenerationOutcome =
  | { status: 'ready'; weeklyPlan: WeeklyPlan; plan: WorkoutPlan; isNew: boolean }
  | { status: 'pending'; job: GenerationJobState };

/**
 * Generates week N of a plan (spec 03 §4 locking): the outline must exist, and weeks are generated
 * in order while the current week is below 4 — N may be at most one past the highest generated
 * week. An existing week is returned as is. The previous week's stored check-in (or the one sent,
 * which is then stored) steers the progression.
 */
export async function generateWeek(
  deps: WorkoutsDeps,
  userId: string,
  request: {
    planId: string;
    weekNumber: number;
    previousWeekPerformance?: ProgressCheckIn | null | undefined;
  },
): Promise<WeekGenerationOutcome> {
  const plan = await findOwnedPlan(deps, userId, request.planId);
  const planId = plan._id.toString();
  const { weekNumber } = request;
  const existing = await findWeek(deps, { planId, weekNumber });
  if (existing) {
    return {
      status: 'ready',
      weeklyPlan: presentWeeklyPlan(existing, plan.planName),
      plan: await describePlan(deps, plan),
      isNew: false,
    };
  }
  if (!plan.outline)
    throw new AppError('VALIDATION_ERROR', workoutMessages.outlineRequired, [
      { field: 'programOutline', message: workoutMessages.outlineRequired },
    ]);
  const previous =
    weekNumber > 1 ? await findWeek(deps, { planId, weekNumber: weekNumber - 1 }) : null;
  if (weekNumber > 1 && !previous) {
    throw new AppError('VALIDATION_ERROR', workoutMessages.previousWeeksFirst, [
      { field: 'weekNumber', message: workoutMessages.previousWeeksFirst },
    ]);
  }
  let checkIn = previous?.progress ?? null;
  if (previous && request.previousWeekPerformance) {
    checkIn = request.previousWeekPerformance;
    await recordCheckIn(deps, previous, checkIn);
  }
  const jobId = buildWeekJobId(planId, weekNumber);
  const job = {
    kind: 'week' as const,
    userId,
    planId,
    weekNumber,
    startDate: addDays(plan.startDate, (weekNumber - 1) * 7),
    requirements: plan.requirements,
    outline: plan.outline,
    previousWeek: previous ? { progression: previous.weekJson.progression, checkIn } : null,
  };
  const outcome = await deps.generation.run(jobId, job, {
    waitMs: deps.generationWaitMs,
    mayExist: true,
  });
  if (outcome.status === 'failed')
    throw new AppError('INTERNAL_SERVER_ERROR', `Failed to generate week ${weekNumber} workouts`);
  // The week as this process stored it, else (stored by another copy) read back.
  const stored =
    outcome.status !== 'completed'
      ? null
      : outcome.stored?.kind === 'week'
        ? outcome.stored.week
        : await findWeek(deps, { planId, weekNumber });
  if (!stored) {
    return {
      status: 'pending',
      job: { jobId, kind: 'week', status: 'pending', planId, weekNumber, error: null },
    };
  }
  return {
    status: 'ready',
    weeklyPlan: presentWeeklyPlan(stored, plan.planName),
    plan: await describePlan(deps, plan),
    isNew: true,
  };
}
