import { buildWeekProgressId, type WeekProgressRecord } from '../../models/week-progress.model';
import type { WorkoutsDeps } from '../../workouts-deps';
import { upsertOne } from '../store/upsert-one';
import { withUserLock } from '../store/user-lock';

/** A plan week's ticks and day records (empty when nothing was recorded yet). */
export type WeekProgress = Pick<WeekProgressRecord, 'ticks' | 'days'>;

/** The progress of week `week` of the plan (known to be the user's). */
export async function readWeekProgress(
  deps: WorkoutsDeps,
  planId: string,
  week: number,
): Promise<WeekProgress> {
  const stored = await deps.weekProgress.findById(buildWeekProgressId(planId, week)).lean();
  return { ticks: stored?.ticks ?? [], days: stored?.days ?? [] };
}

/**
 * Changes a plan week's progress: `change` edits a copy read under the user's completions lock,
 * which is then written whole, so concurrent ticks of one user (two tabs, an offline replay) are
 * applied one after the other and none is lost. Answers the progress as written.
 */
export async function changeWeekProgress(
  deps: WorkoutsDeps,
  key: { userId: string; planId: string; week: number },
  change: (progress: WeekProgress) => void,
): Promise<WeekProgress> {
  return withUserLock(deps, `${key.userId}:completions`, async () => {
    const progress = await readWeekProgress(deps, key.planId, key.week);
    change(progress);
    await upsertOne(
      deps.weekProgress,
      { _id: buildWeekProgressId(key.planId, key.week) },
      { $set: { ...key, ...progress, updatedAt: deps.now() } },
    );
    return progress;
  });
}
