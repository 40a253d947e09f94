import type { Measurement } from '@repwise/contracts/progress';
import type { MeasurementRecord } from '../models/measurement.model';

/** A stored measurement as the API answers it. */
export function presentMeasurement(record: MeasurementRecord & { _id: unknown }): Measurement {
  return {
    id: String(record._id),
    weight: record.weight ?? null,
    bodyFat: record.bodyFat ?? null,
    muscleMass: record.muscleMass ?? null,
    notes: record.notes ?? null,
    recordedAt: record.recordedAt.toISOString(),
    createdAt: record.createdAt.toISOString(),
  };
}
