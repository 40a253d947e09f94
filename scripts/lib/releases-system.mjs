// The running system as `publish-remote` sees it: where its manifest, shell and remote servers are
// (from the runtime file `npm start` writes), which versions of a remote it can serve, and how one
// remote is built into a release. Node built-ins and the workspace's own plain modules only.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describeSharedBuild, readBuildInfo } from '@repwise/federation/build-info';
import { findReleaseConflicts } from '@repwise/federation/releases/check-release';
import { listReleases, ReleaseError } from '@repwise/federation/releases/release-store';
import { remoteDefinitions } from '@repwise/federation/remote-definitions';
import { sharedFromDependencies } from '@repwise/federation/shared-singletons';
import { repoRoot } from './paths.mjs';

/** @typedef {(typeof remoteDefinitions)[number]} RemoteDefinition */
/** @typedef {import('@repwise/federation/releases/check-release').SharedRecord} SharedRecord */
/**
 * The front ends of a running system, as `npm start` writes them into its runtime file.
 * @typedef {{
 *   manifestFile: string,
 *   releasesRoot: string,
 *   shellRoot: string,
 *   startedAt: string,
 *   remotes: Record<string, { folder: string, origin: string, distRoot: string }>,
 * }} RunningSystem
 */

/** A refusal because the build cannot run beside what is live (exit code 3). */
export class IncompatibleReleaseError extends ReleaseError {
  /** @override */
  name = 'IncompatibleReleaseError';
}

/**
 * The front-end half of the runtime file: `{ manifestFile, releasesRoot, shellRoot, startedAt,
 * remotes: { mf_coach: { folder, origin, distRoot } } }`.
 * @param {string} runtimeFile
 * @returns {RunningSystem}
 */
export function loadRunningSystem(runtimeFile) {
  if (!existsSync(runtimeFile))
    throw new ReleaseError(
      `RepWise is not running (${path.relative(process.cwd(), runtimeFile) || runtimeFile} is missing): start it with npm start`,
    );
  const { frontends } = JSON.parse(readFileSync(runtimeFile, 'utf8'));
  if (!frontends?.manifestFile || !frontends.remotes)
    throw new ReleaseError(
      `${runtimeFile} names no front ends: the system was started without a built shell, or by an older npm start (restart it)`,
    );
  return frontends;
}

/**
 * The remote named `mf-coach`, `mf_coach` or `coach`, or a usage error listing the known ones.
 * @param {string} text
 */
export function findRemoteDefinition(text) {
  const remote = remoteDefinitions.find(
    (definition) =>
      text === definition.folder || text === definition.name || text === definition.area,
  );
  if (!remote)
    throw new ReleaseError(
      `unknown remote "${text}" (known: ${remoteDefinitions.map((d) => d.folder).join(', ')})`,
    );
  return remote;
}

/**
 * The remote's server in the running system, or an error when it serves none of it.
 * @param {RunningSystem} system
 * @param {string} name
 */
export function findServedRemote(system, name) {
  const served = system.remotes[name];
  if (!served)
    throw new ReleaseError(
      `the running system does not serve ${name} (it was not built when npm start ran)`,
    );
  return { ...served, releasesDir: path.join(system.releasesRoot, served.folder) };
}

/**
 * Every version of a remote its server can serve, oldest first: the dist build the system started
 * with (served at the root, counted as published when the system started) and each release.
 * @param {RunningSystem} system
 * @param {string} name
 */
export function listServableVersions(system, name) {
  const served = findServedRemote(system, name);
  /** @type {(import('@repwise/federation/releases/release-store').Release & { entry: string })[]} */
  const versions = [];
  const dist = readBuildInfo(served.distRoot);
  if (dist)
    versions.push({
      ...dist,
      publishedAt: system.startedAt,
      source: `${served.folder}/dist (the build the system started with)`,
      entry: `${served.origin}/remoteEntry.js`,
    });
  for (const release of listReleases(served.releasesDir)) {
    if (versions.some((known) => known.version === release.version)) continue;
    versions.push({
      ...release,
      entry: `${served.origin}/releases/${release.version}/remoteEntry.js`,
    });
  }
  return versions.sort((a, b) => a.publishedAt.localeCompare(b.publishedAt));
}

/**
 * What the running shell provides (its build.json), or an error when it cannot be known.
 * @param {RunningSystem} system
 */
