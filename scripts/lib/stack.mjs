// The local RepWise system: which processes exist and how they are wired together.
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { getFreePort, preferPort, waitForHttpOk } from './net.mjs';
import { repoRoot } from './paths.mjs';
import { Supervisor } from './supervisor.mjs';

/** Domain services; each is started when its folder exists, and the gateway learns its URL. */
export const serviceDefinitions = [
  { name: 'auth', dir: 'services/auth', urlVariable: 'AUTH_SERVICE_URL' },
  { name: 'onboarding', dir: 'services/onboarding', urlVariable: 'ONBOARDING_SERVICE_URL' },
  { name: 'workouts', dir: 'services/workouts', urlVariable: 'WORKOUTS_SERVICE_URL' },
  { name: 'progress', dir: 'services/progress', urlVariable: 'PROGRESS_SERVICE_URL' },
  { name: 'coach', dir: 'services/coach', urlVariable: 'COACH_SERVICE_URL' },
  { name: 'analytics', dir: 'services/analytics', urlVariable: 'ANALYTICS_SERVICE_URL' },
];

/** Background processes: started like services (their PORT serves /health and /metrics), unknown to the gateway. */
export const workerDefinitions = [{ name: 'worker', dir: 'services/worker' }];

function existingServices() {
  return serviceDefinitions.filter((service) =>
    existsSync(path.join(repoRoot, service.dir, 'src', 'server.ts')),
  );
}

/**
 * @param {Supervisor} supervisor
 * @param {string} name
 * @param {string} dir
 * @param {NodeJS.ProcessEnv} env
 */
function nodeTs(supervisor, name, dir, env) {
  // `node --import tsx` keeps one process per service, so signals reach the server itself.
  return supervisor.start(name, process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(repoRoot, dir),
    env,
  });
}

/**
 * How many copies of a service or worker to run (`copies` maps a name to a count; default 1).
 * @param {Record<string, number>} copies
 * @param {string} name
 */
function copyCount(copies, name) {
  return Math.max(1, Number(copies[name] ?? 1));
}

/**
 * Parses `auth=2,workouts=3` (the `--copies` option of `npm start`, or REPWISE_COPIES) into counts,
 * rejecting unknown names and counts outside 1-8.
 * @param {string | undefined} text
 */
