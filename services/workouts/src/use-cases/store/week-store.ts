import { isDuplicateKeyError } from '@repwise/server-kit';
import { Types, type QueryFilter } from 'mongoose';
import type { WeeklyPlanHeader, WeeklyPlanRecord } from '../../models/weekly-plan.model';
import type { WorkoutsDeps } from '../../workouts-deps';

// Weeks are stored as a small header (searched) and their content (read by `_id` when needed):
// see `WeeklyPlanHeader`. These are the only functions that know it.

/** A stored week header with its id. */
export type StoredWeekHeader = WeeklyPlanHeader & { _id: Types.ObjectId };
/** A stored week with its content. */
export type StoredWeek = WeeklyPlanRecord & { _id: Types.ObjectId };

/** A header's planned-workout count (read from the content on weeks stored before the split). */
export function countWeekWorkouts(header: WeeklyPlanHeader): number | null {
  return header.workoutCount ?? header.weekJson?.workouts.length ?? null;
}

/** The week of a header with its content. */
export async function loadWeekContent(
  deps: WorkoutsDeps,
  header: StoredWeekHeader,
): Promise<StoredWeek> {
  const weekId = header._id.toString();
  let weekJson = header.weekJson ?? deps.weekContentCache.get(weekId);
  if (!weekJson) {
    weekJson = (await deps.weekContents.findById(header._id).lean())?.weekJson;
    if (weekJson) deps.weekContentCache.set(weekId, weekJson);
  }
  // The content is written before its header and deleted after it, so this means lost data.
  if (!weekJson) throw new Error(`weekly plan ${header._id.toString()} has no content`);
  return {
    _id: header._id,
    userId: header.userId,
    planId: header.planId,
    weekNumber: header.weekNumber,
    startDate: header.startDate,
    weekJson,
    isActive: header.isActive,
    progress: header.progress,
    recommendation: header.recommendation,
    createdAt: header.createdAt,
  };
}

/** The one week matching `filter`, with its content; null when there is none. */
export async function findWeek(
  deps: WorkoutsDeps,
  filter: QueryFilter<WeeklyPlanHeader>,
  sort?: Record<string, 1 | -1>,
): Promise<StoredWeek | null> {
  const query = deps.weeks.findOne(filter);
  const header = await (sort ? query.sort(sort) : query).lean<StoredWeekHeader>();
  return header ? loadWeekContent(deps, header) : null;
}

/** Every week matching `filter`, with their contents. */
export async function findWeeks(
  deps: WorkoutsDeps,
  filter: QueryFilter<WeeklyPlanHeader>,
): Promise<StoredWeek[]> {
  const headers = await deps.weeks.find(filter).lean<StoredWeekHeader[]>();
  return Promise.all(headers.map((header) => loadWeekContent(deps, header)));
}

/**
 * Stores a week once per plan and week number: its content first, then its header (the unique
 * claim). Answers the stored week, or null when that week was stored already (the content
 * written for nothing is removed again).
 */
export async function insertWeek(
  deps: WorkoutsDeps,
  record: WeeklyPlanRecord,
): Promise<StoredWeek | null> {
  const _id = new Types.ObjectId();
  const { weekJson, ...fields } = record;
  await deps.weekContents.create({ _id, weekJson });
  try {
    await deps.weeks.create({ _id, ...fields, workoutCount: weekJson.workouts.length });
  } catch (error) {
    await deps.weekContents.deleteOne({ _id });
    if (isDuplicateKeyError(error)) return null;
    throw error;
  }
  deps.weekContentCache.set(_id.toString(), weekJson);
  return { _id, ...record };
}

/** Deletes weeks (headers first, so no header is ever left without its content). */
export async function deleteWeeks(
  deps: WorkoutsDeps,
  filter: QueryFilter<WeeklyPlanHeader>,
): Promise<void> {
  const ids = (await deps.weeks.find(filter, { _id: 1 }).lean()).map((week) => week._id);
  if (ids.length === 0) return;
  await deps.weeks.deleteMany({ _id: { $in: ids } });
  for (const id of ids) deps.weekContentCache.delete(id.toString());
  await deps.weekContents.deleteMany({ _id: { $in: ids } });
}
