// @ts-check
// What a federated build records about itself in `build.json` beside its entry: its version (the
// package version plus a hash of the emitted code, so identical output is the same version) and,
// for each shared singleton, the version it was built against and the range it declares. The shell's
// record says what it provides; a remote's is what `publish-remote` and the shell check against it.
// Node built-ins only: `npm start` reads these files before dependencies are installed.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The file every federated build writes at the root of its output folder. */
export const buildInfoFileName = 'build.json';

/**
 * @typedef {{ version: string; requiredVersion: string }} SharedBuildRecord
 * @typedef {{ name: string; packageName: string; packageVersion: string; buildId: string;
 *   version: string; shared: Record<string, SharedBuildRecord> }} BuildInfo
 */

/**
 * The version of `packageName` that Node resolves from `appRoot` (its node_modules, then each parent's),
 * or null when it is not installed.
 * @param {string} appRoot
 * @param {string} packageName
 * @returns {string | null}
 */
export function findInstalledVersion(appRoot, packageName) {
  for (let dir = path.resolve(appRoot); ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', packageName, 'package.json');
    if (existsSync(file)) {
      const { version } = JSON.parse(readFileSync(file, 'utf8'));
      if (typeof version === 'string') return version;
    }
    if (path.dirname(dir) === dir) return null;
  }
}

/**
 * The shared-singleton record of an app: each package of its Module Federation `shared` option with
 * the installed version it builds against. Throws when one is not installed (the build would fail).
 * @param {string} appRoot
 * @param {Readonly<Record<string, { requiredVersion: string }>>} shared
 * @returns {Record<string, SharedBuildRecord>}
 */
export function describeSharedBuild(appRoot, shared) {
  /** @type {Record<string, SharedBuildRecord>} */
  const record = {};
  for (const [packageName, { requiredVersion }] of Object.entries(shared)) {
    const version = findInstalledVersion(appRoot, packageName);
    if (version === null)
      throw new Error(`${packageName} is shared by ${appRoot} but not installed (run npm install)`);
    record[packageName] = { version, requiredVersion };
  }
  return record;
}

/**
 * Reads a build's `build.json` from its output folder; null when absent or not a build record.
 * @param {string} outDir
 * @returns {BuildInfo | null}
 */
export function readBuildInfo(outDir) {
  const file = path.join(outDir, buildInfoFileName);
  if (!existsSync(file)) return null;
  const info = JSON.parse(readFileSync(file, 'utf8'));
  const isRecord = typeof info?.version === 'string' && typeof info?.shared === 'object';
  return isRecord && info.shared !== null ? info : null;
}

/**
 * Vite plugin writing `build.json`. It runs after every other plugin's output (Module Federation's
 * remoteEntry.js included) so the hash covers every emitted file.
 * @param {{ name: string; packageJson: { name?: string; version?: string };
 *   shared: Readonly<Record<string, { requiredVersion: string }>> }} options
 * @returns {import('vite').Plugin}
 */
export function emitBuildInfo({ name, packageJson, shared }) {
  let root = process.cwd();
  return {
    name: 'repwise-build-info',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const hash = createHash('sha256');
      for (const fileName of Object.keys(bundle).sort()) {
        const output = bundle[fileName];
        // Source maps name sources relative to the output folder: the same code built into another
        // folder is still the same version.
        if (!output || fileName.endsWith('.map')) continue;
        hash.update(fileName);
        hash.update(output.type === 'chunk' ? output.code : output.source);
      }
      const buildId = hash.digest('hex').slice(0, 12);
      const packageVersion = packageJson.version ?? '0.0.0';
      /** @type {BuildInfo} */
      const info = {
        name,
        packageName: packageJson.name ?? name,
        packageVersion,
        buildId,
        version: `${packageVersion}-${buildId}`,
        shared: describeSharedBuild(root, shared),
      };
      this.emitFile({
        type: 'asset',
        fileName: buildInfoFileName,
        source: `${JSON.stringify(info, null, 2)}\n`,
      });
    },
  };
}
