import { Schema, type Connection, type InferSchemaType, type Model } from 'mongoose';

const fitnessLevels = ['BEGINNER', 'INTERMEDIATE', 'ADVANCED'] as const;

const userSchema = new Schema(
  {
    email: { type: String, required: true, lowercase: true, trim: true, unique: true },
    passwordHash: { type: String, required: true },
    firstName: { type: String, required: true, trim: true },
    lastName: { type: String, required: true, trim: true },
    age: { type: Number, default: null },
    height: { type: Number, default: null },
    weight: { type: Number, default: null },
    fitnessLevel: { type: String, enum: [...fitnessLevels, null], default: null },
    // Account preference: product e-mails (progress reminders, plan updates); on unless turned off.
    emailNotifications: { type: Boolean, default: true },
    // Failed sign-ins after this moment count towards a lock (reset by a success or a lock).
    failuresCountedSince: { type: Date, default: () => new Date(0) },
    lockedUntil: { type: Date, default: null },
  },
  { timestamps: true, collection: 'users' },
);

/** A stored user account, including the password hash and lockout counters. */
export type UserRecord = InferSchemaType<typeof userSchema> & { _id: unknown; createdAt: Date };

/** The mongoose model of users on the auth service's own connection. */
export type UserModel = Model<InferSchemaType<typeof userSchema>>;

/** Registers the users model on a connection. */
export function createUserModel(connection: Connection): UserModel {
  return connection.model('User', userSchema);
}
