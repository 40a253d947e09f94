// @ts-check
// The one Vite + Module Federation setup for the shell and every remote. Plain JavaScript because
// Vite loads config files with Node, which cannot import TypeScript from a workspace package.
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { sharedFromDependencies } from './src/shared-singletons.mjs';

/**
 * Vite config for a federated app.
 * @param {{ name: string; packageJson: { dependencies?: Record<string, string> }; port: number;
 *   exposes?: Record<string, string>; isHost?: boolean }} options
 * @returns {import('vite').UserConfig}
 */
export function defineFederatedApp({ name, packageJson, port, exposes, isHost = false }) {
  return {
    // Remotes use a relative base: their chunks resolve from remoteEntry.js's own origin,
    // wherever a deployment serves them.
    base: isHost ? '/' : './',
    plugins: [
      react(),
      federation({
        name,
        ...(isHost ? {} : { filename: 'remoteEntry.js', exposes }),
        remotes: {},
        shared: sharedFromDependencies(packageJson.dependencies ?? {}),
        dts: false,
      }),
    ],
    server: { port, strictPort: true, cors: true, origin: `http://localhost:${port}` },
    preview: { port, strictPort: true, cors: true },
    build: { target: 'es2022', sourcemap: true, modulePreload: false },
  };
}