export function readShellShared(system) {
  const shell = readBuildInfo(system.shellRoot);
  if (!shell)
    throw new ReleaseError(
      `the running shell (${system.shellRoot}) has no build.json, so compatibility cannot be checked: rebuild it (npm start does)`,
    );
  return shell.shared;
}

/**
 * Refuses (exit code 3) a build that cannot run beside the shell and the live remotes.
 * @param {{ name: string, version?: string, shared: SharedRecord }} candidate
 * @param {Parameters<typeof findReleaseConflicts>[1]} running
 */
export function assertCompatible(candidate, { shellShared, manifest }) {
  const problems = findReleaseConflicts(candidate, { shellShared, manifest });
  if (problems.length === 0) return;
  throw new IncompatibleReleaseError(
    `${candidate.name}${candidate.version ? ` ${candidate.version}` : ''} cannot run in this system:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
  );
}

/**
 * The remote's source folder checked and described before building: its package.json and the shared
 * singletons it would be built against (its ranges, the versions installed for it).
 * @param {string} sourceDir
 * @param {RemoteDefinition} remote
 */
export function describeSource(sourceDir, remote) {
  const packageFile = path.join(sourceDir, 'package.json');
  if (!existsSync(packageFile))
    throw new ReleaseError(`${sourceDir} has no package.json: is it a copy of ${remote.folder}/?`);
  if (!readdirSync(sourceDir).some((file) => /^vite\.config\.[cm]?[jt]s$/.test(file)))
    throw new ReleaseError(`${sourceDir} has no vite.config: is it a copy of ${remote.folder}/?`);
  const packageJson = JSON.parse(readFileSync(packageFile, 'utf8'));
  const shared = describeSharedBuild(
    sourceDir,
    sharedFromDependencies(packageJson.dependencies ?? {}),
  );
  return { name: remote.name, packageJson, shared };
}

/**
 * Builds the remote in `sourceDir` into `outDir` with the workspace's Vite; rejects on failure.
 * @param {string} sourceDir
 * @param {string} outDir
 */
export function buildRemote(sourceDir, outDir) {
  const viteBin = findFile(sourceDir, path.join('node_modules', 'vite', 'bin', 'vite.js'));
  if (!viteBin) throw new ReleaseError(`Vite is not installed for ${sourceDir} (run npm install)`);
  // A production build whoever runs it: @module-federation/vite turns itself off when it sees a test
  // runner (NODE_ENV=test, VITEST, JEST_WORKER_ID) and the build then has no remoteEntry.js.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !name.startsWith('VITEST') && name !== 'JEST_WORKER_ID',
    ),
  );
  return new /** @type {typeof Promise<void>} */ (Promise)((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [viteBin, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
      { cwd: sourceDir, stdio: 'inherit', env: { ...env, NODE_ENV: 'production' } },
    );
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code !== 0)
        reject(new ReleaseError(`vite build in ${sourceDir} failed (${signal ?? `exit ${code}`})`));
      else if (!existsSync(path.join(outDir, 'remoteEntry.js')))
        reject(new ReleaseError(`vite build in ${sourceDir} produced no remoteEntry.js`));
      else resolve();
    });
  });
}

/**
 * Whether the remote's server answers the entry (a release it cannot serve must not go live).
 * @param {string} entry
 */
export async function assertServable(entry) {
  const answer = await fetch(entry, { method: 'HEAD', signal: AbortSignal.timeout(5000) }).catch(
    (/** @type {Error} */ error) => {
      throw new ReleaseError(`${entry} does not answer (${error.message}): is RepWise running?`);
    },
  );
  if (!answer.ok)
    throw new ReleaseError(
      `${entry} answered ${answer.status}: the remote's server does not serve it (restart npm start to serve releases)`,
    );
}

/**
 * `relative` under `from` or its nearest ancestor that has it (Node's node_modules lookup).
 * @param {string} from
 * @param {string} relative
 */
function findFile(from, relative) {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, relative))) return path.join(dir, relative);
    if (path.dirname(dir) === dir) return null;
  }
}

/**
 * The workspace folder of a remote, the default source of a publish.
 * @param {RemoteDefinition} remote
 */
export function workspaceSource(remote) {
  return path.join(repoRoot, remote.folder);
}
