import { useCallback, useState } from 'react';
import type { Parser } from '../../api/parse-answer';
import { useWorkoutsApi } from '../../api/workouts-api-context';
import { readCache, storageKeys, writeCache } from '../../storage/offline-cache';

const idListParser: Parser<string[]> = {
  safeParse(value) {
    return Array.isArray(value) && value.every((item) => typeof item === 'string')
      ? { success: true, data: value }
      : { success: false, error: { message: 'not a list of ids' } };
  },
};

/** The user's favourite library exercises, kept in this browser (no server endpoint holds them yet). */
export function useFavourites() {
  const { userId } = useWorkoutsApi();
  const [favourites, setFavourites] = useState<ReadonlySet<string>>(
    () => new Set(readCache(storageKeys.favourites, userId, idListParser) ?? []),
  );
  const toggleFavourite = useCallback(
    (exerciseId: string) => {
      setFavourites((current) => {
        const next = new Set(current);
        if (next.has(exerciseId)) next.delete(exerciseId);
        else next.add(exerciseId);
        writeCache(storageKeys.favourites, userId, [...next]);
        return next;
      });
    },
    [userId],
  );
  return { favourites, toggleFavourite };
}
