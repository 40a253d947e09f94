import type { TrackedExercise } from '@repwise/domain/pose';
import { Schema, type Connection, type Model } from 'mongoose';

/** What a session keeps of each recorded set (its analyses stay on the set's own document). */
export interface PoseSetSummary {
  exercise: TrackedExercise;
  setNumber: number;
  reps: number;
  formScores: number[];
  /** Seconds. */
  duration: number;
  safetyIssues: string[];
  concerns: string[];
}

/**
 * A workout's pose session (`_id` `<userId>:<sessionId>`): the summaries of its recorded sets,
 * from which its exercise results are composed, and once finished when and how long. Changed only
 * under the user's pose lock, so appending a set and finishing never overwrite each other.
 */
export interface PoseSessionRecord {
  _id: string;
  userId: string;
  sessionId: string;
  sets: PoseSetSummary[];
  startedAt: Date;
  /** Set once when the workout finishes (the progress tracker's session date); null while running. */
  finishedAt: Date | null;
  /** Seconds; null while running. */
  totalDuration: number | null;
  overallScore: number | null;
}

const poseSessionSchema = new Schema<PoseSessionRecord>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    sessionId: { type: String, required: true },
    sets: { type: Schema.Types.Mixed, default: [] },
    startedAt: { type: Date, required: true },
    finishedAt: { type: Date, default: null },
    totalDuration: { type: Number, default: null },
    overallScore: { type: Number, default: null },
  },
  { collection: 'pose_sessions', minimize: false, versionKey: false },
);

/** The mongoose model of pose sessions. */
export type PoseSessionModel = Model<PoseSessionRecord>;

/** Registers the pose session model on a connection. */
export function createPoseSessionModel(connection: Connection): PoseSessionModel {
  return connection.model<PoseSessionRecord>('PoseSession', poseSessionSchema);
}
