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

/** Background processes: started like services (their PORT serves only /health), unknown to the gateway. */
export const workerDefinitions = [{ name: 'worker', dir: 'services/worker' }];

function existingServices() {
  return serviceDefinitions.filter((service) =>
    existsSync(path.join(repoRoot, service.dir, 'src', 'server.ts')),
  );
}

function nodeTs(supervisor, name, dir, env) {
  // `node --import tsx` keeps one process per service, so signals reach the server itself.
  return supervisor.start(name, process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(repoRoot, dir),
    env,
  });
}

/**
 * Starts every service, the workers and the gateway against the given database and Redis, waits
 * for health, then serves the built front ends; returns the app's and gateway's URLs, each
 * service's URL by name (`serviceUrls.auth`), the remote servers' pids and the process names
 * (services, then workers).
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
  const serviceUrls = {};
  const urlsByService = {};
  const started = [];
  const ports = {};
  for (const service of existingServices()) {
    const port = await getFreePort();
    ports[service.name] = port;
    serviceUrls[service.urlVariable] = `http://127.0.0.1:${port}`;
    urlsByService[service.name] = `http://127.0.0.1:${port}`;
  }
  // Every service learns every other's URL (e.g. the coach reads plans and progress over HTTP).
  for (const service of existingServices()) {
    const port = ports[service.name];
    nodeTs(supervisor, service.name, service.dir, {
      ...common,
      ...serviceUrls,
      PORT: String(port),
    });
    started.push({ name: service.name, healthUrl: `http://127.0.0.1:${port}/health` });
  }
  for (const worker of workerDefinitions) {
    if (!existsSync(path.join(repoRoot, worker.dir, 'src', 'server.ts'))) continue;
    const port = await getFreePort();
    // Workers hand results back to the services, so they learn every service's URL.
    nodeTs(supervisor, worker.name, worker.dir, { ...common, ...serviceUrls, PORT: String(port) });
    started.push({ name: worker.name, healthUrl: `http://127.0.0.1:${port}/health` });
  }
  const port = gatewayPort === 0 ? await getFreePort() : await preferPort(gatewayPort);
  nodeTs(supervisor, 'gateway', 'gateway', { ...common, ...serviceUrls, PORT: String(port) });
  const gatewayUrl = `http://127.0.0.1:${port}`;
  await Promise.all(
    started.map((service) => waitForHttpOk(service.healthUrl, { what: `${service.name} health` })),
  );
  await waitForHttpOk(`${gatewayUrl}/api/health`, { what: 'gateway health' });
  const frontends = await startFrontends({ supervisor, gatewayUrl, shellPort });
  return {
    gatewayUrl,
    // Without a built shell the product's one URL is the gateway's.
    appUrl: frontends?.appUrl ?? gatewayUrl,
    frontendPids: frontends?.pids ?? {},
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

/** Path of the runtime manifest the shell's server answers as /remotes.json. */
export function manifestPath(supervisor) {
  return path.join(supervisor.logsDir, '..', 'remotes.json');
}

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
 * Serves each built remote on its own port and the shell (with /api proxied to the gateway and the
 * runtime manifest); returns the shell's URL and each remote server's pid, or null without a built shell.
 */
export async function startFrontends({ supervisor, gatewayUrl, shellPort }) {
  const shellDist = path.join(repoRoot, 'shell', 'dist');
  if (!existsSync(path.join(shellDist, 'index.html'))) return null;
  const manifest = {};
  const pids = {};
  const waits = [];
  for (const remote of builtRemotes()) {
    const port = await getFreePort();
    const child = serveStatic(supervisor, remote.folder, [
      '--root',
      path.join(repoRoot, remote.folder, 'dist'),
      '--port',
      String(port),
      '--cors',
    ]);
    pids[remote.name] = child.pid;
    const origin = `http://127.0.0.1:${port}`;
    manifest[remote.name] = { entry: `${origin}/remoteEntry.js` };
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
  return { appUrl, pids };
}
