import { Schema, type Connection, type InferSchemaType, type Model } from 'mongoose';

// Only the SHA-256 of a token is stored; its rotation is claimed in token_rotations.
const refreshTokenSchema = new Schema(
  {
    tokenHash: { type: String, required: true, unique: true },
    sessionId: { type: String, required: true, index: true },
    userId: { type: String, required: true },
    expiresAt: { type: Date, required: true },
  },
  { timestamps: true, collection: 'refresh_tokens' },
);

/** The mongoose model of refresh tokens (hashed). */
export type RefreshTokenModel = Model<InferSchemaType<typeof refreshTokenSchema>>;

/** Registers the refresh tokens model on a connection. */
export function createRefreshTokenModel(connection: Connection): RefreshTokenModel {
  return connection.model('RefreshToken', refreshTokenSchema);
}
