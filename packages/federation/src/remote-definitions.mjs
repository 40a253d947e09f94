// @ts-check
/** The areas the shell loads at runtime, one federated remote each (plain JS: Vite configs read it). */
export const remoteDefinitions = /** @type {const} */ ([
  { name: 'mf_onboarding', folder: 'mf-onboarding', area: 'onboarding', devPort: 5174 },
  { name: 'mf_workouts', folder: 'mf-workouts', area: 'workouts', devPort: 5175 },
  { name: 'mf_pose', folder: 'mf-pose', area: 'pose', devPort: 5176 },
  { name: 'mf_progress', folder: 'mf-progress', area: 'progress', devPort: 5177 },
  { name: 'mf_coach', folder: 'mf-coach', area: 'coach', devPort: 5178 },
]);

/**
 * The manifest for local development: each remote's entry on its Vite dev port.
 * @param {string} [host]
 */
export function buildLocalManifest(host = 'http://localhost') {
  return Object.fromEntries(
    remoteDefinitions.map(({ name, devPort }) => [
      name,
      { entry: `${host}:${devPort}/remoteEntry.js` },
    ]),
  );
}
