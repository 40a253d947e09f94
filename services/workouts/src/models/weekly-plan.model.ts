import type {
  ProgressCheckIn,
  ProgressionRecommendation,
  WeekJson,
} from '@repwise/contracts/workouts';
import { Schema, type Connection, type Model } from 'mongoose';

/** One generated week of a plan; unique per plan and week number. */
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

const weeklyPlanSchema = new Schema<WeeklyPlanRecord>(
  {
    userId: { type: String, required: true, index: true },
    planId: { type: String, required: true },
    weekNumber: { type: Number, required: true },
    startDate: { type: String, required: true },
    weekJson: { type: Schema.Types.Mixed, required: true },
    isActive: { type: Boolean, default: false },
    progress: { type: Schema.Types.Mixed, default: null },
    recommendation: { type: Schema.Types.Mixed, default: null },
    createdAt: { type: Date, required: true },
  },
  { collection: 'weekly_plans', minimize: false },
);
weeklyPlanSchema.index({ planId: 1, weekNumber: 1 }, { unique: true });

/** The mongoose model of weekly plans. */
export type WeeklyPlanModel = Model<WeeklyPlanRecord>;

/** Registers the weekly plan model on a connection. */
export function createWeeklyPlanModel(connection: Connection): WeeklyPlanModel {
  return connection.model<WeeklyPlanRecord>('WeeklyPlan', weeklyPlanSchema);
}
