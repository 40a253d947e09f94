import type { MetricReportModel } from './metric-report.model';

/** How expired reports go: MongoDB's TTL index, or the service's own sweep where there is none. */
export type RetentionMode = 'ttl-index' | 'sweep';

const ttlIndexName = 'receivedAt_ttl';

function isNotImplemented(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? Reflect.get(error, 'code') : null;
  return code === 238 || (error instanceof Error && /not implemented/i.test(error.message));
}

/**
 * Creates the TTL index that deletes reports `retentionDays` after `receivedAt`. FerretDB v1 (the
 * embedded development database) answers "expireAfterSeconds is not implemented yet"; then the
 * service sweeps expired reports itself (`purgeExpiredReports` on a timer) and says so.
 */
export async function ensureRetention(
  reports: MetricReportModel,
  retentionDays: number,
): Promise<RetentionMode> {
  try {
    await reports.collection.createIndex(
      { receivedAt: 1 },
      { name: ttlIndexName, expireAfterSeconds: retentionDays * 86_400 },
    );
    return 'ttl-index';
  } catch (error) {
    if (!isNotImplemented(error)) throw error;
    await reports.collection.createIndex({ receivedAt: 1 }, { name: 'receivedAt_sweep' });
    return 'sweep';
  }
}

/** Deletes reports that arrived more than `retentionDays` before `now`; answers how many went. */
export async function purgeExpiredReports(
  reports: MetricReportModel,
  retentionDays: number,
  now: Date,
): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 86_400_000);
  const result = await reports.deleteMany({ receivedAt: { $lt: cutoff } });
  return result.deletedCount;
}
