import type { ProgressSummary } from '@repwise/contracts/progress';
import {
  calculateMeasurementFrequency,
  measurementFrequencyWindowDays,
  trackedMetrics,
} from '@repwise/domain/progress';
import type { MeasurementRecord } from '../models/measurement.model';
import type { ProgressDeps } from '../progress-deps';

/** The user's all-time progress summary (profile and summary tiles). */
export async function buildSummary(deps: ProgressDeps, userId: string): Promise<ProgressSummary> {
  const now = deps.now();
  const windowStart = new Date(now.getTime() - measurementFrequencyWindowDays * 86_400_000);
  const latestOf = async (metric: (typeof trackedMetrics)[number]) => {
    const [record] = await deps.measurements
      .find({ userId, [metric]: { $ne: null } }, { [metric]: 1, recordedAt: 1 })
      .sort({ recordedAt: -1 })
      .limit(1)
      .lean<MeasurementRecord[]>();
    return record ?? null;
  };
  const [totalMeasurements, recent, first, goalCounts, totalPhotos, ...latest] = await Promise.all([
    deps.measurements.countDocuments({ userId }),
    deps.measurements
      .find({ userId, recordedAt: { $gt: windowStart } }, { recordedAt: 1 })
      .lean<MeasurementRecord[]>(),
    deps.measurements
      .findOne({ userId }, { recordedAt: 1 })
      .sort({ recordedAt: 1 })
      .lean<MeasurementRecord>(),
    Promise.all(
      (['ACTIVE', 'completed'] as const).map((status) =>
        deps.goals.countDocuments({ userId, status }),
      ),
    ),
    deps.photos.count(userId),
    ...trackedMetrics.map(latestOf),
  ]);
  const [weight, bodyFat, muscleMass] = latest;
  const newest = [weight, bodyFat, muscleMass]
    .map((record) => record?.recordedAt)
    .filter((date): date is Date => date instanceof Date)
    .sort((a, b) => b.getTime() - a.getTime())[0];
  return {
    totalMeasurements,
    activeGoals: goalCounts[0] ?? 0,
    completedGoals: goalCounts[1] ?? 0,
    totalGoals: await deps.goals.countDocuments({ userId }),
    measurementFrequency: calculateMeasurementFrequency(
      recent.map((record) => record.recordedAt),
      now,
    ),
    latest: {
      weight: weight?.weight ?? null,
      bodyFat: bodyFat?.bodyFat ?? null,
      muscleMass: muscleMass?.muscleMass ?? null,
      recordedAt: newest ? newest.toISOString() : null,
    },
    firstMeasurementAt: first ? first.recordedAt.toISOString() : null,
    totalPhotos,
  };
}
