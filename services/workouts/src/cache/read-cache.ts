import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * What a cached answer depends on: `plans` (plans, weeks, activation, check-ins) or `activity`
 * (ticks, completed days, sessions). Each has its own version per user, so a tick does not throw
 * away the cached active plan.
 */
export type ReadScope = 'plans' | 'activity';

/** How long an answer may be reused at most (the dashboard's "today" and the job states age). */
export const readCacheTtlMs = 30_000;
const defaultMaxEntries = 5000;
/** Versions outlive every cached answer by far; an idle user's hash goes eventually. */
const versionTtlSeconds = 24 * 60 * 60;

interface Entry {
  version: string;
  storedAt: number;
  value: unknown;
}

/**
 * Reuses the answers of a user's hot reads (dashboard, active plan and week, completions) while
 * that user's data is unchanged: on FerretDB v1 composing one costs four to six queries of
 * 1–3 ms of database CPU each, a version check one Redis HMGET. Versions are random tokens in a
 * Redis hash per user, shared by every copy of the service; writers replace them after writing
 * (`bump`), readers read them before computing, so a cached answer never hides a finished write
 * on any copy. Each copy keeps its own answers, at most 30 s. Without Redis, reads compute.
 */
export class ReadCache {
  readonly #entries = new Map<string, Entry>();

  constructor(
    private readonly redis: Pick<Redis, 'hmget' | 'multi'>,
    private readonly options: { maxEntries?: number; now?: () => number } = {},
  ) {}

  #now(): number {
    return (this.options.now ?? Date.now)();
  }

  static #versionKey(userId: string): string {
    return `workouts:read-version:${userId}`;
  }

  /**
   * The cached answer for the user's `key` while the `scopes` versions are unchanged, else
   * `compute()`'s (kept unless `isCacheable` says no: e.g. a plan still generating, whose state
   * lives in the job queue, not in the versions).
   */
  async read<T>(
    userId: string,
    scopes: readonly ReadScope[],
    key: string,
    compute: () => Promise<T>,
    isCacheable: (value: T) => boolean = () => true,
  ): Promise<T> {
    let version: string;
    try {
      const tokens = await this.redis.hmget(ReadCache.#versionKey(userId), ...scopes);
      version = tokens.map((token) => token ?? '-').join('|');
    } catch {
      return compute(); // Redis away: the database answers, nothing is kept.
    }
    const entryKey = `${userId}|${key}`;
    const cached = this.#entries.get(entryKey);
    if (cached && cached.version === version && this.#now() - cached.storedAt < readCacheTtlMs)
      return cached.value as T;
    const value = await compute();
    this.#entries.delete(entryKey);
    if (isCacheable(value)) {
      if (this.#entries.size >= (this.options.maxEntries ?? defaultMaxEntries)) {
        const oldest = this.#entries.keys().next().value;
        if (oldest !== undefined) this.#entries.delete(oldest);
      }
      this.#entries.set(entryKey, { version, storedAt: this.#now(), value });
    }
    return value;
  }

  /**
   * Marks the user's data in `scopes` as changed, on every copy (call after the write). Fails
   * when Redis does, so the write's caller sees an error and retries (the writes are idempotent)
   * rather than other copies serving answers from before it.
   */
  async bump(userId: string, scopes: readonly ReadScope[]): Promise<void> {
    const versionKey = ReadCache.#versionKey(userId);
    const fields = scopes.flatMap((scope) => [scope, randomUUID()]);
    await this.redis
      .multi()
      .hset(versionKey, ...fields)
      .expire(versionKey, versionTtlSeconds)
      .exec();
  }
}
