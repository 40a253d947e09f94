// Small hooks of the tracking panel: the model variant to load, and a ref to the host's latest
// callback.
import { useEffect, useRef, useState } from 'react';
import type { ModelVariant } from '../pipeline/pose-pipeline';
import { hasWebGpuAdapter } from '../pipeline/runtime';

/** The requested variant, else heavy where a WebGPU adapter exists and full on the CPU. */
export function useModelVariant(requested: ModelVariant | undefined): ModelVariant | null {
  const [variant, setVariant] = useState<ModelVariant | null>(requested ?? null);
  useEffect(() => {
    if (requested) return setVariant(requested);
    let cancelled = false;
    void hasWebGpuAdapter().then((gpu) => !cancelled && setVariant(gpu ? 'heavy' : 'full'));
    return () => {
      cancelled = true;
    };
  }, [requested]);
  return variant;
}

/** A ref that always holds the latest value (callbacks the host may change on every render). */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}
