import { randomUUID } from 'node:crypto';
import { isDuplicateKeyError } from '@repwise/server-kit';
import type { ProgressVersionModel } from '../models/progress-version.model';

/** How long a computed analytics answer may be reused, in ms: the period window slides with time. */
export const analyticsCacheTtlMs = 60_000;
const maxEntries = 2000;

interface Entry {
  version: string;
  computedAt: number;
  value: unknown;
}

/**
 * Reuses computed reads of a user's data (analytics per period, measurement pages) while the
 * user's data version is unchanged (and for at most a minute). FerretDB v1 on SQLite filters every non-`_id` query by scanning the collection (about
 * 0.1 ms a document here), so a user with 10,000 measurements costs seconds to recompute; the
 * version is one `_id` lookup. Writers bump the version after writing, readers read it before
 * computing, so a cached answer never hides a finished write. Each instance keeps its own cache.
 */
export function createAnalyticsCache(versions: ProgressVersionModel, now: () => number = Date.now) {
  const entries = new Map<string, Entry>();
  const readVersion = async (userId: string) =>
    (await versions.findById(userId).lean())?.version ?? 'none';
  return {
    /** The cached answer for the user and `what`, or a fresh computation (then cached). */
    async read<T>(userId: string, what: string | number, compute: () => Promise<T>): Promise<T> {
      const key = `${userId}:${what}`;
      const version = await readVersion(userId);
      const cached = entries.get(key);
      if (cached && cached.version === version && now() - cached.computedAt < analyticsCacheTtlMs) {
        return cached.value as T;
      }
      const value = await compute();
      entries.delete(key);
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(key, { version, computedAt: now(), value });
      return value;
    },

    /** Marks the user's data as changed (call after the write). */
    async bump(userId: string): Promise<void> {
      const replace = () =>
        versions.replaceOne({ _id: userId }, { version: randomUUID() }, { upsert: true });
      try {
        await replace();
      } catch (error) {
        // Two first writes of a user upsert at once: one insert wins, the other hits the unique
        // _id. Replacing again (the document exists now) still leaves a version newer than our write.
        if (!isDuplicateKeyError(error)) throw error;
        await replace();
      }
    },
  };
}

/** The analytics cache. */
export type AnalyticsCache = ReturnType<typeof createAnalyticsCache>;
