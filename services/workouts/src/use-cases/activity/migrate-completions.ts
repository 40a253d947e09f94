import type { DayCompletion, ExerciseTick } from '../../models/week-progress.model';
import type { WorkoutsDeps } from '../../workouts-deps';
import { changeWeekProgress } from './week-progress';

/** The collections ticks and day completions lived in before `week_progress` (one document each). */
const legacyCollections = { ticks: 'exercise_ticks', days: 'day_completions' } as const;

interface LegacyKey {
  userId: string;
  planId: string;
  week: number;
}
type LegacyTick = LegacyKey & ExerciseTick;
type LegacyDay = LegacyKey & DayCompletion;

/**
 * Moves ticks and day completions stored one document each (before `week_progress`) into their
 * week's progress document, then deletes them. What the week already records wins (it is newer).
 * Idempotent and safe while other copies serve: each week changes under the user's lock. Runs at
 * start-up; with nothing left to move it costs two reads of empty collections. Answers how many
 * documents it moved.
 */
export async function migrateLegacyCompletions(deps: WorkoutsDeps): Promise<number> {
  const db = deps.weekProgress.db;
  const ticks = db.collection<LegacyTick>(legacyCollections.ticks);
  const days = db.collection<LegacyDay>(legacyCollections.days);
  const [legacyTicks, legacyDays] = await Promise.all([
    ticks.find({}).toArray(),
    days.find({}).toArray(),
  ]);
  if (legacyTicks.length === 0 && legacyDays.length === 0) return 0;
  const weeks = new Map<string, { key: LegacyKey; ticks: LegacyTick[]; days: LegacyDay[] }>();
  const weekOf = (entry: LegacyKey) => {
    const id = `${entry.userId}:${entry.planId}:${entry.week}`;
    const week = weeks.get(id) ?? {
      key: { userId: entry.userId, planId: entry.planId, week: entry.week },
      ticks: [],
      days: [],
    };
    weeks.set(id, week);
    return week;
  };
  for (const tick of legacyTicks) weekOf(tick).ticks.push(tick);
  for (const day of legacyDays) weekOf(day).days.push(day);
  for (const { key, ticks: weekTicks, days: weekDays } of weeks.values()) {
    await changeWeekProgress(deps, key, (progress) => {
      for (const tick of weekTicks) {
        const known = progress.ticks.some(
          (entry) => entry.day === tick.day && entry.exerciseId === tick.exerciseId,
        );
        if (!known) {
          const { day, exerciseId, completed, completedAt } = tick;
          progress.ticks.push({ day, exerciseId, completed, completedAt });
        }
      }
      for (const record of weekDays) {
        if (!progress.days.some((entry) => entry.day === record.day)) {
          const { day, completedAt, totalDuration, notes } = record;
          progress.days.push({ day, completedAt, totalDuration, notes });
        }
      }
    });
  }
  await Promise.all([
    ticks.deleteMany({ _id: { $in: legacyTicks.map((tick) => tick._id) } }),
    days.deleteMany({ _id: { $in: legacyDays.map((day) => day._id) } }),
  ]);
  return legacyTicks.length + legacyDays.length;
}
