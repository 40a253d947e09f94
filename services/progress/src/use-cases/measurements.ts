import type {
  ListQuery,
  Measurement,
  MeasurementInput,
  MeasurementPage,
  MeasurementUpdate,
} from '@repwise/contracts/progress';
import { progressMessages } from '@repwise/contracts/progress';
import { AppError } from '@repwise/server-kit';
import { presentMeasurement } from '../presenters/measurement.presenter';
import type { ProgressDeps } from '../progress-deps';
import { notFound, readRecordId } from './find-owned';

/** A minute of leeway for clocks that run a little ahead of the server's. */
const futureLeewayMs = 60_000;

function readRecordedAt(deps: ProgressDeps, recordedAt: string | undefined): Date {
  if (recordedAt === undefined) return deps.now();
  const date = new Date(recordedAt);
  if (date.getTime() > deps.now().getTime() + futureLeewayMs) {
    throw new AppError('VALIDATION_ERROR', 'Invalid request. Please check your input.', [
      { field: 'recordedAt', message: progressMessages.recordedAtInFuture },
    ]);
  }
  return date;
}

/** Records a measurement (recordedAt defaults to now, may not lie in the future). */
export async function recordMeasurement(
  deps: ProgressDeps,
  userId: string,
  input: MeasurementInput,
): Promise<Measurement> {
  const created = await deps.measurements.create({
    userId,
    weight: input.weight ?? null,
    bodyFat: input.bodyFat ?? null,
    muscleMass: input.muscleMass ?? null,
    notes: input.notes ? input.notes : null,
    recordedAt: readRecordedAt(deps, input.recordedAt),
    createdAt: deps.now(),
  });
  await deps.analyticsCache.bump(userId);
  return presentMeasurement(created.toObject());
}

/** A page of the user's measurements, newest first, with the total. */
export async function listMeasurements(
  deps: ProgressDeps,
  userId: string,
  query: ListQuery,
): Promise<MeasurementPage> {
  // Each read filters the whole collection on FerretDB v1: reused while the user's data is unchanged.
  return deps.analyticsCache.read(
    userId,
    `measurements:${query.offset}:${query.limit}`,
    async () => {
      const [records, total] = await Promise.all([
        deps.measurements
          .find({ userId })
          .sort({ recordedAt: -1, _id: -1 })
          .skip(query.offset)
          .limit(query.limit)
          .lean(),
        deps.measurements.countDocuments({ userId }),
      ]);
      return { measurements: records.map(presentMeasurement), total };
    },
  );
}

/** Changes a measurement of the user's; null clears a value; another user's id is 404. */
export async function updateMeasurement(
  deps: ProgressDeps,
  userId: string,
  id: string,
  change: MeasurementUpdate,
): Promise<Measurement> {
  const filter = { _id: readRecordId(id, 'Measurement'), userId };
  const existing = await deps.measurements.findOne(filter).lean();
  if (!existing) throw notFound('Measurement');
  const next = {
    weight: change.weight === undefined ? existing.weight : change.weight,
    bodyFat: change.bodyFat === undefined ? existing.bodyFat : change.bodyFat,
    muscleMass: change.muscleMass === undefined ? existing.muscleMass : change.muscleMass,
    notes: change.notes === undefined ? existing.notes : change.notes || null,
    recordedAt:
      change.recordedAt === undefined
        ? existing.recordedAt
        : readRecordedAt(deps, change.recordedAt),
  };
  if (next.weight === null && next.bodyFat === null && next.muscleMass === null && !next.notes) {
    throw new AppError('VALIDATION_ERROR', 'Invalid request. Please check your input.', [
      { field: 'body', message: progressMessages.measurementEmpty },
    ]);
  }
  await deps.measurements.updateOne(filter, { $set: next });
  await deps.analyticsCache.bump(userId);
  return presentMeasurement({ ...existing, ...next });
}

/** Deletes a measurement of the user's; another user's id is 404. */
export async function deleteMeasurement(
  deps: ProgressDeps,
  userId: string,
  id: string,
): Promise<void> {
  const result = await deps.measurements.deleteOne({
    _id: readRecordId(id, 'Measurement'),
    userId,
  });
  if (result.deletedCount === 0) throw notFound('Measurement');
  await deps.analyticsCache.bump(userId);
}
