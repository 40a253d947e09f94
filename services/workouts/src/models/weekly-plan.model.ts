import type {
  ProgressCheckIn,
  ProgressionRecommendation,
  WeekJson,
} from '@repwise/contracts/workouts';
import { Schema, type Connection, type Model, type Types } from 'mongoose';

/** One generated week of a plan as the use cases see it; unique per plan and week number. */
export interface WeeklyPlanRecord {
  userId: string;
  planId: string;
  weekNumber: number;
  startDate: string;
  weekJson: WeekJson;
  isActive: boolean;
  progress: ProgressCheckIn | null;
  recommendation: ProgressionRecommendation | null;
  createdAt: Date;
}

/**
 * What `weekly_plans` holds: the week without its `weekJson`, which lives in `weekly_plan_contents`
 * under the same `_id`. FerretDB v1 decodes every document of a collection for any filter but an
 * `_id` equality, so the searched documents stay small (a week's content is ~40 KB, its header
 * ~0.4 KB) and the content is read by `_id` only when it is needed. Weeks stored before the split
 * still carry `weekJson` here; `workoutCount` is absent on them.
 */
export interface WeeklyPlanHeader extends Omit<WeeklyPlanRecord, 'weekJson'> {
  /** How many workouts the week schedules (the dashboard's planned-workout count). */
  workoutCount?: number;
  /** Only on weeks stored before the split. */
  weekJson?: WeekJson;
}

/** A week's content (`_id` = the header's). */
export interface WeeklyPlanContent {
  _id: Types.ObjectId;
  weekJson: WeekJson;
}

const weeklyPlanSchema = new Schema<WeeklyPlanHeader>(
  {
    userId: { type: String, required: true, index: true },
    planId: { type: String, required: true },
    weekNumber: { type: Number, required: true },
    startDate: { type: String, required: true },
    workoutCount: { type: Number },
    weekJson: { type: Schema.Types.Mixed },
    isActive: { type: Boolean, default: false },
    progress: { type: Schema.Types.Mixed, default: null },
    recommendation: { type: Schema.Types.Mixed, default: null },
    createdAt: { type: Date, required: true },
  },
  { collection: 'weekly_plans', minimize: false },
);
weeklyPlanSchema.index({ planId: 1, weekNumber: 1 }, { unique: true });

const weeklyPlanContentSchema = new Schema<WeeklyPlanContent>(
  { weekJson: { type: Schema.Types.Mixed, required: true } },
  { collection: 'weekly_plan_contents', minimize: false, versionKey: false },
);

/** The mongoose model of weekly plan headers. */
export type WeeklyPlanModel = Model<WeeklyPlanHeader>;
/** The mongoose model of weekly plan contents. */
export type WeeklyPlanContentModel = Model<WeeklyPlanContent>;

/** Registers the weekly plan models (headers and contents) on a connection. */
export function createWeeklyPlanModels(connection: Connection): {
  weeks: WeeklyPlanModel;
  weekContents: WeeklyPlanContentModel;
} {
  return {
    weeks: connection.model<WeeklyPlanHeader>('WeeklyPlan', weeklyPlanSchema),
    weekContents: connection.model<WeeklyPlanContent>('WeeklyPlanContent', weeklyPlanContentSchema),
  };
}
