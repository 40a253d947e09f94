import { Schema, type Connection, type Model } from 'mongoose';

/** One body measurement of a user; metrics not measured are null. */
export interface MeasurementRecord {
  userId: string;
  weight: number | null;
  bodyFat: number | null;
  muscleMass: number | null;
  notes: string | null;
  recordedAt: Date;
  createdAt: Date;
}

const measurementSchema = new Schema<MeasurementRecord>(
  {
    userId: { type: String, required: true },
    weight: { type: Number, default: null },
    bodyFat: { type: Number, default: null },
    muscleMass: { type: Number, default: null },
    notes: { type: String, default: null },
    recordedAt: { type: Date, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: 'measurements', versionKey: false },
);
measurementSchema.index({ userId: 1, recordedAt: -1 });

/** The mongoose model of measurements. */
export type MeasurementModel = Model<MeasurementRecord>;

/** Registers the measurements model on a connection. */
export function createMeasurementModel(connection: Connection): MeasurementModel {
  return connection.model<MeasurementRecord>('Measurement', measurementSchema);
}
