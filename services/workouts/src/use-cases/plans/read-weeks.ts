import type { WeeklyPlan, WorkoutPlan } from '@repwise/contracts/workouts';
import { AppError } from '@repwise/server-kit';
import { isValidObjectId } from 'mongoose';
import { presentWeeklyPlan } from '../../presenters/plan.presenter';
import type { WorkoutsDeps } from '../../workouts-deps';
import { markPlanActive } from './activate-plan';
import { findOwnedPlan, findOwnedWeek } from './find-owned-plan';
import { describePlan, findActivePlan } from './read-plans';
import { findWeek, findWeeks, loadWeekContent, type StoredWeekHeader } from '../store/week-store';

/** A weekly plan with its plan. */
export interface WeekWithPlan {
  weeklyPlan: WeeklyPlan;
  plan: WorkoutPlan;
}

/** Week N of one of the user's plans; 404 when not generated. */
export async function getWeek(
  deps: WorkoutsDeps,
  userId: string,
  planId: string,
  weekNumber: number,
): Promise<WeekWithPlan> {
  const plan = await findOwnedPlan(deps, userId, planId);
  const week = await findOwnedWeek(deps, userId, planId, weekNumber);
  return {
    weeklyPlan: presentWeeklyPlan(week, plan.planName),
    plan: await describePlan(deps, plan),
  };
}

/** A plan's generated weeks, weekNumber descending. */
export async function listWeeklyPlans(
  deps: WorkoutsDeps,
  userId: string,
  planId: string,
): Promise<WeeklyPlan[]> {
  const plan = await findOwnedPlan(deps, userId, planId);
  const weeks = await findWeeks(deps, { planId, userId });
  return weeks
    .sort((a, b) => b.weekNumber - a.weekNumber)
    .map((week) => presentWeeklyPlan(week, plan.planName));
}

async function findOwnedWeekById(deps: WorkoutsDeps, userId: string, weeklyPlanId: string) {
  // By `_id` alone, then the owner (FerretDB v1 decodes every header for `{_id, userId}`).
  const week = isValidObjectId(weeklyPlanId)
    ? await deps.weeks.findById(weeklyPlanId).lean<StoredWeekHeader>()
    : null;
  if (week?.userId !== userId)
    throw new AppError('RESOURCE_NOT_FOUND', 'Weekly workout plan not found.');
  return loadWeekContent(deps, week);
}

/** One of the user's weekly plans by its id. */
export async function getWeeklyPlanById(
  deps: WorkoutsDeps,
  userId: string,
  weeklyPlanId: string,
): Promise<WeekWithPlan> {
  const week = await findOwnedWeekById(deps, userId, weeklyPlanId);
  const plan = await findOwnedPlan(deps, userId, week.planId);
  return {
    weeklyPlan: presentWeeklyPlan(week, plan.planName),
    plan: await describePlan(deps, plan),
  };
}

/** Activates a weekly plan: it and its plan become the active ones, all others inactive. */
export async function activateWeeklyPlan(
  deps: WorkoutsDeps,
  userId: string,
  weeklyPlanId: string,
): Promise<WeekWithPlan> {
  const week = await findOwnedWeekById(deps, userId, weeklyPlanId);
  await markPlanActive(deps, await findOwnedPlan(deps, userId, week.planId), week.weekNumber);
  return getWeeklyPlanById(deps, userId, weeklyPlanId);
}

/**
 * The active plan's active week (its newest if none is flagged); 404 when there is none. Reused
 * while the user's plans are unchanged (`cache/read-cache`), but not while the plan is still
 * generating.
 */
export function getActiveWeeklyPlan(deps: WorkoutsDeps, userId: string): Promise<WeekWithPlan> {
  return deps.readCache.read(
    userId,
    ['plans'],
    'active-week',
    () => composeActiveWeeklyPlan(deps, userId),
    (answer) => answer.plan.status !== 'pending',
  );
}

async function composeActiveWeeklyPlan(deps: WorkoutsDeps, userId: string): Promise<WeekWithPlan> {
  const plan = await findActivePlan(deps, userId);
  const planId = plan?._id.toString();
  const week = planId
    ? ((await findWeek(deps, { planId, userId, isActive: true })) ??
      (await findWeek(deps, { planId, userId }, { weekNumber: -1 })))
    : null;
  if (!plan || !week)
    throw new AppError('RESOURCE_NOT_FOUND', "You don't have an active weekly workout plan yet.");
  return {
    weeklyPlan: presentWeeklyPlan(week, plan.planName),
    plan: await describePlan(deps, plan),
  };
}
