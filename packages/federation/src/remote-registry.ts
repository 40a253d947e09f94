/** The areas the shell loads at runtime, one federated remote each. */
export const remoteDefinitions = [
  { name: 'mf_onboarding', folder: 'mf-onboarding', area: 'onboarding', devPort: 5174 },
  { name: 'mf_workouts', folder: 'mf-workouts', area: 'workouts', devPort: 5175 },
  { name: 'mf_pose', folder: 'mf-pose', area: 'pose', devPort: 5176 },
  { name: 'mf_progress', folder: 'mf-progress', area: 'progress', devPort: 5177 },
  { name: 'mf_coach', folder: 'mf-coach', area: 'coach', devPort: 5178 },
] as const;

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

/** The manifest for local development: each remote's entry on its dev port. */
export function buildLocalManifest(host = 'http://localhost'): RemoteManifest {
  return Object.fromEntries(
    remoteDefinitions.map(({ name, devPort }) => [
      name,
      { entry: `${host}:${devPort}/remoteEntry.js` },
    ]),
  );
}
