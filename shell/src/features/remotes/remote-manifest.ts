import { parseRemoteManifest, type RemoteManifest } from '@repwise/federation';

let manifestPromise: Promise<RemoteManifest> | null = null;

/** Fetches the deployment's `/remotes.json` once (retried after a failure) and parses it. */
export function loadRemoteManifest(): Promise<RemoteManifest> {
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
