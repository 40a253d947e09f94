import { useState } from 'react';
import useSWR, { type SWRConfiguration } from 'swr';

let visitCount = 0;

/**
 * swr with a cache entry of this mount's own: every visit to a screen loads afresh (a quiz just
 * submitted, a plan just regenerated), instead of first showing what an earlier visit cached.
 */
export function useFreshSWR<T>(
  name: string,
  fetcher: () => Promise<T>,
  config: SWRConfiguration<T, Error> = {},
) {
  const [key] = useState(() => {
    visitCount += 1;
    return `${name}#${visitCount}`;
  });
  return useSWR<T, Error>(key, fetcher, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    ...config,
  });
}