export function parseCopies(text) {
  const known = new Set([...serviceDefinitions, ...workerDefinitions].map((entry) => entry.name));
  /** @type {Record<string, number>} */
  const copies = {};
  for (const part of (text ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const [name, countText] = part.split('=');
    const count = Number(countText);
    if (!name || !known.has(name))
      throw new Error(`--copies: unknown service "${name}" (known: ${[...known].join(', ')})`);
    if (!Number.isInteger(count) || count < 1 || count > 8)
      throw new Error(`--copies: ${name} needs a count from 1 to 8, got "${countText}"`);
    copies[name] = count;
  }
  return copies;
}

/**
 * Starts every service, the workers and the gateway against the given database and Redis, waits
 * for health, then serves the built front ends; returns the app's and gateway's URLs, each
 * service's URL by name (`serviceUrls.auth`), the remote servers' pids and the process names
 * (services, then workers).
 * @param {{
 *   supervisor: Supervisor,
 *   mongoUri: string,
 *   redisUrl: string,
 *   secrets: Record<string, string>,
 *   nodeEnv: string,
 *   logLevel: string,
 *   gatewayPort: number,
 *   shellPort?: number,
 *   extraEnv?: Record<string, string>,
 *   copies?: Record<string, number>,
 *   healthTimeoutMs?: number,
 * }} options
 */
export async function startStack({
  supervisor,
  mongoUri,
  redisUrl,
  secrets,
  nodeEnv,
  logLevel,
  gatewayPort,
  shellPort = 5173,
  extraEnv = {},
  copies = {},
  // How long every process may take to answer /health (many processes on two cores start slowly).
  healthTimeoutMs = 60_000,
}) {
  const common = {
    NODE_ENV: nodeEnv,
    LOG_LEVEL: logLevel,
    MONGODB_URI: mongoUri,
    REDIS_URL: redisUrl,
    HOST: '127.0.0.1',
    ...secrets,
    ...extraEnv,
  };
  /** @type {Record<string, string>} */
  const serviceUrls = {};
  /** @type {Record<string, string | undefined>} */
  const urlsByService = {};
  /** @type {{ name: string, healthUrl: string }[]} */
  const started = [];
  /** @type {Record<string, number | undefined>} */
  const processPids = {};
  // Each service runs as `copies[name]` processes (default 1); the gateway balances across them.
  /** @type {Record<string, string[]>} */
  const copyUrls = {};
  for (const service of existingServices()) {
    /** @type {string[]} */
    const urls = [];
    for (let index = 0; index < copyCount(copies, service.name); index += 1) {
      urls.push(`http://127.0.0.1:${await getFreePort()}`);
    }
    copyUrls[service.name] = urls;
    serviceUrls[service.urlVariable] = urls.join(',');
    urlsByService[service.name] = urls[0];
  }
  // Every service learns every other's copies (e.g. the coach reads plans and progress over HTTP,
  // the worker posts plans to workouts): all their URLs, comma-separated, which their clients go
  // round and fail over between (`ServiceCopies` in server-kit), as the gateway does.
  for (const service of existingServices()) {
    copyUrls[service.name]?.forEach((url, index) => {
      const name = index === 0 ? service.name : `${service.name}-${index + 1}`;
      const port = new URL(url).port;
      const child = nodeTs(supervisor, name, service.dir, {
        ...common,
        ...serviceUrls,
        PORT: port,
      });
      processPids[name] = child.pid;
      started.push({ name, healthUrl: `${url}/health` });
    });
  }
  for (const worker of workerDefinitions) {
    if (!existsSync(path.join(repoRoot, worker.dir, 'src', 'server.ts'))) continue;
    for (let index = 0; index < copyCount(copies, worker.name); index += 1) {
      const port = await getFreePort();
      const name = index === 0 ? worker.name : `${worker.name}-${index + 1}`;
      // Workers hand results back to the services, so they learn every service's copies.
      const child = nodeTs(supervisor, name, worker.dir, {
        ...common,
        ...serviceUrls,
        PORT: String(port),
      });
      processPids[name] = child.pid;
      started.push({ name, healthUrl: `http://127.0.0.1:${port}/health` });
    }
  }
  const port = gatewayPort === 0 ? await getFreePort() : await preferPort(gatewayPort);
  // Browsers reach the gateway through the shell's server, which appends their address to
  // X-Forwarded-For: per-IP limits then hold per browser, not for the whole site.
  nodeTs(supervisor, 'gateway', 'gateway', {
    ...common,
    ...serviceUrls,
    PORT: String(port),
    TRUST_PROXY: 'true',
    TRUST_PROXY_HOPS: '1',
  });
  const gatewayUrl = `http://127.0.0.1:${port}`;
  await Promise.all(
    started.map((service) =>
      waitForHttpOk(service.healthUrl, {
        what: `${service.name} health`,
        timeoutMs: healthTimeoutMs,
      }),
    ),
  );
  await waitForHttpOk(`${gatewayUrl}/api/health`, {
    what: 'gateway health',
    timeoutMs: healthTimeoutMs,
  });
  const frontends = await startFrontends({ supervisor, gatewayUrl, shellPort });
  return {
    gatewayUrl,
    // Without a built shell the product's one URL is the gateway's.
    appUrl: frontends?.appUrl ?? gatewayUrl,
    frontendPids: frontends?.pids ?? {},
    // Where the manifest, the shell and each remote's dist and releases are, for publish-remote.
    frontends: frontends?.deployment ?? null,
    // Each service and worker process by name (`workouts`, `workouts-2`, `worker`), for fault tests.
    processPids,
    services: started.map((service) => service.name),
    serviceUrls: urlsByService,
  };
}

export { Supervisor };

/** Built remotes: every `mf-*` folder with a `dist/remoteEntry.js`; `mf-workouts` is `mf_workouts`. */
function builtRemotes() {
  return readdirSync(repoRoot)
    .filter(
      (folder) =>
        folder.startsWith('mf-') &&
        existsSync(path.join(repoRoot, folder, 'dist', 'remoteEntry.js')),
    )
    .map((folder) => ({ folder, name: folder.replaceAll('-', '_') }));
}

/**
 * Path of the runtime manifest the shell's server answers as /remotes.json.
 * @param {Supervisor} supervisor
 */
export function manifestPath(supervisor) {
  return path.join(supervisor.logsDir, '..', 'remotes.json');
}

/**
 * Folder of published remote releases (`<remote folder>/<version>/`), kept across restarts.
 * @param {Supervisor} supervisor
 */
export function releasesPath(supervisor) {
  return path.join(supervisor.logsDir, '..', 'releases');
}

/**
 * @param {Supervisor} supervisor
 * @param {string} name
 * @param {string[]} args
 */
function serveStatic(supervisor, name, args) {
  return supervisor.start(
    name,
    process.execPath,
    [path.join(repoRoot, 'scripts', 'static-server.mjs'), ...args],
    {
      cwd: repoRoot,
      env: {},
    },
  );
}

/**
 * Serves each built remote on its own port (its dist at the root, its published releases under
 * /releases/) and the shell (with /api proxied to the gateway and the runtime manifest, which starts
 * on every remote's dist build); returns the shell's URL, each remote server's pid and where
 * everything is (`deployment`, for publish-remote), or null without a built shell.
 * @param {{ supervisor: Supervisor, gatewayUrl: string, shellPort: number }} options
 */
export async function startFrontends({ supervisor, gatewayUrl, shellPort }) {
  const shellDist = path.join(repoRoot, 'shell', 'dist');
  if (!existsSync(path.join(shellDist, 'index.html'))) return null;
  // Imported here, not at the top: `npm start` loads this module before `npm ci` links the workspaces.
  const { readBuildInfo } = await import('@repwise/federation/build-info');
  /** @type {Record<string, { entry: string, version?: string, shared?: unknown }>} */
  const manifest = {};
  /** @type {Record<string, number | undefined>} */
  const pids = {};
  const waits = [];
  const releasesRoot = releasesPath(supervisor);
  /** @type {Record<string, { folder: string, origin: string, distRoot: string }>} */
  const remotes = {};
  for (const remote of builtRemotes()) {
    const port = await getFreePort();
    const distRoot = path.join(repoRoot, remote.folder, 'dist');
    const child = serveStatic(supervisor, remote.folder, [
      '--root',
      distRoot,
      '--port',
      String(port),
      '--cors',
      '--releases',
      path.join(releasesRoot, remote.folder),
    ]);
    pids[remote.name] = child.pid;
    const origin = `http://127.0.0.1:${port}`;
    remotes[remote.name] = { folder: remote.folder, origin, distRoot };
    // The dist build's version and shared singletons (build.json), so the shell can check it and a
    // rollback can return to it.
    const build = readBuildInfo(distRoot);
    manifest[remote.name] = build
      ? { entry: `${origin}/remoteEntry.js`, version: build.version, shared: build.shared }
      : { entry: `${origin}/remoteEntry.js` };
    waits.push(waitForHttpOk(`${origin}/remoteEntry.js`, { what: `${remote.folder} server` }));
  }
  const manifestFile = manifestPath(supervisor);
  writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
  const port = shellPort === 0 ? await getFreePort() : await preferPort(shellPort);
  serveStatic(supervisor, 'shell', [
    '--root',
    shellDist,
    '--port',
    String(port),
    '--spa',
    '--api',
    gatewayUrl,
    '--manifest',
    manifestFile,
  ]);
  const appUrl = `http://127.0.0.1:${port}`;
  await Promise.all([...waits, waitForHttpOk(`${appUrl}/remotes.json`, { what: 'shell server' })]);
  const deployment = {
    manifestFile,
    releasesRoot,
    shellRoot: shellDist,
    // The dist builds count as published when the system started (a rollback's time order).
    startedAt: new Date().toISOString(),
    remotes,
  };
  return { appUrl, pids, deployment };
}
