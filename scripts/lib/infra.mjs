// Embedded infrastructure: installs FerretDB v1 (SQLite backend) and Redis when missing, starts them.
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  writeFileSync,
  cpSync,
  mkdtempSync,
  rmSync,
} from 'node:fs';
import { createHash } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { toolsBinDir } from './paths.mjs';
import { runOrThrow, step, which } from './run-command.mjs';
import { waitForPort } from './net.mjs';

export const ferretDbVersion = 'v1.24.2';
export const ferretDbPath = path.join(toolsBinDir, 'ferretdb');
/** Names the build a binary came from: a binary from another build (or none) is rebuilt. */
const ferretDbBuildMarkerPath = `${ferretDbPath}.build`;
/** RepWise's change to FerretDB's SQLite backend (what and why: the patch's header). */
const ferretDbPatchPath = fileURLToPath(
  new URL('./ferretdb/sqlite-pushdown.patch', import.meta.url),
);
const ferretDbBuild = `${ferretDbVersion}+${createHash('sha256')
  .update(readFileSync(ferretDbPatchPath))
  .digest('hex')
  .slice(0, 12)}`;

function ferretDbIsInstalled() {
  if (!existsSync(ferretDbPath) || !existsSync(ferretDbBuildMarkerPath)) return false;
  if (readFileSync(ferretDbBuildMarkerPath, 'utf8').trim() !== ferretDbBuild) return false;
  const result = spawnSync(ferretDbPath, ['--version'], { encoding: 'utf8' });
  return result.status === 0 && result.stdout.includes(`version: ${ferretDbVersion}`);
}

/**
 * Builds FerretDB into .tools/bin. `go install …@v1.24.2` is the documented way, but here the Go proxy
 * refuses the module's version list (needed for its deprecation check) and the module zip lacks
 * build/version/version.txt (FerretDB panics without it), so the source is fetched as a dependency of
 * a scratch module, version.txt is written, RepWise's patch is applied (`git apply`), and it is
 * built from that copy.
 */
export async function ensureFerretDb() {
  if (ferretDbIsInstalled()) return;
  step(`Installing FerretDB ${ferretDbVersion} (first run only, about a minute)`);
  if (!which('go'))
    throw new Error('Go is required to build FerretDB; install Go or set MONGODB_URI.');
  // Outside the repository: `git apply` inside one would take its paths as the repository's.
  const buildDir = mkdtempSync(path.join(os.tmpdir(), 'repwise-ferretdb-'));
  try {
    writeFileSync(
      path.join(buildDir, 'go.mod'),
      'module repwise.local/ferretdb-build\n\ngo 1.24\n',
    );
    const env = { ...process.env, GOFLAGS: '-mod=mod' };
    const info = spawnSync(
      'go',
      ['mod', 'download', '-json', `github.com/FerretDB/FerretDB@${ferretDbVersion}`],
      {
        cwd: buildDir,
        env,
        encoding: 'utf8',
      },
    );
    if (info.status !== 0)
      throw new Error(`Downloading FerretDB failed:\n${info.stdout}${info.stderr}`);
    const moduleDir = JSON.parse(info.stdout).Dir;
    const sourceDir = path.join(buildDir, 'src');
    cpSync(moduleDir, sourceDir, { recursive: true });
    spawnSync('chmod', ['-R', 'u+w', sourceDir]);
    writeFileSync(path.join(sourceDir, 'build', 'version', 'version.txt'), `${ferretDbVersion}\n`);
    await runOrThrow('git', ['apply', ferretDbPatchPath], { cwd: sourceDir });
    mkdirSync(toolsBinDir, { recursive: true });
    await runOrThrow('go', ['build', '-trimpath', '-o', ferretDbPath, './cmd/ferretdb'], {
      cwd: sourceDir,
      env,
    });
  } finally {
    rmSync(buildDir, { recursive: true, force: true });
  }
  writeFileSync(ferretDbBuildMarkerPath, `${ferretDbBuild}\n`);
  if (!ferretDbIsInstalled())
    throw new Error('FerretDB was built but does not report its version.');
}

/**
 * Installs Debian packages when a command is missing (the machines run as root).
 * @param {string} command
 * @param {string} packageName
 */
export async function ensureDebianPackage(command, packageName) {
  if (which(command)) return;
  step(`Installing ${packageName} from Debian (first run only)`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (/** @type {string[]} */ args) =>
    runOrThrow(sudo[0] ?? 'apt-get', sudo.length ? ['apt-get', ...args] : args, {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  await apt(['update', '-qq']);
  await apt(['install', '-y', '-qq', packageName]);
  if (!which(command))
    throw new Error(`${packageName} was installed but ${command} is not on PATH.`);
}

/** The Redis server binary, installed from Debian when missing. */
export async function ensureRedis() {
  await ensureDebianPackage('redis-server', 'redis-server');
}

/** Debian's Chromium for browser tests (test tools cannot download their own browsers here). */
export async function ensureChromium() {
  await ensureDebianPackage('chromium', 'chromium');
}

/**
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {string} logFile
 */
function spawnLogged(name, command, args, logFile) {
  mkdirSync(path.dirname(logFile), { recursive: true });
  const out = openSync(logFile, 'a');
  const child = /** @type {import('./supervisor.mjs').SupervisedChild} */ (
    spawn(command, args, { stdio: ['ignore', out, out] })
  );
  child.name = name;
  child.logFile = logFile;
  return child;
}

/**
 * Starts FerretDB (SQLite files under `dataDir`) on `port`; resolves once it accepts connections.
 * @param {{ port: number, dataDir: string, logFile: string }} options
 * @returns {Promise<import('./supervisor.mjs').SupervisedChild>}
 */
export async function startFerretDb({ port, dataDir, logFile }) {
  mkdirSync(dataDir, { recursive: true });
  const child = spawnLogged(
    'ferretdb',
    ferretDbPath,
    [
      '--handler=sqlite',
      `--sqlite-url=file:${dataDir}/`,
      `--state-dir=${dataDir}`,
      `--listen-addr=127.0.0.1:${port}`,
      '--debug-addr=-',
      '--telemetry=disable',
      '--log-level=warn',
    ],
    logFile,
  );
  await waitForPort(port, { timeoutMs: 30_000 });
  // Same port and data: what a database restart is (`Supervisor.restart('ferretdb')`).
  child.respawn = () => startFerretDb({ port, dataDir, logFile });
  return child;
}

/**
 * Starts redis-server on `port` with noeviction (BullMQ needs it) and AOF under `dataDir`.
 * @param {{ port: number, dataDir: string, logFile: string, persist?: boolean }} options
 * @returns {Promise<import('./supervisor.mjs').SupervisedChild>}
 */
export async function startRedis({ port, dataDir, logFile, persist = true }) {
  mkdirSync(dataDir, { recursive: true });
  const child = spawnLogged(
    'redis',
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--dir',
      dataDir,
      '--maxmemory-policy',
      'noeviction',
      '--appendonly',
      persist ? 'yes' : 'no',
      '--save',
      '',
      '--protected-mode',
      'yes',
    ],
    logFile,
  );
  await waitForPort(port, { timeoutMs: 15_000 });
  // Same port and data (the AOF is replayed): what a Redis restart is (`Supervisor.restart('redis')`).
  child.respawn = () => startRedis({ port, dataDir, logFile, persist });
  return child;
}
