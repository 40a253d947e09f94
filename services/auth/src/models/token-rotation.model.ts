import { Schema, type Connection, type InferSchemaType, type Model } from 'mongoose';

// One document per rotated refresh token, keyed by the token's hash. FerretDB v1 does not apply
// conditional updates atomically, but its unique _id is enforced: the insert is the atomic claim.
const tokenRotationSchema = new Schema(
  {
    _id: { type: String, required: true },
    sessionId: { type: String, required: true },
    rotatedAt: { type: Date, required: true },
    /** The successor token, sealed with the rotated one (a lost answer's retry gets it again). */
    successor: { type: String, default: null },
  },
  { collection: 'token_rotations' },
);

/** The mongoose model of refresh-token rotations (claims). */
export type TokenRotationModel = Model<InferSchemaType<typeof tokenRotationSchema>>;

/** Registers the token rotations model on a connection. */
export function createTokenRotationModel(connection: Connection): TokenRotationModel {
  return connection.model('TokenRotation', tokenRotationSchema);
}
