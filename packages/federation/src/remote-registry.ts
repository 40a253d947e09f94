import { remoteDefinitions } from './remote-definitions.mjs';

export { buildLocalManifest, remoteDefinitions } from './remote-definitions.mjs';

/** A remote's federation name (e.g. `mf_workouts`). */
export type RemoteName = (typeof remoteDefinitions)[number]['name'];

/** The runtime manifest (`/remotes.json`): where each remote's entry lives in this deployment. */
export type RemoteManifest = Partial<Record<RemoteName, { entry: string; version?: string }>>;

/** The module every remote exposes: its single-spa lifecycles for the area. */
export const remoteAppModule = './app';

/** Reads a manifest from unknown JSON, keeping only known remotes with an http(s) entry URL. */
export function parseRemoteManifest(input: unknown): RemoteManifest {
  const manifest: RemoteManifest = {};
  if (typeof input !== 'object' || input === null) return manifest;
  for (const { name } of remoteDefinitions) {
    const entry: unknown = Reflect.get(input, name);
    if (typeof entry !== 'object' || entry === null) continue;
    const url: unknown = Reflect.get(entry, 'entry');
    const version: unknown = Reflect.get(entry, 'version');
    if (typeof url === 'string' && /^(https?:)?\/\//.test(url)) {
      manifest[name] = typeof version === 'string' ? { entry: url, version } : { entry: url };
    }
  }
  return manifest;
}
