// @ts-check
// A Vite dev server for mf-pose's browser harness (test/harness): the real pipeline and the real
// converted models in Chromium, for the pipeline test and `npm run bench:pose`. Files under
// ../shared (test oracles and clips) are readable through Vite's /@fs/ route; the product never
// loads them.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { poseModels } from './pose-models-plugin.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
export const MF_POSE_ROOT = path.resolve(here, '..');
export const REPO_ROOT = path.resolve(MF_POSE_ROOT, '..');
export const SHARED_DIR = path.resolve(REPO_ROOT, '../shared');

/**
 * Starts the harness on a free port.
 * @param {{ allow?: string[] }} [options] extra folders the page may read through /@fs/
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startHarnessServer({ allow = [] } = {}) {
  const server = await createServer({
    configFile: false,
    root: path.join(MF_POSE_ROOT, 'test/harness'),
    logLevel: 'warn',
    plugins: [poseModels()],
    server: {
      port: 0,
      host: '127.0.0.1',
      hmr: false,
      fs: { allow: [REPO_ROOT, SHARED_DIR, ...allow] },
    },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  await server.listen();
  const address = server.httpServer?.address();
  if (!address || typeof address === 'string') throw new Error('harness server has no port');
  return { url: `http://127.0.0.1:${address.port}/`, close: () => server.close() };
}

/**
 * A path on disk as a URL the harness page can fetch.
 * @param {string} baseUrl
 * @param {string} file
 */
export function fsUrl(baseUrl, file) {
  return new URL(`/@fs${path.resolve(file)}`, baseUrl).href;
}

/** Chromium flags that work headless on these machines (ARCHITECTURE.md). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
