import type { ProgressPhoto } from '@repwise/contracts/progress';
import { useEffect, useState } from 'react';
import { useAreaServices } from '../../../shared/progress-context';

/**
 * An object URL of a photo, fetched with the bearer token (an <img src> cannot send it); the
 * browser's HTTP cache keeps the bytes (private, immutable). Null while loading; 'error' on failure.
 */
export function usePhotoUrl(photo: ProgressPhoto | null): string | null | 'error' {
  const { getAccessToken } = useAreaServices();
  const [url, setUrl] = useState<string | null | 'error'>(null);
  useEffect(() => {
    if (!photo) return undefined;
    let objectUrl: string | null = null;
    const controller = new AbortController();
    setUrl(null);
    Promise.resolve(getAccessToken())
      .then((token) =>
        fetch(`/api${photo.url}`, {
          headers: token ? { authorization: `Bearer ${token}` } : {},
          signal: controller.signal,
        }),
      )
      .then(async (response) => {
        if (!response.ok) throw new Error(`photo answered ${response.status}`);
        objectUrl = URL.createObjectURL(await response.blob());
        setUrl(objectUrl);
      })
      .catch(() => {
        if (!controller.signal.aborted) setUrl('error');
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [photo, getAccessToken]);
  return url;
}
