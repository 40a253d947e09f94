import { AppError } from '@repwise/server-kit';
import { isValidObjectId } from 'mongoose';
import type { WorkoutPlanRecord } from '../../models/workout-plan.model';
import type { WorkoutsDeps } from '../../workouts-deps';
import { findWeek, type StoredWeek } from '../store/week-store';

/** A stored plan with its id. */
export type StoredPlan = WorkoutPlanRecord & { _id: { toString: () => string } };

/** Loads one of the user's plans; anything else (unknown id, another user's plan) is 404. */
export async function findOwnedPlan(
  deps: WorkoutsDeps,
  userId: string,
  planId: string,
): Promise<StoredPlan> {
  // By `_id` alone, then the owner: FerretDB v1 reads the whole collection for `{_id, userId}`.
  const plan = isValidObjectId(planId) ? await deps.plans.findById(planId).lean() : null;
  if (plan?.userId !== userId) throw new AppError('RESOURCE_NOT_FOUND', 'Workout plan not found.');
  return plan;
}

/** Loads a generated week of one of the user's plans; 404 when it is not generated. */
export async function findOwnedWeek(
  deps: WorkoutsDeps,
  userId: string,
  planId: string,
  weekNumber: number,
): Promise<StoredWeek> {
  const week = await findWeek(deps, { planId, userId, weekNumber });
  if (!week)
    throw new AppError('RESOURCE_NOT_FOUND', `Week ${weekNumber} has not been generated yet.`);
  return week;
}
