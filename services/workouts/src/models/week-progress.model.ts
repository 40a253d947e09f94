import { Schema, type Connection, type Model } from 'mongoose';

/** One exercise's tick on a plan day. */
export interface ExerciseTick {
  day: number;
  exerciseId: string;
  completed: boolean;
  completedAt: Date | null;
}

/** A plan day's Complete Workout record. */
export interface DayCompletion {
  day: number;
  completedAt: Date | null;
  totalDuration: number | null;
  notes: string | null;
}

/**
 * Everything ticked and completed in one week of a plan (`_id` `<planId>:<week>`, from
 * `buildWeekProgressId`): read by `_id`, and changed whole under the user's completions lock
 * (FerretDB v1 has no atomic conditional update, and decodes a whole collection for any filter
 * but an `_id` equality — one small document per week keeps every completion read a lookup).
 */
export interface WeekProgressRecord {
  _id: string;
  userId: string;
  planId: string;
  week: number;
  ticks: ExerciseTick[];
  days: DayCompletion[];
  updatedAt: Date;
}

/** `_id` of a plan week's progress document. */
export function buildWeekProgressId(planId: string, week: number): string {
  return `${planId}:${week}`;
}

const weekProgressSchema = new Schema<WeekProgressRecord>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    planId: { type: String, required: true },
    week: { type: Number, required: true },
    ticks: { type: Schema.Types.Mixed, default: [] },
    days: { type: Schema.Types.Mixed, default: [] },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'week_progress', minimize: false, versionKey: false },
);

/** The mongoose model of plan-week progress. */
export type WeekProgressModel = Model<WeekProgressRecord>;

/** Registers the plan-week progress model on a connection. */
export function createWeekProgressModel(connection: Connection): WeekProgressModel {
  return connection.model<WeekProgressRecord>('WeekProgress', weekProgressSchema);
}
