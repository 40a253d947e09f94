// @ts-check
// The one Vite + Module Federation setup for the shell and every remote. Plain JavaScript because
// Vite loads config files with Node, which cannot import TypeScript from a workspace package.
import path from 'node:path';
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { emitBuildInfo } from './build-info.mjs';
import { buildLocalManifest } from './src/remote-definitions.mjs';
import { sharedFromDependencies } from './src/shared-singletons.mjs';

/**
 * Cross-origin isolation for every page the dev and preview servers serve, as the static servers
 * and nginx send it (scripts/lib/content-security-policy.mjs): the pose model's WebAssembly runs
 * on several threads only in an isolated page, and CORP lets the shell load a remote's files.
 */
export const CROSS_ORIGIN_ISOLATION_HEADERS = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
  'Cross-Origin-Resource-Policy': 'cross-origin',
};

/**
 * Vite config for a federated app.
 * @param {{ name: string; packageJson: { name?: string; version?: string;
 *   dependencies?: Record<string, string> }; port: number; exposes?: Record<string, string>;
 *   isHost?: boolean }} options
 * @returns {import('vite').UserConfig}
 */
export function defineFederatedApp({ name, packageJson, port, exposes, isHost = false }) {
  const shared = sharedFromDependencies(packageJson.dependencies ?? {}, { isHost });
  return {
    // Remotes use a relative base: their chunks resolve from remoteEntry.js's own origin,
    // wherever a deployment serves them.
    base: isHost ? '/' : './',
    plugins: [
      react(),
      ...(isHost ? [serveDevRemoteManifest()] : []),
      federation({
        name,
        ...(isHost ? {} : { filename: 'remoteEntry.js', exposes }),
        remotes: {},
        shared,
        // The shell registers remotes by entry URL at runtime; it never reads MF manifests (snapshots).
        ...(isHost ? { disableSnapshot: true } : {}),
        dts: false,
      }),
      ...(isHost ? [provideDeclaredSingletons(Object.keys(shared))] : []),
      // build.json: the version and the shared singletons it was built against (the shell's: what
      // it provides), which `publish-remote` and the shell compare before a remote is used.
      emitBuildInfo({ name, packageJson, shared }),
    ],
    server: {
      port,
      strictPort: true,
      cors: true,
      origin: `http://localhost:${port}`,
      headers: CROSS_ORIGIN_ISOLATION_HEADERS,
    },
    preview: { port, strictPort: true, cors: true, headers: CROSS_ORIGIN_ISOLATION_HEADERS },
    build: { target: 'es2022', sourcemap: true, modulePreload: false },
  };
}

/**
 * In `vite dev`, the shell answers /remotes.json with every remote on its own dev port (a deployment
 * serves its own manifest; `npm start` writes one for the ports it chose).
 * @returns {import('vite').Plugin}
 */
function serveDevRemoteManifest() {
  return {
    name: 'repwise-dev-remote-manifest',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/remotes.json', (_req, res) => {
        res.setHeader('content-type', 'application/json');
        res.setHeader('cache-control', 'no-store');
        res.end(JSON.stringify(buildLocalManifest()));
      });
    },
  };
}

/**
 * Makes a host build provide every shared singleton it declares, whatever order the build meets
 * them in. @module-federation/vite 1.23 writes the host's shared import map (the shares `initHost`
 * loads before the app's first module runs) once it judges the module graph parsed, and under load
 * (turbo building several apps on two cores) it judges that too early: a share the build had not
 * reached yet is left out (seen: @repwise/contracts, @repwise/domain and swr, in one build of
 * three), and the first page then fails with "… is not a function". Resolving each declared
 * singleton from the entry at build start registers them all before the map is written.
 * @param {string[]} packages
 * @returns {import('vite').Plugin}
 */
function provideDeclaredSingletons(packages) {
  let entry = '';
  return {
    name: 'repwise-provide-declared-singletons',
    apply: 'build',
    configResolved(config) {
      entry = path.join(config.root, 'src', 'main.tsx');
    },
    async buildStart() {
      for (const name of packages) await this.resolve(name, entry);
    },
  };
}
