import { parseRemoteManifest, type RemoteManifest } from '../remote-registry';

let manifestPromise: Promise<RemoteManifest> | null = null;

/**
 * Fetches the deployment's `/remotes.json` once per page (again after a failure, or with `refresh`)
 * and parses it. Never from the HTTP cache: a reload must see a newly published remote.
 */
export function loadRemoteManifest({ refresh = false } = {}): Promise<RemoteManifest> {
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
