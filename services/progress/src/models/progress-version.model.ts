import { Schema, type Connection, type Model } from 'mongoose';

/** A user's data version: a new random value after every measurement or goal change. */
export interface ProgressVersionRecord {
  _id: string;
  version: string;
}

const progressVersionSchema = new Schema<ProgressVersionRecord>(
  { _id: { type: String, required: true }, version: { type: String, required: true } },
  { collection: 'progress_versions', versionKey: false },
);

/** The mongoose model of per-user data versions (keyed by user id: a fast `_id` lookup). */
export type ProgressVersionModel = Model<ProgressVersionRecord>;

/** Registers the versions model on a connection. */
export function createProgressVersionModel(connection: Connection): ProgressVersionModel {
  return connection.model<ProgressVersionRecord>('ProgressVersion', progressVersionSchema);
}
