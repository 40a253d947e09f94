import { Schema, type Connection, type Model } from 'mongoose';

/**
 * A lock on some of a user's data (`_id` `<userId>` for the pose engine states,
 * `<userId>:completions` for plan-day completions): whoever inserts it holds it until it deletes
 * it or `expiresAt` passes (a crashed holder), after which the next caller may take it over.
 */
export interface UserLockRecord {
  _id: string;
  token: string;
  expiresAt: Date;
}

const userLockSchema = new Schema<UserLockRecord>(
  {
    _id: { type: String, required: true },
    token: { type: String, required: true },
    expiresAt: { type: Date, required: true },
  },
  { collection: 'user_locks', versionKey: false },
);

/** The mongoose model of user locks. */
export type UserLockModel = Model<UserLockRecord>;

/** Registers the user lock model on a connection. */
export function createUserLockModel(connection: Connection): UserLockModel {
  return connection.model<UserLockRecord>('UserLock', userLockSchema);
}
