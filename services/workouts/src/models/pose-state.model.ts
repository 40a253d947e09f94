import type { ModificationResolution } from '@repwise/contracts/pose';
import type {
  CoachUserProfile,
  ProgressState,
  RiskTrackerState,
  TrackedExercise,
} from '@repwise/domain/pose';
import { Schema, type Connection, type Model } from 'mongoose';
import type { PosePrescription } from './pose-set.model';

/** The per-user engine states kept between calls. */
export type PoseStateKind = 'risk' | 'progress' | 'plan';

/** The risk tracker and the sets already fed to it (the newest 200 set ids). */
export interface PoseRiskState {
  tracker: RiskTrackerState;
  appliedSetIds: string[];
}

/** What the adaptive plan needs besides history: prescriptions, wording, resolved modifications. */
export interface PosePlanState {
  prescriptions: Partial<Record<TrackedExercise, PosePrescription>>;
  userProfile: CoachUserProfile | null;
  /** Applied or dismissed modifications of the last 7 days. */
  resolutions: ModificationResolution[];
}

/**
 * One engine state of a user (`_id` `<userId>:<kind>`): the risk tracker, the progress tracker or
 * the adaptive plan's settings. Read and written whole, by `_id`, only while the user's pose lock
 * (`use-cases/store/user-lock.ts`) is held (FerretDB v1 has no atomic conditional update to guard a read-modify-write).
 */
export interface PoseStateRecord {
  _id: string;
  userId: string;
  kind: PoseStateKind;
  /** Set on the 'risk' document. */
  risk?: PoseRiskState;
  /** Set on the 'progress' document (the domain's progress tracker state). */
  progress?: ProgressState;
  /** Set on the 'plan' document. */
  plan?: PosePlanState;
  updatedAt: Date;
}

const poseStateSchema = new Schema<PoseStateRecord>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    kind: { type: String, required: true },
    risk: { type: Schema.Types.Mixed },
    progress: { type: Schema.Types.Mixed },
    plan: { type: Schema.Types.Mixed },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'pose_states', minimize: false, versionKey: false },
);

/** The mongoose model of pose engine states. */
export type PoseStateModel = Model<PoseStateRecord>;
/** Registers the pose state model on a connection. */
export function createPoseStateModel(connection: Connection): PoseStateModel {
  return connection.model<PoseStateRecord>('PoseState', poseStateSchema);
}
