import type { RemoteAppProps } from '@repwise/contracts';
import type { RemoteName } from '@repwise/federation';
import { useEffect, useRef, useState } from 'react';
import { mountRootParcel, type Parcel } from 'single-spa';
import { IncompatibleRemoteError } from '@repwise/federation/runtime';
import { RemoteFallbackCard } from './remote-fallback-card';
import { loadRemoteApp } from './load-remote-app';

type AreaState = 'loading' | 'mounted' | 'failed';

/**
 * Mounts a remote's area with single-spa while its route is shown; a failure shows a retry card,
 * which says why when the deployed version cannot run in this shell.
 */
export function RemoteArea({
  remote,
  areaName,
  props,
}: {
  remote: RemoteName;
  areaName: string;
  props: RemoteAppProps;
}) {
  const containerRef = useRef<HTMLDivElement>(null);
  const parcelRef = useRef<Parcel | null>(null);
  const latestProps = useRef(props);
  const [state, setState] = useState<AreaState>('loading');
  const [attempt, setAttempt] = useState(0);
  const [incompatibility, setIncompatibility] = useState<string | null>(null);
  latestProps.current = props;

  useEffect(() => {
    let isCancelled = false;
    setState('loading');
    const domElement = containerRef.current;
    loadRemoteApp(remote, attempt)
      .then(async (lifecycles) => {
        if (isCancelled || !domElement) return;
        const parcel = mountRootParcel(lifecycles, { ...latestProps.current, domElement });
        parcelRef.current = parcel;
        await parcel.mountPromise;
        if (!isCancelled) setState('mounted');
      })
      .catch((error: unknown) => {
        console.error(`Could not load ${remote}`, error);
        if (isCancelled) return;
        setIncompatibility(error instanceof IncompatibleRemoteError ? error.message : null);
        setState('failed');
      });
    return () => {
      isCancelled = true;
      const parcel = parcelRef.current;
      parcelRef.current = null;
      if (parcel && parcel.getStatus() === 'MOUNTED') void parcel.unmount();
    };
  }, [remote, attempt]);

  useEffect(() => {
    const parcel = parcelRef.current;
    if (state === 'mounted' && parcel?.update && parcel.getStatus() === 'MOUNTED') {
      void parcel.update({ ...props });
    }
  }, [props, state]);

  return (
    <>
      {state === 'loading' && (
        <p role="status" aria-live="polite">
          Loading {areaName}…
        </p>
      )}
      {state === 'failed' && (
        <RemoteFallbackCard
          areaName={areaName}
          incompatibility={incompatibility}
          onRetry={() => setAttempt((n) => n + 1)}
        />
      )}
      {/* Shown while the remote mounts: an area that measures, scrolls or focuses on mount (the
          coach's conversation opening at its latest message) found a hidden container did nothing. */}
      <div ref={containerRef} hidden={state === 'failed'} data-remote={remote} />
    </>
  );
}
