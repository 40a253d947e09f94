// onnxruntime-web, loaded on first use. Execution providers are tried in the order
// ['webgpu', 'wasm']. The WebGPU build (27 MB wasm) is only fetched when the browser has a WebGPU
// adapter; otherwise the smaller WASM-only build (14 MB). The wasm files and their loaders (.mjs)
// are imported as URLs so they are served from this remote's own origin (never a CDN).
//
// WASM runs on several threads when the page is cross-origin isolated (the shell and mf-pose send
// COOP/COEP, see ARCHITECTURE.md): ORT then starts its worker threads from the loader file. A
// Worker must be same-origin, so when the page is on another origin (the shell hosting mf-pose's
// panels) ORT fetches the loader into a blob: URL first (the shell's CSP allows blob: scripts).
import type * as Onnx from 'onnxruntime-web';
import type { InferenceSession, Tensor } from 'onnxruntime-web';

export type Backend = 'webgpu' | 'wasm';
const ADAPTER_TIMEOUT_MS = 3000;

export const EXECUTION_PROVIDERS: readonly Backend[] = ['webgpu', 'wasm'];

type Ort = typeof Onnx;

export interface Runtime {
  ort: Ort;
  backends: Backend[];
  /** WASM threads: more than one only in a cross-origin isolated page. */
  threads: number;
}

/** Most threads ORT's WASM backend is given; its own default is half the cores. */
const MAX_WASM_THREADS = 4;

let runtime: Promise<Runtime> | null = null;
const modelBytes = new Map<string, Promise<ArrayBuffer>>();

/** Whether this browser offers a WebGPU adapter (headless Chromium without flags does not). */
export async function hasWebGpuAdapter(): Promise<boolean> {
  const gpu = (navigator as Navigator & { gpu?: { requestAdapter(): Promise<unknown> } }).gpu;
  if (!gpu) return false;
  try {
    // Some headless or blocklisted setups never settle the request: give up after a while.
    const timeout = new Promise<null>((resolve) =>
      setTimeout(() => resolve(null), ADAPTER_TIMEOUT_MS),
    );
    return (await Promise.race([gpu.requestAdapter(), timeout])) !== null;
  } catch {
    return false;
  }
}

/** Threads for the WASM backend: every core (up to 4) when SharedArrayBuffer is allowed, else 1. */
export function wasmThreadCount(): number {
  if (!globalThis.crossOriginIsolated) return 1;
  return Math.max(1, Math.min(MAX_WASM_THREADS, navigator.hardwareConcurrency || 1));
}

async function importRuntime(): Promise<Runtime> {
  const webgpu = await hasWebGpuAdapter();
  const [ort, wasm, loader] = webgpu
    ? await Promise.all([
        import('onnxruntime-web/webgpu'),
        import('onnxruntime-web/ort-wasm-simd-threaded.asyncify.wasm?url'),
        import('onnxruntime-web/ort-wasm-simd-threaded.asyncify.mjs?url'),
      ])
    : await Promise.all([
        import('onnxruntime-web/wasm'),
        import('onnxruntime-web/ort-wasm-simd-threaded.wasm?url'),
        import('onnxruntime-web/ort-wasm-simd-threaded.mjs?url'),
      ]);
  const threads = wasmThreadCount();
  const url = (file: string) => new URL(file, import.meta.url).href;
  // On one thread ORT uses the loader embedded in its bundle. Threads need the loader as a file of
  // its own to start their workers from (not the chunk Vite bundled ORT into, which imports more).
  ort.env.wasm.wasmPaths =
    threads > 1
      ? { wasm: url(wasm.default), mjs: url(loader.default) }
      : { wasm: url(wasm.default) };
  ort.env.wasm.numThreads = threads;
  ort.env.logLevel = 'error';
  return { ort, backends: EXECUTION_PROVIDERS.filter((b) => b === 'wasm' || webgpu), threads };
}

/** The runtime, imported once; a failed import is forgotten so "Try again" retries. */
export function loadRuntime(): Promise<Runtime> {
  runtime ??= importRuntime().catch((error: unknown) => {
    runtime = null;
    throw error;
  });
  return runtime;
}

/** A model file's bytes, fetched once per URL (a failed fetch is retried next time). */
export function fetchModel(url: string): Promise<ArrayBuffer> {
  let bytes = modelBytes.get(url);
  if (!bytes) {
    bytes = fetch(url).then(async (response) => {
      if (!response.ok)
        throw new Error(`model ${url.split('/').pop()} answered ${response.status}`);
      return response.arrayBuffer();
    });
    bytes.catch(() => modelBytes.delete(url));
    modelBytes.set(url, bytes);
  }
  return bytes;
}

export interface ModelSession {
  session: InferenceSession;
  backend: Backend;
  run(inputs: Record<string, Tensor>): Promise<Record<string, Float32Array>>;
}

/** Opens `url` on the first execution provider that accepts it (webgpu, then wasm). */
export async function openSession(url: string, only?: Backend): Promise<ModelSession> {
  const { ort, backends } = await loadRuntime();
  const bytes = new Uint8Array(await fetchModel(url));
  let lastError: unknown = null;
  for (const backend of only ? backends.filter((b) => b === only) : backends) {
    try {
      const session = await ort.InferenceSession.create(bytes, {
        executionProviders: [backend],
        graphOptimizationLevel: 'all',
      });
      return {
        session,
        backend,
        async run(inputs) {
          const outputs = await session.run(inputs);
          const entries = await Promise.all(
            Object.entries(outputs).map(
              async ([name, value]) => [name, (await value.getData()) as Float32Array] as const,
            ),
          );
          return Object.fromEntries(entries);
        },
      };
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError instanceof Error
    ? lastError
    : new Error('no execution provider could open the model');
}
