import { Schema, type Connection, type InferSchemaType, type Model } from 'mongoose';

// A session is one refresh-token family: every rotation stays in it, and revoking it ends them all.
const sessionSchema = new Schema(
  {
    userId: { type: String, required: true, index: true },
    revokedAt: { type: Date, default: null },
    revokedReason: {
      type: String,
      enum: ['logout', 'reuse-detected', 'password-changed', null],
      default: null,
    },
    lastUsedAt: { type: Date, required: true },
  },
  { timestamps: true, collection: 'sessions' },
);

/** The mongoose model of sign-in sessions (refresh-token families). */
export type SessionModel = Model<InferSchemaType<typeof sessionSchema>>;

/** Registers the sessions model on a connection. */
export function createSessionModel(connection: Connection): SessionModel {
  return connection.model('Session', sessionSchema);
}
