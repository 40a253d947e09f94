import type { RemoteName } from '../remote-registry';
import { findSharedMismatches } from '../shared-compatibility.mjs';
import type { FederationRuntime } from './federation-runtime';
import { IncompatibleRemoteError } from './incompatible-remote-error';
import { providedSharedVersions } from './provided-shared-versions';
import { loadRemoteManifest } from './remote-manifest';

/** How long a remote module may take to load before its slot shows the fallback card. */
export const remoteLoadTimeoutMs = 10_000;

/** What to load: a remote's exposed module (`./app`, `./squat-panel`), and which try this is. */
export interface FederatedModuleRequest {
  remote: RemoteName;
  module: `./${string}`;
  /** 0 first; a retry (> 0) reads the manifest again and refetches the entry past the cache. */
  attempt: number;
  /** The runtime to register and load through, asked for once the manifest allows the load. */
  getRuntime: () => FederationRuntime;
  /** Who provides the shared singletons, in an incompatibility's message (default "the shell"). */
  provider?: string;
}

const registeredEntries = new Map<RemoteName, string>();

/**
 * Loads an exposed module of a remote through Module Federation, using the entry URL from the
 * runtime manifest; rejects when the manifest lacks the remote, its server is down, or it takes
 * over 10 s, and with an `IncompatibleRemoteError` (before fetching any of its code) when its entry
 * records shared singletons other than the page provides. A retry reads the manifest again (a
 * rollback may have fixed it).
 */
export async function loadFederatedModule({
  remote,
  module,
  attempt,
  getRuntime,
  provider,
}: FederatedModuleRequest): Promise<unknown> {
  const manifest = await loadRemoteManifest({ refresh: attempt > 0 });
  const entry = manifest[remote];
  if (!entry) throw new Error(`${remote} is not in this deployment's remotes.json`);
  const mismatches = findSharedMismatches(providedSharedVersions, entry.shared);
  if (mismatches.length > 0) {
    throw new IncompatibleRemoteError(remote, entry.version, mismatches, provider);
  }
  const runtime = getRuntime();
  // A retry after a failure registers the entry again with a cache-busting query, so the browser
  // fetches remoteEntry.js anew instead of reusing the failed module record.
  const url = attempt > 0 ? `${entry.entry}?attempt=${attempt}` : entry.entry;
  if (registeredEntries.get(remote) !== url) {
    runtime.registerRemotes([{ name: remote, entry: url, type: 'module' }], {
      force: registeredEntries.has(remote),
    });
    registeredEntries.set(remote, url);
  }
  return withTimeout(runtime.loadRemote(`${remote}/${module.slice(2)}`), remoteLoadTimeoutMs);
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
