import type { ProgressAnalytics } from '@repwise/contracts/progress';
import { describe, expect, it, vi } from 'vitest';
import { analyticsCacheTtlMs, createAnalyticsCache } from '../src/analytics/analytics-cache';
import type { ProgressVersionModel } from '../src/models/progress-version.model';

function fakeVersions() {
  const versions = new Map<string, string>();
  const model = {
    findById: (id: string) => ({
      lean: async () => (versions.has(id) ? { _id: id, version: versions.get(id) } : null),
    }),
    replaceOne: async (filter: { _id: string }, doc: { version: string }) => {
      versions.set(filter._id, doc.version);
    },
  };
  return model as unknown as ProgressVersionModel;
}

const answer = (totalMeasurements: number) => ({ totalMeasurements }) as ProgressAnalytics;

describe('createAnalyticsCache', () => {
  it('reuses an answer until the version changes or a minute passes, per user and period', async () => {
    let nowMs = 0;
    const cache = createAnalyticsCache(fakeVersions(), () => nowMs);
    const compute = vi.fn(async () => answer(compute.mock.calls.length));
    expect(await cache.read('u1', 90, compute)).toEqual(answer(1));
    expect(await cache.read('u1', 90, compute)).toEqual(answer(1));
    expect(compute).toHaveBeenCalledTimes(1);
    await cache.read('u1', 30, compute);
    await cache.read('u2', 90, compute);
    expect(compute).toHaveBeenCalledTimes(3);
    await cache.bump('u1');
    expect(await cache.read('u1', 90, compute)).toEqual(answer(4));
    nowMs += analyticsCacheTtlMs - 1;
    await cache.read('u1', 90, compute);
    expect(compute).toHaveBeenCalledTimes(4);
    nowMs += 1;
    await cache.read('u1', 90, compute);
    expect(compute).toHaveBeenCalledTimes(5);
  });
});
