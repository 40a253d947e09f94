import type { GoalStatus, GoalType } from '@repwise/contracts/progress';
import { goalStatuses, goalTypes } from '@repwise/contracts/progress';
import { Schema, type Connection, type Model } from 'mongoose';

/** One goal of a user. */
export interface GoalRecord {
  userId: string;
  goalType: GoalType;
  targetValue: number;
  currentValue: number;
  targetDate: Date | null;
  description: string | null;
  status: GoalStatus;
  /** When the goal was last marked completed; null while it is not. */
  completedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const goalSchema = new Schema<GoalRecord>(
  {
    userId: { type: String, required: true },
    goalType: { type: String, enum: goalTypes, required: true },
    targetValue: { type: Number, required: true },
    currentValue: { type: Number, required: true },
    targetDate: { type: Date, default: null },
    description: { type: String, default: null },
    status: { type: String, enum: goalStatuses, required: true },
    completedAt: { type: Date, default: null },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'goals', versionKey: false },
);
goalSchema.index({ userId: 1, createdAt: -1 });

/** The mongoose model of goals. */
export type GoalModel = Model<GoalRecord>;

/** Registers the goals model on a connection. */
export function createGoalModel(connection: Connection): GoalModel {
  return connection.model<GoalRecord>('Goal', goalSchema);
}
