import type {
  ProgressCheckIn,
  ProgressionRecommendation,
  WeeklyPlan,
} from '@repwise/contracts/workouts';
import { recommendProgression } from '@repwise/domain/workouts';
import type { WeeklyPlanRecord } from '../../models/weekly-plan.model';
import { presentWeeklyPlan } from '../../presenters/plan.presenter';
import type { WorkoutsDeps } from '../../workouts-deps';
import { findOwnedPlan, findOwnedWeek } from './find-owned-plan';

/** Stores a week's check-in and what the progression rules recommend after it. */
export async function recordCheckIn(
  deps: WorkoutsDeps,
  week: WeeklyPlanRecord & { _id: unknown },
  checkIn: ProgressCheckIn,
): Promise<ProgressionRecommendation> {
  const recommendation = recommendProgression(checkIn);
  await deps.weeks.updateOne({ _id: week._id }, { $set: { progress: checkIn, recommendation } });
  return recommendation;
}

/** PUT .../week/{week}/progress: the user's check-in for a generated week (the last one wins). */
export async function updateWeekProgress(
  deps: WorkoutsDeps,
  userId: string,
  planId: string,
  weekNumber: number,
  checkIn: ProgressCheckIn,
): Promise<{ weeklyPlan: WeeklyPlan; recommendation: ProgressionRecommendation }> {
  const plan = await findOwnedPlan(deps, userId, planId);
  const week = await findOwnedWeek(deps, userId, planId, weekNumber);
  const recommendation = await recordCheckIn(deps, week, checkIn);
  const weeklyPlan = presentWeeklyPlan(
    { ...week, progress: checkIn, recommendation },
    plan.planName,
  );
  return { weeklyPlan, recommendation };
}
