import type { SessionExercise } from '@repwise/contracts/workouts';
import { Schema, type Connection, type Model } from 'mongoose';

/** A recorded workout; `clientKey` (unique per user) makes replays of the same session no-ops. */
export interface WorkoutSessionRecord {
  userId: string;
  clientKey: string;
  source: 'session' | 'completion';
  planId: string | null;
  name: string;
  duration: number;
  exercises: SessionExercise[];
  notes: string | null;
  caloriesBurned: number;
  perceivedExertion: number;
  week: number | null;
  day: number | null;
  performedAt: Date;
  createdAt: Date;
}

const workoutSessionSchema = new Schema<WorkoutSessionRecord>(
  {
    userId: { type: String, required: true },
    clientKey: { type: String, required: true },
    source: { type: String, required: true },
    planId: { type: String, default: null },
    name: { type: String, required: true },
    duration: { type: Number, required: true },
    exercises: { type: Schema.Types.Mixed, default: [] },
    notes: { type: String, default: null },
    caloriesBurned: { type: Number, required: true },
    perceivedExertion: { type: Number, required: true },
    week: { type: Number, default: null },
    day: { type: Number, default: null },
    performedAt: { type: Date, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: 'workout_sessions', minimize: false },
);
workoutSessionSchema.index({ userId: 1, clientKey: 1 }, { unique: true });
workoutSessionSchema.index({ userId: 1, performedAt: -1 });

/** The mongoose model of workout sessions. */
export type WorkoutSessionModel = Model<WorkoutSessionRecord>;

/** Registers the workout session model on a connection. */
export function createWorkoutSessionModel(connection: Connection): WorkoutSessionModel {
  return connection.model<WorkoutSessionRecord>('WorkoutSession', workoutSessionSchema);
}
