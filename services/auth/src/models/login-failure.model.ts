import { Schema, type Connection, type InferSchemaType, type Model } from 'mongoose';

// Failed sign-ins are appended, never counted with $inc: FerretDB v1 loses concurrent increments.
const loginFailureSchema = new Schema(
  {
    userId: { type: String, required: true, index: true },
    at: { type: Date, required: true },
  },
  { collection: 'login_failures' },
);

/** The mongoose model of failed sign-in attempts. */
export type LoginFailureModel = Model<InferSchemaType<typeof loginFailureSchema>>;

/** Registers the login failures model on a connection. */
export function createLoginFailureModel(connection: Connection): LoginFailureModel {
  return connection.model('LoginFailure', loginFailureSchema);
}
