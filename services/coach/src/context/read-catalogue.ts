import type { CoachExercise } from '@repwise/domain/coach';
import { exercisePageResponseSchema } from '@repwise/contracts/workouts';
import { fetchUpstreamJson } from './fetch-upstream-json';

/** Reads the exercise catalogue the coach answers how-tos and composes workouts from. */
export type CatalogueReader = (token: string, now: Date) => Promise<readonly CoachExercise[]>;

/** Where the catalogue lives and how long a reading is kept. */
export interface CatalogueSource {
  workoutsUrl: string | undefined;
  timeoutMs: number;
  /** How long a read catalogue is reused (it changes only with a release of workouts). */
  cacheSeconds: number;
}

// A failed read is retried after this long rather than on every message.
const retryAfterFailureMs = 10_000;

/**
 * Reads the whole catalogue (161 exercises, one page of 200) from the workouts service with the
 * caller's token and shares it across users for `cacheSeconds`; concurrent first reads share one
 * request. Unreachable or unreadable → an empty catalogue (how-tos and workouts then say so).
 */
export function createCatalogueReader(source: CatalogueSource): CatalogueReader {
  let cached: { expiresAt: number; catalogue: Promise<readonly CoachExercise[]> } | null = null;
  return (token, now) => {
    if (cached && cached.expiresAt > now.getTime()) return cached.catalogue;
    const entry = {
      expiresAt: now.getTime() + source.cacheSeconds * 1000,
      catalogue: fetchUpstreamJson({
        baseUrl: source.workoutsUrl,
        path: '/workouts/exercises?limit=200',
        token,
        timeoutMs: source.timeoutMs,
      }).then((answer): readonly CoachExercise[] => {
        const parsed = exercisePageResponseSchema.safeParse(answer);
        if (parsed.success && parsed.data.data.exercises.length > 0) {
          return parsed.data.data.exercises;
        }
        entry.expiresAt = Math.min(entry.expiresAt, now.getTime() + retryAfterFailureMs);
        return [];
      }),
    };
    cached = entry;
    return entry.catalogue;
  };
}
