// Loads a module another remote exposes (mf-pose's panels) from inside this remote, at runtime.
//
// How: the shell registered this area's remoteEntry with the Module Federation runtime, and that
// entry's `init` created this remote's runtime instance (named `mf_workouts`) on the share scope
// the shell gave it. The instance is reachable through the runtime's documented global
// (`__FEDERATION__.__INSTANCES__`); registering mf_pose on it and calling its `loadRemote` loads
// mf-pose's remoteEntry with that same share scope, so the panel renders with the page's one React
// and the shared libraries. No second runtime copy is bundled and no new dependency is needed.
// The entry URL comes from the deployment's `/remotes.json`, as the shell reads it.
import {
  describeSharedMismatch,
  findSharedMismatches,
  parseRemoteManifest,
  type RemoteManifest,
  type RemoteName,
} from '@repwise/federation';
import { version as reactVersion } from 'react';
import { version as reactDomVersion } from 'react-dom';

/** How long a module may take to load before the slot shows its fallback card. */
export const moduleLoadTimeoutMs = 10_000;

/** This remote's name in the federation runtime. */
const ownName: RemoteName = 'mf_workouts';

/** The part of a Module Federation runtime instance this loader uses. */
interface FederationRuntime {
  options: { name: string };
  registerRemotes: (
    remotes: { name: string; entry: string; type: 'module' }[],
    options?: { force?: boolean },
  ) => void;
  loadRemote: (id: string) => Promise<unknown>;
}

function isFederationRuntime(value: unknown): value is FederationRuntime {
  if (typeof value !== 'object' || value === null) return false;
  const options: unknown = Reflect.get(value, 'options');
  return (
    typeof options === 'object' &&
    options !== null &&
    typeof Reflect.get(options, 'name') === 'string' &&
    typeof Reflect.get(value, 'registerRemotes') === 'function' &&
    typeof Reflect.get(value, 'loadRemote') === 'function'
  );
}

/** This remote's runtime instance; any instance when run another way (a standalone dev page). */
function findFederationRuntime(): FederationRuntime {
  const federation: unknown = Reflect.get(globalThis, '__FEDERATION__');
  const instances: unknown =
    typeof federation === 'object' && federation !== null
      ? Reflect.get(federation, '__INSTANCES__')
      : null;
  const runtimes = Array.isArray(instances) ? instances.filter(isFederationRuntime) : [];
  const runtime = runtimes.find((r) => r.options.name === ownName) ?? runtimes[0];
  if (!runtime) throw new Error('The Module Federation runtime is not loaded on this page');
  return runtime;
}

let manifestPromise: Promise<RemoteManifest> | null = null;

/** The deployment's `/remotes.json`, fetched once per page (again on a retry or after a failure). */
function loadManifest(refresh: boolean): Promise<RemoteManifest> {
  if (refresh) manifestPromise = null;
  manifestPromise ??= fetch('/remotes.json', { cache: 'no-store' })
    .then((response) => {
      if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
      return response.json();
    })
    .then(parseRemoteManifest)
    .catch((error: unknown) => {
      manifestPromise = null;
      throw error;
    });
  return manifestPromise;
}

const registeredEntries = new Map<RemoteName, string>();

/** What to load: a remote's exposed module (`./squat-panel`), and which try this is. */
export interface RemoteModuleRequest {
  remote: RemoteName;
  module: `./${string}`;
  /** 0 first; a retry (> 0) reads the manifest again and refetches the entry past the cache. */
  attempt: number;
}

/**
 * Loads an exposed module of another remote; rejects when the manifest lacks the remote, its
 * build needs other React versions than the page runs, its server is down, or it takes over 10 s.
 */
export async function loadRemoteModule({
  remote,
  module,
  attempt,
}: RemoteModuleRequest): Promise<unknown> {
  const manifest = await loadManifest(attempt > 0);
  const entry = manifest[remote];
  if (!entry) throw new Error(`${remote} is not in this deployment's remotes.json`);
  const provided = { react: reactVersion, 'react-dom': reactDomVersion };
  const mismatch = findSharedMismatches(provided, entry.shared)[0];
  if (mismatch) {
    throw new Error(`${remote} ${describeSharedMismatch(mismatch, 'this page')}`);
  }
  const runtime = findFederationRuntime();
  const url = attempt > 0 ? `${entry.entry}?attempt=${attempt}` : entry.entry;
  if (registeredEntries.get(remote) !== url) {
    runtime.registerRemotes([{ name: remote, entry: url, type: 'module' }], {
      force: registeredEntries.has(remote),
    });
    registeredEntries.set(remote, url);
  }
  return withTimeout(runtime.loadRemote(`${remote}/${module.slice(2)}`), moduleLoadTimeoutMs);
}

function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Timed out after ${timeoutMs} ms`)), timeoutMs);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
