import type {
  BiomechanicalAlert,
  FormAnalysis,
  RepFault,
  RiskFactor,
  TrackedExercise,
} from '@repwise/domain/pose';
import { Schema, type Connection, type Model } from 'mongoose';

/** What a recorded set prescribed (the adaptive plan's starting point). */
export interface PosePrescription {
  exerciseId: string;
  sets: number;
  reps: number;
  weightKg: number | null;
  restSeconds: number;
}

/**
 * A finished tracked set with its analyses (`_id` `<userId>:<sessionId>:<exercise>:<setNumber>`,
 * unique: a set is stored once). Its summary is appended to its session's document.
 */
export interface PoseSetRecord {
  _id: string;
  userId: string;
  sessionId: string;
  exercise: TrackedExercise;
  setNumber: number;
  reps: number;
  formScores: number[];
  /** The worst analysed frame of each rep that had one, as sent (validated by the contract). */
  analyses: FormAnalysis[];
  /**
   * The set's form faults, each with its 1-based rep number (flat: FerretDB stores no arrays of
   * arrays); empty for a clean set or one sent without them.
   */
  repFaults: (RepFault & { rep: number })[];
  /** Seconds. */
  duration: number;
  /** Safety issue and concern lines the server derived from the analyses. */
  safetyIssues: string[];
  concerns: string[];
  planned: PosePrescription;
  /** SHA-256 of the stored fields: a replay with other data is refused, not silently merged. */
  fingerprint: string;
  recordedAt: Date;
  /** Risk factors and alerts the set raised (epoch-ms DTOs), so a replay answers the same. */
  riskFactors: RiskFactor[] | null;
  alerts: BiomechanicalAlert[] | null;
}

const poseSetSchema = new Schema<PoseSetRecord>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    sessionId: { type: String, required: true },
    exercise: { type: String, required: true },
    setNumber: { type: Number, required: true },
    reps: { type: Number, required: true },
    formScores: { type: [Number], default: [] },
    analyses: { type: Schema.Types.Mixed, default: [] },
    repFaults: { type: Schema.Types.Mixed, default: [] },
    duration: { type: Number, required: true },
    safetyIssues: { type: [String], default: [] },
    concerns: { type: [String], default: [] },
    planned: { type: Schema.Types.Mixed, required: true },
    fingerprint: { type: String, required: true },
    recordedAt: { type: Date, required: true },
    riskFactors: { type: Schema.Types.Mixed, default: null },
    alerts: { type: Schema.Types.Mixed, default: null },
  },
  { collection: 'pose_sets', minimize: false, versionKey: false },
);

/** The mongoose model of recorded pose sets. */
export type PoseSetModel = Model<PoseSetRecord>;

/** Registers the pose set model on a connection. */
export function createPoseSetModel(connection: Connection): PoseSetModel {
  return connection.model<PoseSetRecord>('PoseSet', poseSetSchema);
}
