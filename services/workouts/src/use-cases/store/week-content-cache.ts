import type { WeekJson } from '@repwise/contracts/workouts';

/** How many week contents one process keeps (each ~40 KB stored, a few times that in memory). */
const defaultMaxEntries = 500;

/**
 * Week contents already read, by week id, least recently used dropped first. A week's `weekJson`
 * never changes once stored, so an entry can never be stale; a deleted week is not asked for
 * again (its header, which every read goes through, is deleted first). Each process keeps its
 * own. It exists because FerretDB v1's `_id` lookup is not indexed: SQLite reads the `_id` out of
 * every stored content to find one, so the lookup costs grow with all users' weeks.
 */
export class WeekContentCache {
  readonly #entries = new Map<string, WeekJson>();

  constructor(readonly maxEntries = defaultMaxEntries) {}

  get(weekId: string): WeekJson | undefined {
    const weekJson = this.#entries.get(weekId);
    if (weekJson) {
      // Most recently used last.
      this.#entries.delete(weekId);
      this.#entries.set(weekId, weekJson);
    }
    return weekJson;
  }

  set(weekId: string, weekJson: WeekJson): void {
    this.#entries.delete(weekId);
    this.#entries.set(weekId, weekJson);
    if (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
  }

  delete(weekId: string): void {
    this.#entries.delete(weekId);
  }
}
