import { isRemoteAppModule, type RemoteAppModule } from '@repwise/contracts';
import { findSharedMismatches, remoteAppModule, type RemoteName } from '@repwise/federation';
import { loadRemote, registerRemotes } from '@module-federation/runtime';
import { IncompatibleRemoteError } from './incompatible-remote-error';
import { providedSharedVersions } from './provided-shared-versions';
import { loadRemoteManifest } from './remote-manifest';

/** How long a remote may take to load before its area shows the fallback card. */
export const remoteLoadTimeoutMs = 10_000;

const registeredEntries = new Map<RemoteName, string>();

/**
 * Loads a remote's `./app` lifecycles through Module Federation, using the entry URL from the
 * runtime manifest; rejects when the manifest lacks it, the server is down, or it is too slow, and
 * with an `IncompatibleRemoteError` (before fetching any of its code) when its entry records shared
 * singletons this shell does not provide. A retry reads the manifest again (a rollback may have
 * fixed it).
 */
export async function loadRemoteApp(name: RemoteName, attempt: number): Promise<RemoteAppModule> {
  const manifest = await loadRemoteManifest({ refresh: attempt > 0 });
  const remote = manifest[name];
  if (!remote) throw new Error(`${name} is not in this deployment's remotes.json`);
  const mismatches = findSharedMismatches(providedSharedVersions, remote.shared);
  if (mismatches.length > 0) throw new IncompatibleRemoteError(name, remote.version, mismatches);
  // A retry after a failure registers the entry again with a cache-busting query, so the browser
  // fetches remoteEntry.js anew instead of reusing the failed module record.
  const entry = attempt > 0 ? `${remote.entry}?attempt=${attempt}` : remote.entry;
  if (registeredEntries.get(name) !== entry) {
    registerRemotes([{ name, entry, type: 'module' }], { force: registeredEntries.has(name) });
    registeredEntries.set(name, entry);
  }
  const loaded = await withTimeout(
    loadRemote<unknown>(`${name}/${remoteAppModule.slice(2)}`),
    remoteLoadTimeoutMs,
  );
  if (!isRemoteAppModule(loaded)) throw new Error(`${name} does not expose single-spa lifecycles`);
  return loaded;
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
