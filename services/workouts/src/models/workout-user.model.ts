import { Schema, type Connection, type Model } from 'mongoose';

/**
 * A user's pointer to their active plan (`_id` the user id; `activePlanId` null when none is).
 * The plans' `isActive` flags stay the truth; this is how the active plan is found with `_id`
 * lookups only (FerretDB v1 decodes the whole plans collection for `{userId, isActive}`). A
 * pointer that disagrees with the flags is ignored and rewritten from them.
 */
export interface WorkoutUserRecord {
  _id: string;
  activePlanId: string | null;
  updatedAt: Date;
}

const workoutUserSchema = new Schema<WorkoutUserRecord>(
  {
    _id: { type: String, required: true },
    activePlanId: { type: String, default: null },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'workout_users', versionKey: false },
);

/** The mongoose model of the per-user active-plan pointers. */
export type WorkoutUserModel = Model<WorkoutUserRecord>;

/** Registers the per-user pointer model on a connection. */
export function createWorkoutUserModel(connection: Connection): WorkoutUserModel {
  return connection.model<WorkoutUserRecord>('WorkoutUser', workoutUserSchema);
}
