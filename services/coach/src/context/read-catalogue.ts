import type { CoachExercise } from '@repwise/domain/coach';
import { catalogueEndpoints } from '@repwise/contracts/workouts';
import type { ServiceCopies } from '@repwise/server-kit';
import { fetchUpstreamJson } from './fetch-upstream-json';

/** Reads the exercise catalogue the coach answers how-tos and composes workouts from. */
export type CatalogueReader = (token: string, now: Date) => Promise<readonly CoachExercise[]>;

/** Where the catalogue lives and how long a reading is kept. */
export interface CatalogueSource {
  /** The workouts service's copies; undefined when it is not configured. */
  workouts: ServiceCopies | undefined;
  timeoutMs: number;
  /** How long a read catalogue is reused (it changes only with a release of workouts). */
  cacheSeconds: number;
}

// A failed read is retried after this long rather than on every message.
const retryAfterFailureMs = 10_000;

const pageSize = 200;
// A catalogue is far smaller than this; the bound keeps a misbehaving upstream from looping.
const maxPages = 10;

/** Every page of the catalogue, in order; null when a page cannot be read. */
async function readAllPages(
  source: CatalogueSource,
  token: string,
): Promise<CoachExercise[] | null> {
  const exercises: CoachExercise[] = [];
  for (let page = 0; page < maxPages; page += 1) {
    const endpoint = catalogueEndpoints.searchExercises;
    const answer = await fetchUpstreamJson({
      copies: source.workouts,
      endpoint,
      query: { limit: pageSize, offset: page * pageSize },
      token,
      timeoutMs: source.timeoutMs,
    });
    const parsed = endpoint.answer.safeParse(answer);
    if (!parsed.success) return null;
    const { exercises: found, total } = parsed.data.data;
    exercises.push(...found);
    if (found.length === 0 || exercises.length >= total) break;
  }
  return exercises;
}

/**
 * Reads the whole catalogue (every page of 200) from the workouts service with the caller's token
 * and shares it across users for `cacheSeconds`; concurrent first reads share one request.
 * Unreachable or unreadable → an empty catalogue (how-tos and workouts then say so).
 */
export function createCatalogueReader(source: CatalogueSource): CatalogueReader {
  let cached: { expiresAt: number; catalogue: Promise<readonly CoachExercise[]> } | null = null;
  return (token, now) => {
    if (cached && cached.expiresAt > now.getTime()) return cached.catalogue;
    const entry = {
      expiresAt: now.getTime() + source.cacheSeconds * 1000,
      catalogue: readAllPages(source, token).then((exercises): readonly CoachExercise[] => {
        if (exercises && exercises.length > 0) return exercises;
        entry.expiresAt = Math.min(entry.expiresAt, now.getTime() + retryAfterFailureMs);
        return [];
      }),
    };
    cached = entry;
    return entry.catalogue;
  };
}
