import { remoteDefinitions } from './remote-definitions.mjs';
import type { SharedBuildRecord } from './shared-compatibility.mjs';

export { buildLocalManifest, remoteDefinitions } from './remote-definitions.mjs';

/** A remote's federation name (e.g. `mf_workouts`). */
export type RemoteName = (typeof remoteDefinitions)[number]['name'];

/**
 * One remote in the manifest: its entry URL and, for a published build, its version and the shared
 * singletons it was built against (from its `build.json`), which the shell checks before loading it.
 */
export interface RemoteManifestEntry {
  entry: string;
  version?: string;
  shared?: Record<string, SharedBuildRecord>;
}

/** The runtime manifest (`/remotes.json`): where each remote's entry lives in this deployment. */
export type RemoteManifest = Partial<Record<RemoteName, RemoteManifestEntry>>;

/** The module every remote exposes: its single-spa lifecycles for the area. */
export const remoteAppModule = './app';

/**
 * Reads a manifest from unknown JSON, keeping only known remotes with an http(s) entry URL, their
 * string versions and the well-formed packages of their `shared` records.
 */
export function parseRemoteManifest(input: unknown): RemoteManifest {
  const manifest: RemoteManifest = {};
  if (typeof input !== 'object' || input === null) return manifest;
  for (const { name } of remoteDefinitions) {
    const entry: unknown = Reflect.get(input, name);
    if (typeof entry !== 'object' || entry === null) continue;
    const url: unknown = Reflect.get(entry, 'entry');
    if (typeof url !== 'string' || !/^(https?:)?\/\//.test(url)) continue;
    const parsed: RemoteManifestEntry = { entry: url };
    const version: unknown = Reflect.get(entry, 'version');
    if (typeof version === 'string') parsed.version = version;
    const shared = parseSharedRecord(Reflect.get(entry, 'shared'));
    if (shared) parsed.shared = shared;
    manifest[name] = parsed;
  }
  return manifest;
}

function parseSharedRecord(input: unknown): Record<string, SharedBuildRecord> | null {
  if (typeof input !== 'object' || input === null) return null;
  const record: Record<string, SharedBuildRecord> = {};
  for (const [packageName, value] of Object.entries(input)) {
    const version: unknown =
      typeof value === 'object' && value ? Reflect.get(value, 'version') : '';
    const requiredVersion: unknown =
      typeof value === 'object' && value ? Reflect.get(value, 'requiredVersion') : '';
    // A malformed package record is kept with an unreadable version, so the compatibility check
    // reports it instead of the package silently escaping the check.
    record[packageName] = {
      version: typeof version === 'string' ? version : '',
      requiredVersion: typeof requiredVersion === 'string' ? requiredVersion : '',
    };
  }
  return record;
}
